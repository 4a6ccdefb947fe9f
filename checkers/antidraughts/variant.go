package antidraughts

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is antidraughts as a checkers.Variant. It has no draw rules
// beyond threefold repetition, which the Game applies: it is no
// checkers.DrawRules. Its zero value is ready to use.
type Variant struct{}

// Key returns "antidraughts".
func (Variant) Key() string { return "antidraughts" }

// Name returns "Antidraughts".
func (Variant) Name() string { return "Antidraughts" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "International draughts where losing wins: the player who cannot move, all his pieces lost or blocked, wins; the capture of the most pieces is still compulsory."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FMJD's numbers; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: no count of king moves draws the game
// (lidraughts' antidraughts has no drawing rule but threefold repetition;
// docs/rules/antidraughts.md).
func (Variant) NoProgressPlies() int { return 0 }
