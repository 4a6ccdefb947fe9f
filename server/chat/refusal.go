package chat

import (
	"fmt"
	"time"
)

// Kind is what kind of refusal a Refusal is, which the server answers
// with its HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid is a line or room that breaks the rules (400).
	Invalid Kind = iota
	// Unauthorized is a spectator's line without a logged-in account
	// (401).
	Unauthorized
	// Forbidden is a line or mute its asker may not write or set (403).
	Forbidden
	// NotFound is a game that has no chat (404).
	NotFound
	// TooMany is a line written too soon after the writer's last ones
	// (429, after RetryAfter).
	TooMany
)

// Refusal is a chat request refused: its text says why, to the player.
type Refusal struct {
	kind       Kind
	msg        string
	retryAfter time.Duration
}

// Error returns why the request was refused.
func (e *Refusal) Error() string { return e.msg }

// Kind returns what kind of refusal it is.
func (e *Refusal) Kind() Kind { return e.kind }

// RetryAfter returns how long to wait before writing again; 0 for no
// advice.
func (e *Refusal) RetryAfter() time.Duration { return e.retryAfter }

// refusef returns a Refusal of kind k with a formatted text.
func refusef(k Kind, format string, args ...any) *Refusal {
	return &Refusal{kind: k, msg: fmt.Sprintf(format, args...)}
}
