package room

import "github.com/kingme/kingme/checkers"

// Abandonment. A player of a game between people whose opponent left it
// (how long ago is the server's to know: sockets, presence) may claim
// it; a game both players left is ended. Either way a game in which a
// side has not moved yet is called off (aborted, reason Abandoned);
// otherwise it is won by the claimer, or drawn.

// ClaimRefusal returns why v may not claim the game its opponent left (a
// Refusal), nil when v may: v holds one seat of an unfinished game
// between people (BetweenPeople).
func (r *Room) ClaimRefusal(v Viewer) error {
	switch {
	case r.game.Result().Over():
		return refusef("the game is over: %s", r.game.Result())
	case !v.OneSeat() || !r.BetweenPeople():
		return refusef("only a player of a game between two people can claim it when the opponent leaves")
	}
	return nil
}

// EndAbandoned ends the game its players, or one of them, left: called
// off when a side has not moved yet; otherwise won by winner when win,
// drawn when not. A take-back request goes with it. An error (a
// Refusal) changes nothing.
func (r *Room) EndAbandoned(winner checkers.Color, win bool) error {
	if !r.BothMoved() {
		return r.Abort(checkers.Abandoned)
	}
	result := checkers.Result{Outcome: checkers.Draw, Reason: checkers.Abandoned}
	if win {
		result.Outcome = checkers.WinFor(winner)
	}
	if err := r.game.End(result); err != nil {
		return refused(err)
	}
	r.setTakeback(nil)
	return nil
}
