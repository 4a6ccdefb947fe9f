package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/engine/eval/frisianeval"
	"github.com/kingme/kingme/pdn"
)

// frisianGame is Frisian draughts, the Frisian federation's game on 10×10:
// captures along the rows and columns too, the capture of the highest
// value compulsory, a king's three steps in a row at most while men remain.
var frisianGame = withLearning[frisian.Position, frisian.Move](entry[frisian.Position, frisian.Move](frisian.Variant{},
	func(w *frisianeval.Weights) frisianeval.Engine { return frisianeval.Engine{W: w} }, frisianeval.DefaultWeights,
	Game{
		Display:  tenDisplay[frisian.Position, frisian.Move](frisian.Variant{}),
		Bottom:   checkers.Red,
		Rules:    "frisian.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "Capture along rows and columns too; the highest value first"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		Aliases:  []string{"fries", "40"},
		// Scan's Hub protocol names Frisian draughts "frisian". The
		// position form cannot say how many steps in a row a king has made
		// (article 17): the moves= that follow it do.
		Hub: tenHub[frisian.Position, frisian.Move](frisian.ParseFEN, "frisian"),
		// PDN's GameType 40 is Frisian draughts, as lidraughts writes it,
		// with the Variant tag "Frisian".
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 40, Name: "Frisian draughts", Squares: 50,
			Names: []string{"frisian", "fries dammen"},
		},
	}), frisianeval.Engine{},
	draughts50Learned[frisian.Position, frisianeval.PatternGame](func(w *frisianeval.PatternWeights) frisianeval.PatternEngine {
		return frisianeval.PatternEngine{Patterns: w}
	}))
