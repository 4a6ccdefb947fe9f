// Package refuse is the server's requests refused for what they ask, as
// the rules of play, the lobby, the accounts, the chat, the puzzles and
// the studies refuse them, and the computer when it is busy (packages
// server/room, server/lobby, server/accounts, server/chat,
// server/puzzles, server/studies and server/computer): a Refusal's text
// says why, to the player, and its Kind says what kind of refusal it is.
//
// It is apart from HTTP, as those packages are: package server answers
// each Kind with its HTTP status, the one place that knows them.
package refuse

import (
	"fmt"
	"time"
)

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status (given after each kind).
type Kind int

// The kinds of refusal.
const (
	// Invalid is a request wrong in itself: a name, a line, a seek's
	// terms, a PDN or a puzzle's moves that break the rules (400).
	Invalid Kind = iota
	// Unauthorized is a request that needs a logged-in player, or a login
	// with a wrong name or password (401).
	Unauthorized
	// Forbidden is a request its asker may not make, however things stand
	// (403).
	Forbidden
	// NotFound names a player, game, seek, puzzle or study that is not
	// there (404).
	NotFound
	// Conflict is a request that things as they stand do not allow: a
	// move out of turn, a name taken (409).
	Conflict
	// Gone is a request for a seek no longer open (410).
	Gone
	// TooLarge is something sent larger than it may be (413).
	TooLarge
	// TooMany is a request made too soon after the asker's last ones
	// (429, after RetryAfter).
	TooMany
	// NotKept is any request to a store that does not keep what it asks
	// for (501).
	NotKept
	// Busy is a request not carried out because the server was busy: try
	// again (503, after RetryAfter when it says).
	Busy
)

// kindNames are the kinds' names, by Kind.
var kindNames = [...]string{"Invalid", "Unauthorized", "Forbidden", "NotFound", "Conflict", "Gone", "TooLarge", "TooMany", "NotKept", "Busy"}

// Kinds returns every kind of refusal, in the order of their constants.
func Kinds() []Kind {
	out := make([]Kind, len(kindNames))
	for i := range out {
		out[i] = Kind(i)
	}
	return out
}

// String returns the kind's name, as its constant is spelled.
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Refusal is a request refused: its text says why, to the player.
type Refusal struct {
	kind Kind
	msg  string
	// retryAfter is how long to wait before asking again; 0 for no advice.
	retryAfter time.Duration
	// err is the cause, if any, for errors.Is and errors.As.
	err error
}

// Newf returns a Refusal of kind k with a formatted text.
func Newf(k Kind, format string, args ...any) *Refusal {
	return &Refusal{kind: k, msg: fmt.Sprintf(format, args...)}
}

// Wrap returns a Refusal of kind k whose text is err's and whose cause is
// err.
func Wrap(k Kind, err error) *Refusal {
	return &Refusal{kind: k, msg: err.Error(), err: err}
}

// WithRetry returns a copy of e that asks to wait d before asking again.
func (e *Refusal) WithRetry(d time.Duration) *Refusal {
	c := *e
	c.retryAfter = d
	return &c
}

// WithCause returns a copy of e whose cause is err, its text unchanged.
func (e *Refusal) WithCause(err error) *Refusal {
	c := *e
	c.err = err
	return &c
}

// Error returns why the request was refused.
func (e *Refusal) Error() string { return e.msg }

// Kind returns what kind of refusal it is.
func (e *Refusal) Kind() Kind { return e.kind }

// RetryAfter returns how long to wait before asking again; 0 for no
// advice.
func (e *Refusal) RetryAfter() time.Duration { return e.retryAfter }

// Unwrap returns the cause, if any.
func (e *Refusal) Unwrap() error { return e.err }
