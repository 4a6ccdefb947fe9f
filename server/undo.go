package server

import (
	"context"
	"net/http"

	"github.com/kingme/kingme/checkers"
)

// undoPlies returns how many moves an undo by v would take back in l, 0 when
// v may not undo: against the computer, back to before v's last move (the
// computer's reply too); at one screen, one move; never between friends or
// once a game ended by resignation, agreement or time. l.mu is held.
func undoPlies(l *live, v viewer) int {
	switch reason := l.game.Result().Reason; reason {
	case checkers.Resignation, checkers.Agreement, checkers.TimeForfeit:
		return 0
	}
	n := l.game.Len()
	switch l.rec.Mode {
	case "local":
		if v == bothSeats && n > 0 {
			return 1
		}
	case "computer":
		c, ok := computerColor(l)
		if !ok || v.controls(c) || v == spectator {
			return 0
		}
		positions := l.game.Positions()
		for i := n - 1; i >= 0; i-- {
			if positions[i].Turn() != c {
				return n - i
			}
		}
	}
	return 0
}

// undo takes back moves for v. l.mu is held.
func (s *Server) undo(ctx context.Context, l *live, v viewer) error {
	n := undoPlies(l, v)
	if n == 0 {
		switch {
		case l.rec.Mode == "friend":
			return errorf(http.StatusConflict, "moves cannot be taken back in a game between friends")
		case l.game.Len() == 0:
			return errorf(http.StatusConflict, "there is no move to take back")
		}
		return errorf(http.StatusConflict, "there is no move of yours to take back")
	}
	before := snapshot(l.rec)
	s.stopThinking(l)
	for range n {
		if err := l.game.Undo(); err != nil {
			return errorf(http.StatusConflict, "%v", err)
		}
	}
	l.rec.Moves = l.rec.Moves[:len(l.rec.Moves)-n]
	restoreClocks(l)
	syncResult(l)
	if err := s.commit(ctx, l, before); err != nil {
		s.scheduleComputer(l)
		return err
	}
	l.turnStart = s.now()
	s.armFlag(l)
	s.scheduleComputer(l)
	s.broadcast(l)
	return nil
}
