package room

import "fmt"

// Refusal is an action that the game as it stands does not allow: a move
// out of turn, a take-back with nothing to take back, a draw offered at
// one screen. Its text says why, to the player; the server answers it
// with 409 Conflict.
type Refusal struct {
	msg string
	// err is the rules' error the refusal reports, if any.
	err error
}

// Error returns why the action was refused.
func (e *Refusal) Error() string { return e.msg }

// Unwrap returns the rules' error the refusal reports, if any.
func (e *Refusal) Unwrap() error { return e.err }

// refusef returns a Refusal with a formatted text.
func refusef(format string, args ...any) error {
	return &Refusal{msg: fmt.Sprintf(format, args...)}
}

// refused returns a Refusal reporting the rules' error err, with its
// text.
func refused(err error) error {
	return &Refusal{msg: err.Error(), err: err}
}
