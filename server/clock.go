package server

import (
	"context"
	"time"

	"github.com/kingme/kingme/checkers"
)

// Clocks. A game with a time control keeps, in its record, each player's
// time left when the player to move started to think, and in memory the
// moment that happened (turnStart). The player to move's time runs from
// there; the other's stands.
//
// A side's clock starts only once both seats are taken and that side has
// made its first move, as on lichess and lidraughts: each side's first
// move is not timed (the moves of a ballot opening, played for the players
// when the game was created, are nobody's), so nobody loses time waiting
// for an opponent to arrive or to find the board. A side to play its first
// move, both seats taken, has Config.FirstMoveTime to play it; otherwise the
// game is aborted, with no result (reason NoFirstMove). After a restart
// turnStart is the moment the game was loaded: the time the server was
// down is charged to nobody.

// hasClock reports whether l is played with a clock.
func hasClock(l *live) bool { return l.Header().Initial > 0 }

// seated reports whether both of l's seats are taken. l.mu is held.
func seated(l *live) bool {
	return l.Header().Seats[0].Player != "" && l.Header().Seats[1].Player != ""
}

// ownPlies counts the moves the players made in l: the moves after the
// opening's. l.mu is held.
func ownPlies(l *live) int { return max(l.Plies()-l.Header().OpeningPlies, 0) }

// bothMoved reports whether each player has made a move of its own in l:
// the players alternate (a pass is a move), so two moves after the
// opening's are one each. l.mu is held.
func bothMoved(l *live) bool { return ownPlies(l) >= 2 }

// clockRunning reports whether the player to move's clock runs: both seats
// are taken and the player to move has made its first move (it moves every
// other ply, so it has if both have).
func clockRunning(l *live) bool {
	return hasClock(l) && !l.Game().Result().Over() && seated(l) && bothMoved(l)
}

// awaitingFirstMove reports whether the player to move of l, a game with a
// clock, is a person to play its first move with both seats taken: the
// time it has for it (Config.FirstMoveTime) runs. l.mu is held.
func awaitingFirstMove(l *live) bool {
	if !hasClock(l) || l.Game().Result().Over() || !seated(l) || bothMoved(l) {
		return false
	}
	return l.Header().Seats[l.Game().Turn()].Player != "computer"
}

// firstMoveDeadline is when l's player to move, awaiting its first move,
// no longer may play it. l.mu is held.
func (s *Server) firstMoveDeadline(l *live) time.Time { return l.turnStart.Add(s.cfg.FirstMoveTime) }

// timeLeft returns c's time left at now. The computer's clock stands
// while its search waits for a worker: the wait is the server's, not the
// player's.
func timeLeft(l *live, c checkers.Color, now time.Time) time.Duration {
	left := l.Header().Clock[c&1]
	if clockRunning(l) && l.Game().Turn() == c {
		if waiting(l) && now.After(l.think.queuedAt) {
			now = l.think.queuedAt
		}
		left -= now.Sub(l.turnStart)
	}
	return max(left, 0)
}

// waiting reports whether the computer's search waits for a worker.
// l.mu is held.
func waiting(l *live) bool { return l.think != nil && l.think.queued }

// clockTicking reports whether the player to move's clock runs now: it
// runs, and it is not the computer's standing while its search waits.
func clockTicking(l *live) bool { return clockRunning(l) && !waiting(l) }

// armFlag sets the timer that ends the game when the player to move runs
// out of time, or when a side's first move does not come in time,
// replacing any earlier one. l.mu is held.
func (s *Server) armFlag(l *live) {
	if l.flag != nil {
		l.flag.Stop()
		l.flag = nil
	}
	if !s.owns(l) {
		return
	}
	ply := l.Plies()
	switch {
	case clockTicking(l):
		left := timeLeft(l, l.Game().Turn(), s.now())
		l.flag = time.AfterFunc(left+5*time.Millisecond, func() { s.flagFell(l, ply) })
	case correspondence(l):
		if deadline, ok := moveDeadline(l); ok {
			l.flag = time.AfterFunc(max(deadline.Sub(s.now()), 0)+5*time.Millisecond, func() { s.flagFell(l, ply) })
		}
	case awaitingFirstMove(l):
		in := s.firstMoveDeadline(l).Sub(s.now())
		l.flag = time.AfterFunc(max(in, 0)+5*time.Millisecond, func() { s.flagFell(l, ply) })
	}
}

// flagFell ends the game if it is still at ply and the player to move's
// time is up: lost on time, or aborted when its first move did not come.
func (s *Server) flagFell(l *live, ply int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Plies() != ply {
		return
	}
	now := s.now()
	deadline, days := moveDeadline(l)
	switch {
	case clockRunning(l) && timeLeft(l, l.Game().Turn(), now) <= 0, days && !now.Before(deadline):
		if err := s.forfeit(context.Background(), l); err != nil {
			s.log.Error("time forfeit not saved", "id", l.Header().ID, "err", err)
		}
	case awaitingFirstMove(l) && !now.Before(s.firstMoveDeadline(l)):
		if err := s.abortWith(context.Background(), l, checkers.NoFirstMove); err != nil {
			s.log.Error("abort for want of a first move not saved", "id", l.Header().ID, "err", err)
		}
	default:
		s.armFlag(l) // not yet (the clock stood meanwhile), or no longer
	}
}

// forfeit ends the game, stores it and tells the subscribers: the player
// to move lost on time. l.mu is held.
func (s *Server) forfeit(ctx context.Context, l *live) error {
	before := l.Clone()
	loser := l.Game().Turn()
	if err := l.Game().Forfeit(loser); err != nil {
		return err
	}
	l.Header().Clock[loser] = 0
	return s.finishChange(ctx, l, before)
}

// chargeMove charges the mover's thinking time and adds the increment,
// returning false when the mover's time had already run out. A first move
// is not charged and gains no increment. l.mu is held.
func chargeMove(l *live, now time.Time) (left time.Duration, inTime bool) {
	if !hasClock(l) {
		return 0, true
	}
	mover := l.Game().Turn()
	if !clockRunning(l) {
		return l.Header().Clock[mover], true
	}
	left = l.Header().Clock[mover] - now.Sub(l.turnStart)
	if left <= 0 {
		return 0, false
	}
	return left + l.Header().Increment, true
}

// restoreClocks sets each player's time left after moves were taken back:
// the time recorded with each player's last remaining move, or the initial
// time. l.mu is held.
func restoreClocks(l *live) {
	if !hasClock(l) {
		return
	}
	l.Header().Clock = [2]time.Duration{l.Header().Initial, l.Header().Initial}
	pos := l.Game().Positions()
	for i, m := range l.Stamps() {
		l.Header().Clock[pos[i].Turn()] = m.Clock()
	}
}
