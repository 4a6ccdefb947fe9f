package server

import (
	"context"
	"time"

	"github.com/kingme/kingme/checkers"
)

// Clocks. A game with a time control keeps, in its record, each player's
// time left when the player to move started to think, and in memory the
// moment that happened (turnStart). The player to move's time runs from
// there; the other's stands. Clocks start with the second move: the first
// move of the game is not timed, so nobody loses time waiting for an
// opponent to arrive. After a restart turnStart is the moment the game was
// loaded: the time the server was down is charged to nobody.

// hasClock reports whether l is played with a clock.
func hasClock(l *live) bool { return l.rec.Initial > 0 }

// clockRunning reports whether the player to move's clock runs.
func clockRunning(l *live) bool {
	return hasClock(l) && !l.game.Result().Over() && len(l.rec.Moves) > 0
}

// timeLeft returns c's time left at now. The computer's clock stands
// while its search waits for a worker: the wait is the server's, not the
// player's.
func timeLeft(l *live, c checkers.Color, now time.Time) time.Duration {
	left := l.rec.Clock[c&1]
	if clockRunning(l) && l.game.Turn() == c {
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
// out of time, replacing any earlier one. l.mu is held.
func (s *Server) armFlag(l *live) {
	if l.flag != nil {
		l.flag.Stop()
		l.flag = nil
	}
	if !clockTicking(l) || !s.owns(l) {
		return
	}
	ply := len(l.rec.Moves)
	left := timeLeft(l, l.game.Turn(), s.now())
	l.flag = time.AfterFunc(left+5*time.Millisecond, func() { s.flagFell(l, ply) })
}

// flagFell ends the game on time if it is still at ply and the player to
// move's time is up.
func (s *Server) flagFell(l *live, ply int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.rec.Moves) != ply || !clockRunning(l) {
		return
	}
	if timeLeft(l, l.game.Turn(), s.now()) > 0 {
		s.armFlag(l)
		return
	}
	if err := s.forfeit(context.Background(), l); err != nil {
		s.log.Error("time forfeit not saved", "id", l.rec.ID, "err", err)
	}
}

// forfeit ends the game, stores it and tells the subscribers: the player
// to move lost on time. l.mu is held.
func (s *Server) forfeit(ctx context.Context, l *live) error {
	before := snapshot(l.rec)
	loser := l.game.Turn()
	if err := l.game.Forfeit(loser); err != nil {
		return err
	}
	l.rec.Clock[loser] = 0
	return s.finishChange(ctx, l, before)
}

// chargeMove charges the mover's thinking time and adds the increment,
// returning false when the mover's time had already run out. l.mu is held.
func chargeMove(l *live, now time.Time) (left time.Duration, inTime bool) {
	if !hasClock(l) {
		return 0, true
	}
	mover := l.game.Turn()
	if len(l.rec.Moves) == 0 {
		return l.rec.Clock[mover], true
	}
	left = l.rec.Clock[mover] - now.Sub(l.turnStart)
	if left <= 0 {
		return 0, false
	}
	return left + l.rec.Increment, true
}

// restoreClocks sets each player's time left after moves were taken back:
// the time recorded with each player's last remaining move, or the initial
// time. l.mu is held.
func restoreClocks(l *live) {
	if !hasClock(l) {
		return
	}
	l.rec.Clock = [2]time.Duration{l.rec.Initial, l.rec.Initial}
	pos := l.game.Positions()
	for i, m := range l.rec.Moves {
		l.rec.Clock[pos[i].Turn()] = m.Clock
	}
}
