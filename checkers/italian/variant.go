package italian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Italian draughts as a checkers.Variant. Its zero value is
// ready to use.
type Variant struct{}

// Key returns "italian".
func (Variant) Key() string { return "italian" }

// Name returns "Italian draughts".
func (Variant) Name() string { return Rules{}.Name() }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Dama italiana: men move and capture forward only and never capture a king, kings step one square, the most pieces must be captured, then with a king, then the most kings."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FID's square numbers;
// see ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: the FID's rules that could be read draw a
// game by agreement or by the same position three times (the Game's
// threefold repetition), and set no limit on moves without progress
// (docs/rules/italian.md).
func (Variant) NoProgressPlies() int { return 0 }
