package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/engine/eval/antidraughtseval"
	"github.com/kingme/kingme/pdn"
)

// antidraughtsGame is antidraughts, lidraughts' international draughts
// where the player who cannot move wins.
var antidraughtsGame = withLearning[antidraughts.Position, antidraughts.Move](entry[antidraughts.Position, antidraughts.Move](antidraughts.Variant{},
	func(w *antidraughtseval.Weights) antidraughtseval.Engine { return antidraughtseval.Engine{W: w} }, antidraughtseval.DefaultWeights,
	Game{
		Display:  tenDisplay[antidraughts.Position, antidraughts.Move](antidraughts.Variant{}),
		Bottom:   checkers.Red,
		Rules:    "antidraughts.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "Lose all your pieces, or be blocked, to win"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		Aliases:  []string{"anti", "98"},
		// Scan's Hub protocol names antidraughts "losing".
		Hub: tenHub[antidraughts.Position, antidraughts.Move](antidraughts.ParseFEN, "losing"),
		// PDN has no GameType for it: lidraughts writes 98 in its records,
		// with the Variant tag "Antidraughts".
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 98, Name: "Antidraughts", Squares: 50,
			Names: []string{"antidraughts"},
		},
	}), antidraughtseval.Engine{},
	draughts50Learned[antidraughts.Position, antidraughtseval.PatternGame](func(w *antidraughtseval.PatternWeights) antidraughtseval.PatternEngine {
		return antidraughtseval.PatternEngine{Patterns: w}
	}))
