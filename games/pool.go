package games

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/engine/eval/pooleval"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// poolGame is American pool checkers: flying kings, men capturing both
// ways, any capture chosen, Black first, on standard checkers' numbered
// board.
var poolGame = withLearning[pool.Position, pool.Move](entry[pool.Position, pool.Move](pool.Variant{},
	func(w *pooleval.Weights) pooleval.Engine { return pooleval.Engine{W: w} }, pooleval.DefaultWeights,
	Game{
		Display:  poolDisplay,
		Bottom:   checkers.Red,
		Rules:    "pool.md",
		Legend:   []string{"● White (Red)  ○ Black  ♛♕ kings", "Black moves first, from 1–12"},
		Notation: []string{"11-15 move · 15x24x31 captures", "15x31 by its ends alone"},
		// The names other programs and players give it, and its PDN
		// GameType.
		Aliases: []string{"pool checkers", "american pool checkers", "american pool", "23"},
		Records: &pdn.Records{
			Sides:    [2]string{checkers.Red: "White"},
			GameType: 23, Name: "Pool checkers",
			Names: []string{"pool"},
		},
	}), pooleval.Engine{},
	draughts32Learned[pool.Rules, pooleval.PatternGame]())

// poolDisplay draws pool checkers for view: standard checkers' numbered
// squares, men and kings, written as standard checkers' PDN FEN
// (composeStandard).
var poolDisplay = view.NewDisplay(pool.Variant{}, view.Drawing[pool.Position, pool.Move]{
	Position: ofPool,
	Move:     poolMove,
	Compose:  composeStandard,
	Kinds:    standardKinds,
})

// ofPool draws p: men and kings, White and Black, on the numbered squares.
func ofPool(p pool.Position) view.Position {
	v := numberedBoard()
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
			Label:  russianSide(c) + " " + kind + " on " + where(n),
		})
	}
	return v
}

// poolMove returns the view of m, a legal move of p.
func poolMove(_ pool.Position, m pool.Move) (view.Move, error) {
	return view.Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}
