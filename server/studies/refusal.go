package studies

import (
	"fmt"
	"unicode/utf8"
)

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid is a request or a PDN that cannot be opened (400).
	Invalid Kind = iota
	// NotFound is a study that is not there, or a game the file does not
	// hold (404).
	NotFound
	// TooLarge is a game longer as PDN than a study may be (413).
	TooLarge
	// NotKept is any request to a store that keeps no studies (501).
	NotKept
)

// Refusal is a study request refused: its text says why, to the player.
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

// shorten cuts s to n characters, the last an ellipsis when cut.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
