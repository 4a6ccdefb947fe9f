package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/kingme/kingme/checkers"
)

// play plays text for mover in l, stores it and tells the subscribers; the
// computer then thinks if it is its turn. l.mu is held. The errors are
// apiErrors: 409 when the game is over or the mover's time ran out, 422 for
// an illegal move.
func (s *Server) play(ctx context.Context, l *live, mover checkers.Color, text string) error {
	return s.playWith(ctx, l, mover, func(g *checkers.Game) error { return g.PlayText(text) })
}

// playWith plays the move that move plays in l's game, for mover, as play
// does: the computer plays its search's move value itself, never its text.
// l.mu is held.
func (s *Server) playWith(ctx context.Context, l *live, mover checkers.Color, move func(*checkers.Game) error) error {
	if r := l.Game().Result(); r.Over() {
		return errorf(http.StatusConflict, "the game is over: %s", r)
	}
	if l.Game().Turn() != mover {
		return errorf(http.StatusConflict, "it is %s's turn", colorName(l.Game().Turn()))
	}
	now := s.now()
	if awaitingFirstMove(l) && !now.Before(s.firstMoveDeadline(l)) {
		if err := s.abortWith(ctx, l, checkers.NoFirstMove); err != nil {
			return err
		}
		return errorf(http.StatusConflict, "the game was aborted: %s made no first move within %v", colorName(mover), s.cfg.FirstMoveTime)
	}
	left, inTime := chargeMove(l, now)
	if deadline, ok := moveDeadline(l); ok && !now.Before(deadline) {
		inTime = false
	}
	if !inTime {
		if err := s.forfeit(ctx, l); err != nil {
			return err
		}
		return errorf(http.StatusConflict, "your time ran out before the move arrived: %s", l.Game().Result())
	}
	before := l.Clone()
	if err := l.Play(move, left, now); err != nil {
		if errors.Is(err, checkers.ErrGameOver) {
			return errorf(http.StatusConflict, "%v", err)
		}
		return errorf(http.StatusUnprocessableEntity, "%v", err)
	}
	if hasClock(l) {
		l.Header().Clock[mover] = left
	}
	takebackAfterMove(l)
	if err := s.commit(ctx, l, before); err != nil {
		return err
	}
	byComputer := l.Header().Seats[mover].Player == "computer"
	s.metrics.moveAccepted(ctx, byComputer)
	if !byComputer {
		l.personMoved = now
	}
	sawSeats(l, seatViewer(mover), now)
	l.turnStart = now
	s.armFlag(l)
	s.scheduleComputer(l)
	s.broadcast(l)
	return nil
}

// colorName returns "black" or "red".
func colorName(c checkers.Color) string {
	if c == checkers.Black {
		return "black"
	}
	return "red"
}

// parseColor reads "black" or "red".
func parseColor(s string) (checkers.Color, bool) {
	switch s {
	case "black":
		return checkers.Black, true
	case "red":
		return checkers.Red, true
	}
	return 0, false
}
