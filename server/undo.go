package server

import (
	"context"
	"net/http"

	"github.com/kingme/kingme/checkers"
)

// undoPlies returns how many moves an undo by v would take back in l, 0 when
// v may not undo: against the computer, back to v's last turn (the
// computer's reply too, see checkers.Game.UndoToTurn); at one screen, one
// move; never between friends, and never once the game is over, however it
// ended: a finished game stays finished. l.mu is held.
func undoPlies(l *live, v viewer) int {
	if l.Game().Result().Over() {
		return 0
	}
	switch l.Header().Mode {
	case "local":
		if v == bothSeats && l.Game().Len() > 0 {
			return 1
		}
	case "computer":
		if c, ok := humanColor(l, v); ok {
			return l.Game().PliesBackTo(c)
		}
	}
	return 0
}

// humanColor returns the colour v plays against the computer in l, if v is
// its human player.
func humanColor(l *live, v viewer) (checkers.Color, bool) {
	c, ok := computerColor(l)
	if !ok || v == spectator || v.controls(c) {
		return 0, false
	}
	return c.Opponent(), true
}

// undo takes back moves for v. l.mu is held.
func (s *Server) undo(ctx context.Context, l *live, v viewer) error {
	if r := l.Game().Result(); r.Over() {
		return errorf(http.StatusConflict, "the game is over (%s): a finished game cannot be taken back", r)
	}
	if undoPlies(l, v) == 0 {
		switch {
		case l.Header().Mode == "friend":
			return errorf(http.StatusConflict, "moves cannot be taken back in a game between friends")
		case l.Game().Len() == 0:
			return errorf(http.StatusConflict, "there is no move to take back")
		}
		return errorf(http.StatusConflict, "there is no move of yours to take back")
	}
	before := l.Clone()
	s.stopThinking(l)
	var err error
	if c, ok := humanColor(l, v); ok {
		_, err = l.UndoToTurn(c)
	} else {
		err = l.Undo()
	}
	if err != nil {
		s.scheduleComputer(l)
		return errorf(http.StatusConflict, "%v", err)
	}
	restoreClocks(l)
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
