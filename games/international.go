package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine/eval/internationaleval"
	"github.com/kingme/kingme/pdn"
)

// internationalGame is international draughts, the FMJD's game on 10×10:
// flying kings, men capturing both ways, the capture of the most pieces
// compulsory, White first from 31–50.
var internationalGame = withLearning[international.Position, international.Move](entry[international.Position, international.Move](international.Variant{},
	func(w *internationaleval.Weights) internationaleval.Engine { return internationaleval.Engine{W: w} }, internationaleval.DefaultWeights,
	Game{
		Display:  internationalDisplay,
		Bottom:   checkers.Red,
		Rules:    "international.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from 31–50"},
		Notation: []string{"32-28 move · 28x19 captures", "37x28x19 every landing when needed"},
		// The names other programs give it: pydraughts' "standard" is
		// this game but means standard checkers here, so only lidraughts'
		// and the FMJD's names, and its PDN GameType.
		Aliases: []string{"draughts10", "10x10", "20"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 20, Name: "International draughts", Squares: 50,
			Names: []string{"international", "international draughts", "dammen"},
		},
		Hub: internationalHub,
	}), internationaleval.Engine{},
	draughts50Learned[international.Position, internationaleval.PatternGame](func(w *internationaleval.PatternWeights) internationaleval.PatternEngine {
		return internationaleval.PatternEngine{Patterns: w}
	}))

// internationalHub is international draughts' Hub forms, the protocol's
// own (Scan's, which names the game "normal"): W (White) or B to move, then
// a letter for each of the 50 squares in the FMJD's numbers,
// Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww from the start; moves
// "32-28" and "28x19x23".
var internationalHub = tenHub[international.Position, international.Move](international.ParseFEN, "normal")

// internationalDisplay draws international draughts for view: a 10×10
// board, its 50 dark squares labelled with the FMJD's numbers (1 is b10,
// 46 is a1), men and kings (tenkit.go).
var internationalDisplay = tenDisplay[international.Position, international.Move](international.Variant{})
