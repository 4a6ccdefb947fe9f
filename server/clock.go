package server

import (
	"context"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/room"
)

// Clocks. The rules of the clock are the room's (room.Room's HasClock,
// TimeLeft, Fallen…): a game with a time control keeps, in its record,
// each player's time left when the player to move started to think, and
// here, in memory, the moment that happened (turnStart), which the room
// is given with the time now. After a restart turnStart is the moment
// the game was loaded: the time the server was down is charged to nobody.
// Here the flag's timer is set, and a fallen flag's result stored.

// firstMoveDeadline is when l's player to move, awaiting its first move,
// no longer may play it. l.mu is held.
func (s *Server) firstMoveDeadline(l *live) time.Time {
	return room.FirstMoveDeadline(l.turnStart, s.cfg.FirstMoveTime)
}

// clockNow returns the time l's clock reads at now: now, but the
// computer's clock stands while its search waits for a worker (since
// queuedAt): the wait is the server's, not the player's. l.mu is held.
func clockNow(l *live, now time.Time) time.Time {
	if waiting(l) && now.After(l.think.queuedAt) {
		return l.think.queuedAt
	}
	return now
}

// timeLeft returns c's time left at now (clockNow). l.mu is held.
func timeLeft(l *live, c checkers.Color, now time.Time) time.Duration {
	return l.TimeLeft(c, l.turnStart, clockNow(l, now))
}

// waiting reports whether the computer's search waits for a worker.
// l.mu is held.
func waiting(l *live) bool { return l.think != nil && l.think.queued }

// clockTicking reports whether the player to move's clock runs now: it
// runs, and it is not the computer's standing while its search waits.
func clockTicking(l *live) bool { return l.ClockRunning() && !waiting(l) }

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
	case l.Correspondence():
		if deadline, ok := l.MoveDeadline(); ok {
			l.flag = time.AfterFunc(max(deadline.Sub(s.now()), 0)+5*time.Millisecond, func() { s.flagFell(l, ply) })
		}
	case l.AwaitingFirstMove():
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
	switch l.Fallen(l.turnStart, clockNow(l, s.now()), s.cfg.FirstMoveTime) {
	case room.LostOnTime:
		if err := s.forfeit(context.Background(), l); err != nil {
			s.log.Error("time forfeit not saved", "id", l.Header().ID, "err", err)
		}
	case room.NoFirstMove:
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
	return s.change(ctx, l, l.Forfeit)
}
