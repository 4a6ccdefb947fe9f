package games

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/italian"
	"github.com/kingme/kingme/engine/eval/italianeval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// italianGame is Italian draughts (dama italiana): men forward only and
// never capturing a king, kings one square, the precedence rules among
// captures, White first, squares numbered as the FID numbers them.
var italianGame = withLearning[italian.Position, italian.Move](entry[italian.Position, italian.Move](italian.Variant{},
	func(w *italianeval.Weights) italianeval.Engine { return italianeval.Engine{W: w} }, italianeval.DefaultWeights,
	Game{
		Display:  italianDisplay,
		Bottom:   checkers.Red,
		Rules:    "italian.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from 21–32"},
		Notation: []string{"23-19 move · 23x14x5 captures", "23x5 by its ends alone"},
		// The names other programs give it: pydraughts' and lidraughts'
		// "italian", its own name, and its PDN GameType.
		Aliases: []string{"dama", "22"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 22, Name: "Italian draughts",
			Names: []string{"italian", "dama italiana"},
		},
	}), italianeval.Engine{},
	draughts32Learned[italian.Rules, italianeval.PatternGame]())

// italianDisplay draws Italian draughts for view on KingMe's board (the
// mirror image of the FID's: the rules are the same on both), each square
// labelled with the FID's number.
var italianDisplay = view.NewDisplay(italian.Variant{}, view.Drawing[italian.Position, italian.Move]{
	Position: ofItalian,
	Move:     italianMove,
	Compose:  composeItalian,
	Kinds:    standardKinds,
})

// ofItalian draws p: men and kings, and the FID's numbers of the squares.
func ofItalian(p italian.Position) view.Position {
	v := ofMenAndKings(p.At)
	v.Numbers = map[string]int{}
	for n := 1; n <= 32; n++ {
		v.Numbers[numbered(n)] = italian.Square(n)
	}
	for i, pc := range v.Pieces {
		n := squareNumbers[pc.Square]
		v.Pieces[i].Label = strings.TrimSuffix(pc.Label, pc.Square) + strconv.Itoa(italian.Square(n)) + " (" + pc.Square + ")"
	}
	return v
}

// italianMove returns the view of m, a legal move of p.
func italianMove(_ italian.Position, m italian.Move) (view.Move, error) {
	return view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}

// composeItalian writes Italian draughts' PDN FEN in the FID's numbers:
// "W:W21,K5:B1".
func composeItalian(v view.Position) (string, error) {
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
			return strconv.Itoa(italian.Square(n)), nil
		case "king":
			return "K" + strconv.Itoa(italian.Square(n)), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
