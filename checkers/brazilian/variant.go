package brazilian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/endings"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Brazilian draughts as a checkers.Variant, with its draw rules
// (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "brazilian".
func (Variant) Key() string { return "brazilian" }

// Name returns "Brazilian draughts".
func (Variant) Name() string { return Rules{}.Name() }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "International draughts on 8×8: flying kings, men capture backward, the capture of the most pieces is compulsory, a man is crowned only where its move ends."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with algebraic squares; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 40: after 20 moves by each player in which only
// kings moved and nothing was captured, the game is drawn (the CBD's rule
// for the 64-square board; docs/rules/brazilian.md).
func (Variant) NoProgressPlies() int { return 40 }

// Drawn applies the FMJD's rules on a lone king (official rules of
// international draughts, 6.3 and 6.4; docs/rules/brazilian.md): when one side
// has a lone king and the other three pieces at most, one a king at least,
// the game is drawn once both players have played 16 moves (three pieces)
// or 5 (two or one) since the forces on the board last changed (by a
// capture or a crowning) or the game began.
func (Variant) Drawn(positions []checkers.Position, _ []checkers.Move) bool {
	return endings.FMJDDrawn[Position](positions)
}
