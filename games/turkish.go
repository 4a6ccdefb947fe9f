package games

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/eval/turkisheval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// turkishGame is Turkish draughts (dama): all 64 squares, men forward and
// sideways, flying kings along ranks and files, pieces taken off as they
// are jumped, White first from rows 2 and 3.
var turkishGame = withLearning[turkish.Position, turkish.Move](entry[turkish.Position, turkish.Move](turkish.Variant{},
	func(w *turkisheval.Weights) turkisheval.Engine { return turkisheval.Engine{W: w} }, turkisheval.DefaultWeights,
	Game{
		Display:  turkishDisplay,
		Bottom:   checkers.Red,
		Rules:    "turkish.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "White moves first, from rows 2–3"},
		Notation: []string{"d3-d4 move · d4xd6 captures", "d4xd6xf6 every landing when needed"},
		// The names other programs and players give it, and its PDN
		// GameType. Not "dama" alone, which is Italian draughts' name.
		Aliases: []string{"turkish dama", "türk daması", "30"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 30, Name: "Turkish draughts",
			Names: []string{"turkish", "türk"},
		},
	}), turkisheval.Engine{},
	flatLearned[turkish.Position, turkisheval.PatternWeights, turkisheval.PatternEngine](
		turkisheval.NumFeatures, turkisheval.NumWindows*pattern.Configs, turkisheval.ScalarNames,
		turkisheval.Features, turkisheval.NewPatternWeights,
		func(w *turkisheval.PatternWeights) turkisheval.PatternEngine {
			return turkisheval.PatternEngine{Patterns: w}
		},
		turkisheval.ParsePatternWeights))

// turkishDisplay draws Turkish draughts for view: all 64 squares of the
// 8×8 board, algebraic, men and kings.
var turkishDisplay = view.NewDisplay(turkish.Variant{}, view.Drawing[turkish.Position, turkish.Move]{
	Position: ofTurkish,
	Move:     turkishMove,
	Compose:  composeTurkish,
	Kinds:    standardKinds,
})

func ofTurkish(p turkish.Position) view.Position {
	v := view.Position{Squares: "all", Pieces: []view.Piece{}}
	for sq := turkish.Square(0); sq < 64; sq++ {
		c, king, ok := p.At(sq)
		if !ok {
			continue
		}
		kind := "man"
		if king {
			kind = "king"
		}
		v.Pieces = append(v.Pieces, view.Piece{
			Square: sq.String(),
			Color:  view.ColorName(c),
			Kind:   kind,
			Label:  russianSide(c) + " " + kind + " on " + sq.String(),
		})
	}
	return v
}

// turkishMove returns the view of m, a legal move: its start, every landing
// and its end, and the squares of the pieces it takes.
func turkishMove(_ turkish.Position, m turkish.Move) (view.Move, error) {
	path := []string{m.From().String()}
	if m.Jumps() == 0 {
		path = append(path, m.To().String())
	}
	for i := range m.Jumps() {
		path = append(path, m.Landing(i).String())
	}
	var captured []string
	for _, sq := range m.Captured() {
		captured = append(captured, sq.String())
	}
	return view.Move{Text: m.String(), Path: path, Captured: captured}, nil
}

// composeTurkish writes Turkish draughts' PDN FEN with algebraic squares:
// "W:Wa2,Kd4:Ba7".
func composeTurkish(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "W"})
	if err != nil {
		return "", err
	}
	s, err := sides(v.Pieces, func(p view.Piece) (string, error) {
		sq, err := turkish.ParseSquare(p.Square)
		if err != nil {
			return "", err
		}
		switch p.Kind {
		case "man":
			return sq.String(), nil
		case "king":
			return "K" + sq.String(), nil
		}
		return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
	})
	if err != nil {
		return "", err
	}
	return turn + ":W" + strings.Join(s[checkers.Red], ",") + ":B" + strings.Join(s[checkers.Black], ","), nil
}
