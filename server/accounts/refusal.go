package accounts

import (
	"fmt"
	"time"
)

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid is a name or password that breaks the rules (400).
	Invalid Kind = iota
	// Unauthorized is a request without a living session, or a login with
	// a wrong name or password (401).
	Unauthorized
	// Forbidden is a wrong password given again by a logged-in player
	// (403).
	Forbidden
	// NotFound names a player who is not there (404).
	NotFound
	// Conflict is a name taken, or too like one that is (409).
	Conflict
	// TooMany is a login on an account with too many wrong passwords
	// lately (429, after RetryAfter).
	TooMany
	// NotKept is any request to a store that keeps no accounts (501).
	NotKept
	// Busy is a password not checked because every hashing slot stayed
	// taken until the request ended (503, after RetryAfter).
	Busy
)

// Refusal is an account request refused: its text says why, to the
// player.
type Refusal struct {
	kind       Kind
	msg        string
	retryAfter time.Duration
	err        error
}

// Error returns why the request was refused.
func (e *Refusal) Error() string { return e.msg }

// Kind returns what kind of refusal it is.
func (e *Refusal) Kind() Kind { return e.kind }

// RetryAfter returns how long to wait before asking again; 0 for no
// advice.
func (e *Refusal) RetryAfter() time.Duration { return e.retryAfter }

// Unwrap returns the cause, if any (store.ErrNoSession when not logged
// in).
func (e *Refusal) Unwrap() error { return e.err }

// refusef returns a Refusal of kind k with a formatted text.
func refusef(k Kind, format string, args ...any) *Refusal {
	return &Refusal{kind: k, msg: fmt.Sprintf(format, args...)}
}
