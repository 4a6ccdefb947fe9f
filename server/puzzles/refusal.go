package puzzles

import "fmt"

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid is a request wrong in itself: no game or an unknown one, an
	// unknown theme, too many puzzles left out, an attempt's moves (400).
	Invalid Kind = iota
	// NotFound is a puzzle that is not there, or none left to offer
	// (404).
	NotFound
	// NotKept is any request to a store that keeps no puzzles (501).
	NotKept
	// Busy is an attempt not rated because the puzzle's rating kept
	// changing under it (503).
	Busy
)

// Refusal is a puzzle request refused: its text says why, to the player.
type Refusal struct {
	kind Kind
	msg  string
}

// Error returns why the request was refused.
func (e *Refusal) Error() string { return e.msg }

// Kind returns what kind of refusal it is.
func (e *Refusal) Kind() Kind { return e.kind }

// refusef returns a Refusal of kind k with a formatted text.
func refusef(k Kind, format string, args ...any) *Refusal {
	return &Refusal{kind: k, msg: fmt.Sprintf(format, args...)}
}
