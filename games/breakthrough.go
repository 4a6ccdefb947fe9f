package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/engine/eval/breakthrougheval"
	"github.com/kingme/kingme/pdn"
)

// breakthroughGame is breakthrough draughts, lidraughts' international
// draughts where the first king wins.
var breakthroughGame = withLearning[breakthrough.Position, breakthrough.Move](entry[breakthrough.Position, breakthrough.Move](breakthrough.Variant{},
	func(w *breakthrougheval.Weights) breakthrougheval.Engine { return breakthrougheval.Engine{W: w} }, breakthrougheval.DefaultWeights,
	Game{
		Display:  tenDisplay[breakthrough.Position, breakthrough.Move](breakthrough.Variant{}),
		Bottom:   checkers.Red,
		Rules:    "breakthrough.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "The first king crowned wins"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		Aliases:  []string{"96"},
		// Scan's Hub protocol names breakthrough "bt".
		Hub: tenHub[breakthrough.Position, breakthrough.Move](breakthrough.ParseFEN, "bt"),
		// PDN has no GameType for it: lidraughts writes 96 in its records,
		// with the Variant tag "Breakthrough".
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 96, Name: "Breakthrough draughts", Squares: 50,
			Names: []string{"breakthrough"},
		},
	}), breakthrougheval.Engine{},
	draughts50Learned[breakthrough.Position, breakthrougheval.PatternGame](func(w *breakthrougheval.PatternWeights) breakthrougheval.PatternEngine {
		return breakthrougheval.PatternEngine{Patterns: w}
	}))
