package room

import "github.com/kingme/kingme/server/refuse"

// The room's refusals are package refuse's Refusals: an action that the
// game as it stands does not allow (refuse.Conflict): a move out of turn,
// a take-back with nothing to take back, a draw offered at one screen; or
// that the asker may not do however the game stands (refuse.Forbidden):
// a hint between friends, a seat kept for someone else. Their text says
// why, to the player.

// refusef returns a Conflict Refusal with a formatted text.
func refusef(format string, args ...any) error {
	return refuse.Newf(refuse.Conflict, format, args...)
}

// forbidf returns a Forbidden Refusal with a formatted text.
func forbidf(format string, args ...any) error {
	return refuse.Newf(refuse.Forbidden, format, args...)
}

// refused returns a Conflict Refusal reporting the rules' error err, with
// its text; it unwraps to err.
func refused(err error) error {
	return refuse.Wrap(refuse.Conflict, err)
}
