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

	// Flexible makes MoveTime the time a move takes on average rather than
	// a cap (see movePlan): a search whose choice holds steady stops
	// deepening early, one whose score falls or whose choice changes
	// thinks on, up to planLongest percent of MoveTime.
	Flexible bool
}

// The flexible move time's plan, in percent of MoveTime: no new iteration
// starts after planStop (planStopTrouble when the position is in trouble),
// and the search is cut at planUsual (planLongest in trouble). A position
// is in trouble when, at planFrom plies or deeper, the last iteration
// changed the best move or lowered its score by planFall or more, or the
// iteration under way finds the best move's score below its window.
const (
	planStop        = 80
	planStopTrouble = 150
	planUsual       = 110
	planLongest     = 250
	planFall        = 30
	planFrom        = 6
)

// movePlan is when a search with a flexible move time stops, measured
// from its start.
type movePlan struct {
	moveTime time.Duration
	trouble  bool
}

// stop returns the time after which no new iteration starts.
func (p movePlan) stop() time.Duration {
	if p.trouble {
		return p.moveTime * planStopTrouble / 100
	}
	return p.moveTime * planStop / 100
}

// cut returns the time at which the search is stopped.
func (p movePlan) cut() time.Duration {
	if p.trouble {
		return p.moveTime * planLongest / 100
	}
	return p.moveTime * planUsual / 100
}

// troubled reports whether an iteration's result, against the one before
// it, puts the position in trouble.
func troubled(depth, score, lastScore int, moved bool) bool {
	return depth >= planFrom && (moved || score <= lastScore-planFall)
}

// budget returns the time to aim for (soft: no new iteration starts after
// it) and the time never to pass (hard); zero for no limit.
func (l Limits) budget() (soft, hard time.Duration) {
	if l.MoveTime > 0 && l.Flexible {
		steady, trouble := movePlan{moveTime: l.MoveTime}, movePlan{moveTime: l.MoveTime, trouble: true}
		return steady.stop(), trouble.cut()
	}
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
