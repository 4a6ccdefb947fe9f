// Package lobby is the lobby's rules, apart from their transport: who may
// post a seek and on what terms, who may accept one and how its game is
// seated, quick pairing's choice of a seek to take, a challenge's checks,
// and the lobby's list as it is shown. It is pure: it is handed the time,
// the accounts and the store's records; package server reads and writes
// the store, answers HTTP and tells the lobby's sockets.
package lobby

import "fmt"

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid is a request that is wrong in itself (400).
	Invalid Kind = iota
	// Unauthorized is a request that needs a logged-in player (401).
	Unauthorized
	// Forbidden is a request its asker may not make (403).
	Forbidden
	// NotFound names a player or seek that is not there (404).
	NotFound
	// Conflict is a request the lobby as it stands does not allow (409).
	Conflict
	// Gone is a request for a seek no longer open (410).
	Gone
)

// Refusal is a lobby's request refused: its text says why, to the player.
type Refusal struct {
	kind Kind
	msg  string
}

// Error returns why the request was refused.
func (e *Refusal) Error() string { return e.msg }

// Kind returns what kind of refusal it is.
func (e *Refusal) Kind() Kind { return e.kind }

// refusef returns a Refusal of kind k with a formatted text.
func refusef(k Kind, format string, args ...any) error {
	return &Refusal{kind: k, msg: fmt.Sprintf(format, args...)}
}
