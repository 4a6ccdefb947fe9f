package room

import "fmt"

// Refusal is an action that the game as it stands does not allow: a move
// out of turn, a take-back with nothing to take back, a draw offered at
// one screen; or that the asker may not do (Forbidden): a hint between
// friends, a seat kept for someone else. Its text says why, to the
// player; the server answers it with 409 Conflict, or 403 Forbidden.
type Refusal struct {
	msg string
	// forbidden is whether the asker may not do it, however the game
	// stands.
	forbidden bool
	// err is the rules' error the refusal reports, if any.
	err error
}

// Error returns why the action was refused.
func (e *Refusal) Error() string { return e.msg }

// Unwrap returns the rules' error the refusal reports, if any.
func (e *Refusal) Unwrap() error { return e.err }

// Forbidden reports whether the asker may not do the action, however the
// game stands (403), rather than not now (409).
func (e *Refusal) Forbidden() bool { return e.forbidden }

// forbidf returns a Forbidden Refusal with a formatted text.
func forbidf(format string, args ...any) error {
	return &Refusal{msg: fmt.Sprintf(format, args...), forbidden: true}
}

// refusef returns a Refusal with a formatted text.
func refusef(format string, args ...any) error {
	return &Refusal{msg: fmt.Sprintf(format, args...)}
}

// refused returns a Refusal reporting the rules' error err, with its
// text.
func refused(err error) error {
	return &Refusal{msg: err.Error(), err: err}
}
