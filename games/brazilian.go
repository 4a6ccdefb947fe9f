package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/engine/eval/brazilianeval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// brazilianGame is Brazilian draughts: the international rules on 8×8
// (flying kings, men capturing both ways, the capture of the most pieces
// compulsory), White first.
var brazilianGame = withLearning[brazilian.Position, brazilian.Move](entry[brazilian.Position, brazilian.Move](brazilian.Variant{},
	func(w *brazilianeval.Weights) brazilianeval.Engine { return brazilianeval.Engine{W: w} }, brazilianeval.DefaultWeights,
	Game{
		Display:  brazilianDisplay,
		Bottom:   checkers.Red,
		Rules:    "brazilian.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from a1–h3"},
		Notation: []string{"c3-d4 move · c3xe5xg3 captures", "c3xg3 by its ends alone"},
		// The names other programs give it: pydraughts' and lidraughts'
		// "brazilian", and its PDN GameType.
		Aliases: []string{"26"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 26, Name: "Brazilian draughts",
			Names: []string{"brazilian"},
		},
	}), brazilianeval.Engine{},
	draughts32Learned[brazilian.Rules, brazilianeval.PatternGame]())

// brazilianDisplay draws Brazilian draughts for view: algebraic squares,
// men and kings, written as Russian draughts' (composeRussian: the same
// PDN FEN).
var brazilianDisplay = view.NewDisplay(brazilian.Variant{}, view.Drawing[brazilian.Position, brazilian.Move]{
	Position: func(p brazilian.Position) view.Position { return ofMenAndKings(p.At) },
	Move:     brazilianMove,
	Compose:  composeRussian,
	Kinds:    standardKinds,
})

// ofMenAndKings draws a position of men and kings on the 32 dark squares
// whose sides are White (Red) and Black; at tells what stands on the square
// numbered n (draughts32.Board.At).
func ofMenAndKings(at func(n int) (c checkers.Color, king, ok bool)) view.Position {
	v := view.Position{Squares: "dark", Pieces: []view.Piece{}}
	for n := 1; n <= 32; n++ {
		c, king, ok := at(n)
		if !ok {
			continue
		}
		kind := "man"
		if king {
			kind = "king"
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: numbered(n),
			Color:  view.ColorName(c),
			Kind:   kind,
			Label:  russianSide(c) + " " + kind + " on " + numbered(n),
		})
	}
	return v
}

// brazilianMove returns the view of m, a legal move of p.
func brazilianMove(_ brazilian.Position, m brazilian.Move) (view.Move, error) {
	return view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}
