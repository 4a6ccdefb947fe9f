package engine

import "time"

// Limits say how long a search may think. The zero Limits searches until
// stopped (or to MaxPly). Depth, MoveTime, Nodes and the clock combine: the
// search ends at the first limit reached.
type Limits struct {
	Depth    int           // plies, 0 for no limit
	MoveTime time.Duration // thinking time for this move, 0 for no limit
	Nodes    uint64        // nodes, 0 for no limit

	// The player's clock: time left, added per move, and moves to the next
	// time control (0 for sudden death). Used when Clock > 0.
	Clock     time.Duration
	Increment time.Duration
	MovesToGo int

	// NoBook searches even a position the opening book has moves for (an
	// analysis, rather than a move to play).
	NoBook bool
}

// budget returns the time to aim for (soft: no new iteration starts after
// it) and the time never to pass (hard); zero for no limit.
func (l Limits) budget() (soft, hard time.Duration) {
	if l.MoveTime > 0 {
		return l.MoveTime, l.MoveTime
	}
	if l.Clock <= 0 {
		return 0, 0
	}
	moves := l.MovesToGo
	if moves <= 0 || moves > 30 {
		moves = 30
	}
	margin := min(l.Clock/20, 50*time.Millisecond)
	left := l.Clock - margin
	soft = left/time.Duration(moves) + l.Increment*3/4
	// The increment comes after the move: never count on more than half the
	// time left, however large the increment.
	hard = min(soft*4, left/3+l.Increment, left/2)
	soft = min(soft, hard)
	return max(soft, time.Millisecond), max(hard, time.Millisecond)
}

// hardTime returns the time never to pass, zero for no limit: a helper
// thread's own limit, beside the main thread's stopping it.
func (l Limits) hardTime() time.Duration {
	_, hard := l.budget()
	return hard
}
