package international

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/endings"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is international draughts as a checkers.Variant, with its draw
// rules (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "international".
func (Variant) Key() string { return "international" }

// Name returns "International draughts".
func (Variant) Name() string { return "International draughts" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Draughts on 10×10, the FMJD's rules: 20 men each, flying kings, men capture backward, the capture of the most pieces is compulsory, a man is crowned only where its move ends."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FMJD's numbers; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 50: after 25 moves by each player in which only
// kings moved and nothing was captured, the game is drawn (FMJD 6.2;
// docs/rules/international.md).
func (Variant) NoProgressPlies() int { return 50 }

// Drawn applies the FMJD's rules on a lone king (official rules of
// international draughts, 6.3 and 6.4; docs/rules/international.md): when one side
// has a lone king and the other three pieces at most, one a king at least,
// the game is drawn once both players have played 16 moves (three pieces)
// or 5 (two or one) since the forces on the board last changed (by a
// capture or a crowning) or the game began.
func (Variant) Drawn(positions []checkers.Position, _ []checkers.Move) bool {
	return endings.FMJDDrawn[Position](positions)
}
