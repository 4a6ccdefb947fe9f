package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
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
	if err := l.MoveRefusal(mover); err != nil {
		return err
	}
	now := s.now()
	switch l.Fallen(l.turnStart, now, s.cfg.FirstMoveTime) {
	case room.NoFirstMove:
		if err := s.abortWith(ctx, l, checkers.NoFirstMove); err != nil {
			return err
		}
		return errorf(http.StatusConflict, "the game was aborted: %s made no first move within %v", colorName(mover), s.cfg.FirstMoveTime)
	case room.LostOnTime:
		if err := s.forfeit(ctx, l); err != nil {
			return err
		}
		return errorf(http.StatusConflict, "your time ran out before the move arrived: %s", l.Game().Result())
	}
	before := l.Clone()
	if err := l.Move(mover, move, l.turnStart, now); err != nil {
		var rf *refuse.Refusal
		if errors.As(err, &rf) || errors.Is(err, checkers.ErrGameOver) {
			return errorf(http.StatusConflict, "%v", err)
		}
		return errorf(http.StatusUnprocessableEntity, "%v", err)
	}
	if err := s.commit(ctx, l, before); err != nil {
		return err
	}
	byComputer := l.Header().Seats[mover].Player == "computer"
	s.metrics.moveAccepted(ctx, byComputer)
	if !byComputer {
		l.personMoved = now
	}
	sawSeats(l, room.SeatViewer(mover), now)
	l.turnStart = now
	s.armFlag(l)
	s.scheduleComputer(l)
	s.broadcast(l)
	return nil
}

// colorName returns "black" or "red".
func colorName(c checkers.Color) string { return room.ColorName(c) }
