package room

import (
	"errors"
	"time"

	"github.com/kingme/kingme/checkers"
)

// MoveRefusal returns why mover may not move now (a Refusal): the game
// is over, or it is the other's turn; nil when it may.
func (r *Room) MoveRefusal(mover checkers.Color) error {
	if res := r.game.Result(); res.Over() {
		return refusef("the game is over: %s", res)
	}
	if r.game.Turn() != mover {
		return refusef("it is %s's turn", ColorName(r.game.Turn()))
	}
	return nil
}

// Move plays the move that move plays in the game for mover at now, its
// turn having started at start: the mover's clock is charged its
// thinking and given the increment (a first move is not charged), the
// move is stamped so, and a take-back request is answered by it
// (TakebackAfterMove). A flag fallen at now (Fallen) is the caller's to
// check first. MoveRefusal's refusals are returned as they are, the
// rules' errors (an illegal move, checkers.ErrGameOver) as the rules
// give them; either changes nothing.
func (r *Room) Move(mover checkers.Color, move func(*checkers.Game) error, start, now time.Time) error {
	if err := r.MoveRefusal(mover); err != nil {
		return err
	}
	left := r.charge(start, now)
	if err := r.Play(move, left, now); err != nil {
		return err
	}
	if r.HasClock() {
		r.header.Clock[mover] = left
	}
	r.TakebackAfterMove()
	return nil
}

// UndoPlies returns how many moves an undo by v would take back, 0 when
// v may not undo: against the computer, back to v's last turn (the
// computer's reply too, see checkers.Game.UndoToTurn); at one screen,
// one move; never between friends, and never once the game is over,
// however it ended: a finished game stays finished.
func (r *Room) UndoPlies(v Viewer) int {
	if r.game.Result().Over() {
		return 0
	}
	switch r.header.Mode {
	case "local":
		if v == BothSeats && r.game.Len() > 0 {
			return 1
		}
	case "computer":
		if c, ok := r.HumanColor(v); ok {
			return r.game.PliesBackTo(c)
		}
	}
	return 0
}

// UndoRefusal returns why v may not undo now (a Refusal), nil when v
// may (UndoPlies).
func (r *Room) UndoRefusal(v Viewer) error {
	if res := r.game.Result(); res.Over() {
		return refusef("the game is over (%s): a finished game cannot be taken back", res)
	}
	if r.UndoPlies(v) > 0 {
		return nil
	}
	switch {
	case r.header.Mode == "friend":
		return refusef("moves cannot be taken back in a game between friends")
	case r.game.Len() == 0:
		return refusef("there is no move to take back")
	}
	return refusef("there is no move of yours to take back")
}

// UndoFor takes back moves for v, as many as UndoPlies says, and sets
// the clocks as they were before them; a Refusal when v may not
// (UndoRefusal).
func (r *Room) UndoFor(v Viewer) error {
	if err := r.UndoRefusal(v); err != nil {
		return err
	}
	var err error
	if c, ok := r.HumanColor(v); ok {
		_, err = r.UndoToTurn(c)
	} else {
		err = r.Undo()
	}
	if err != nil {
		return refused(err)
	}
	r.RestoreClocks()
	return nil
}

// Resign ends the game lost by v's colour: at one screen, the player to
// move's.
func (r *Room) Resign(v Viewer) error {
	c := r.game.Turn()
	if v != BothSeats {
		c = v.Color()
	}
	if err := r.game.Resign(c); err != nil {
		return refused(err)
	}
	return nil
}

// DrawAction is what a player does about a draw.
type DrawAction int

// The draw actions.
const (
	// NoDrawAction is none of the others: an unknown action.
	NoDrawAction DrawAction = iota
	OfferDraw
	AcceptDraw
	DeclineDraw
)

// ErrUnknownDrawAction is Draw's error for NoDrawAction.
var ErrUnknownDrawAction = errors.New("unknown draw action")

// Draw offers v's opponent a draw, or accepts or declines the opponent's
// offer. At one screen there is nobody to offer one to (a Refusal, before
// the action is looked at); an action the rules refuse is a Refusal.
func (r *Room) Draw(v Viewer, a DrawAction) error {
	if v == BothSeats {
		return refusef("at one screen there is nobody to offer a draw to")
	}
	c := v.Color()
	var err error
	switch a {
	case OfferDraw:
		err = r.game.OfferDraw(c)
	case AcceptDraw:
		err = r.game.AcceptDraw(c)
	case DeclineDraw:
		err = r.game.DeclineDraw(c)
	default:
		return ErrUnknownDrawAction
	}
	if err != nil {
		return refused(err)
	}
	return nil
}
