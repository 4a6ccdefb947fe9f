package turkish

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Turkish draughts as a checkers.Variant. Its draws are
// threefold repetition, which the Game applies, and one piece each, which
// the position itself ends (Status). Its zero value is ready to use.
type Variant struct{}

// Key returns "turkish".
func (Variant) Key() string { return "turkish" }

// Name returns "Turkish draughts".
func (Variant) Name() string { return "Turkish draughts" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Dama on all 64 squares: men move and capture forward and sideways, kings fly along ranks and files, the capture of the most pieces is compulsory, pieces are taken off as they are jumped."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with algebraic squares; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: the federation's rules count no moves without
// progress (docs/rules/turkish.md); threefold repetition and one piece each
// are the draws.
func (Variant) NoProgressPlies() int { return 0 }
