package view

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// A board editor's Position (the player to move, the pieces, the
// borne-off counts) is written as the game's position text by the game's
// Drawing, then read and checked by its rules here.

// Compose writes v as the variant's position text, reads it with the rules
// (whose error says why the position cannot stand) and returns it.
func (t typed[P, M]) Compose(v Position) (checkers.Position, error) {
	if v.Variant != "" && v.Variant != t.variant.Key() {
		return nil, fmt.Errorf("the position is of %q, not %s", v.Variant, t.variant.Key())
	}
	text, err := t.compose(v)
	if err != nil {
		return nil, err
	}
	p, err := t.variant.ParsePosition(text)
	if err != nil {
		return nil, ruleError{text: text, err: err}
	}
	return p, nil
}

// ruleError is the rules' refusal of a composed position text. Its message
// is the rules' reason alone, without the "bad position <text>:" its
// parser puts first, since the player wrote no text; Unwrap gives the
// parser's whole error.
type ruleError struct {
	text string
	err  error
}

func (e ruleError) Error() string {
	msg := e.err.Error()
	for _, prefix := range []string{"bad FEN ", "bad position "} {
		if rest, ok := strings.CutPrefix(msg, prefix+strconv.Quote(e.text)+": "); ok {
			return rest
		}
	}
	return msg
}

func (e ruleError) Unwrap() error { return e.err }
