package breakthrough

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is breakthrough draughts as a checkers.Variant. It has no draw
// rules: it is no checkers.DrawRules, and threefold repetition, which the
// Game applies, cannot happen (no move comes back). Its zero value is
// ready to use.
type Variant struct{}

// Key returns "breakthrough".
func (Variant) Key() string { return "breakthrough" }

// Name returns "Breakthrough draughts".
func (Variant) Name() string { return "Breakthrough draughts" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "International draughts where the first king wins: the first man crowned, where its move ends, wins the game at once; no draws."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FMJD's numbers; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: no count draws the game (lidraughts'
// breakthrough has no drawing rule; docs/rules/breakthrough.md).
func (Variant) NoProgressPlies() int { return 0 }
