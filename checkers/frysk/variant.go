package frysk

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/draughts50"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Frysk! as a checkers.Variant, with the Frisian rules' draws
// (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "frysk".
func (Variant) Key() string { return "frysk" }

// Name returns "Frysk!".
func (Variant) Name() string { return "Frysk!" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Frisian draughts with five men each on the back rows: captures along the rows and columns as well as the diagonals, the capture of the highest value compulsory, flying kings."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FMJD's numbers; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: the Frisian rules count no moves without
// progress (docs/rules/frisian.md).
func (Variant) NoProgressPlies() int { return 0 }

// Drawn applies the Frisian rules' draws (articles 18 and 21 of the
// Official Rules for Frisian Draughts; docs/rules/frisian.md): two kings
// that have not won against a lone king in seven moves, and a king against
// a king when neither can capture nor would necessarily be captured.
func (Variant) Drawn(positions []checkers.Position, _ []checkers.Move) bool {
	return draughts50.FrisianDrawn[Rules](positions)
}

// NoRepetitionDraw marks the game as one no repetition draws
// (checkers.NoRepetitionDraw): the Official Rules for Frisian Draughts
// draw only the endings of articles 18 and 21, and lidraughts counts no
// repetition in its Frisian games either.
func (Variant) NoRepetitionDraw() {}
