package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine/eval/fryskeval"
	"github.com/kingme/kingme/pdn"
)

// fryskGame is Frysk!, Frisian draughts from five men a side on the back
// rows.
var fryskGame = withLearning[frysk.Position, frysk.Move](entry[frysk.Position, frysk.Move](frysk.Variant{},
	func(w *fryskeval.Weights) fryskeval.Engine { return fryskeval.Engine{W: w} }, fryskeval.DefaultWeights,
	Game{
		Display:  tenDisplay[frysk.Position, frysk.Move](frysk.Variant{}),
		Bottom:   checkers.Red,
		Rules:    "frysk.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "Frisian rules from five men each"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		Aliases:  []string{"frysk!", "97"},
		// The 10×10 Hub forms, under no other engine's name (Scan has no
		// Frysk!); as in Frisian draughts the position form cannot say how
		// many steps in a row a king has made.
		Hub: tenHub[frysk.Position, frysk.Move](frysk.ParseFEN),
		// PDN has no GameType for it: lidraughts writes 97 in its records,
		// with the Variant tag "Frysk!".
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 97, Name: "Frysk!", Squares: 50,
			Names: []string{"frysk"},
		},
	}), fryskeval.Engine{},
	draughts50Learned[frysk.Position, fryskeval.PatternGame](func(w *fryskeval.PatternWeights) fryskeval.PatternEngine {
		return fryskeval.PatternEngine{Patterns: w}
	}))
