package games

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/russian"
	"github.com/kingme/kingme/engine/eval/russianeval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// russianGame is Russian draughts (shashki): flying kings, men capturing
// both ways, any capture chosen, White first.
var russianGame = withLearning[russian.Position, russian.Move](entry[russian.Position, russian.Move](russian.Variant{},
	func(w *russianeval.Weights) russianeval.Engine { return russianeval.Engine{W: w} }, russianeval.DefaultWeights,
	Game{
		Display:  russianDisplay,
		Bottom:   checkers.Red,
		Rules:    "russian.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from a1–h3"},
		Notation: []string{"c3-d4 move · c3:e5:g3 captures", "c3:g3 by its ends alone"},
		// The names other programs give it: pydraughts' and lidraughts'
		// "russian", the game's own name, and its PDN GameType.
		Aliases: []string{"shashki", "25"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 25, Name: "Russian draughts",
			Names: []string{"russian", "shashki"},
			// Captures are written with ":" on the board, as Russian
			// players write them, and with x in records, as PDN 3.0's
			// grammar and other programs (pydraughts) want them.
			MoveText: func(m checkers.Move) string { return strings.ReplaceAll(m.String(), ":", "x") },
		},
	}), russianeval.Engine{},
	draughts32Learned[russian.Rules, russianeval.PatternGame]())

// russianDisplay draws Russian draughts for view: algebraic squares, men
// and kings.
var russianDisplay = view.NewDisplay(russian.Variant{}, view.Drawing[russian.Position, russian.Move]{
	Position: ofRussian,
	Move:     russianMove,
	Compose:  composeRussian,
	Kinds:    standardKinds,
})

func ofRussian(p russian.Position) view.Position {
	v := view.Position{Squares: "dark", Pieces: []view.Piece{}}
	for n := 1; n <= 32; n++ {
		c, king, ok := p.At(n)
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

// russianSide names a side as Russian draughts does: White for Red.
func russianSide(c checkers.Color) string {
	if c == checkers.Red {
		return "White"
	}
	return "Black"
}

// russianMove returns the view of m, a legal move of p.
func russianMove(_ russian.Position, m russian.Move) (view.Move, error) {
	return view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}

// composeRussian writes Russian draughts' PDN FEN: "W:Wa1,Kc3:Bh8".
func composeRussian(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "W"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, func(p view.Piece) (string, error) {
		n, err := darkNumber(p)
		if err != nil {
			return "", err
		}
		switch p.Kind {
		case "man":
			return numbered(n), nil
		case "king":
			return "K" + numbered(n), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
