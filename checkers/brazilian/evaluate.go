package brazilian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/board32"
	"github.com/kingme/kingme/checkers/internal/draughts32"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man.
type Weights struct {
	// Man and King are each piece's worth.
	Man, King int
	// Advance is each row a man has come from its own first row.
	Advance int
	// Centre is each man or king on the eight central squares.
	Centre int
	// Road is a king on the main road a1–h8, which a lone king holds
	// against three pieces.
	Road int
	// Back is each man still on its first row, guarding it from crowning.
	Back int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights {
	return Weights{Man: 100, King: 300, Advance: 3, Centre: 6, Road: 30, Back: 4}
}

// centre is the eight squares c3–f6 of the middle; mainRoad the long
// diagonal a1–h8.
var (
	centre   = squares(10, 11, 14, 15, 18, 19, 22, 23)
	mainRoad = squares(29, 25, 22, 18, 15, 11, 8, 4)
)

// squares returns the set of the numbered squares.
func squares(ns ...int) draughts32.Bitboard {
	var b draughts32.Bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *Position, w *Weights) int {
	return side(&p.Board, p.Turn(), w) - side(&p.Board, p.Turn().Opponent(), w)
}

// side scores c's pieces.
func side(b *draughts32.Board, c checkers.Color, w *Weights) int {
	pieces := b.Side[c&1]
	men, kings := pieces&^b.Kings, pieces&b.Kings
	s := w.Man*board32.Count(men) + w.King*board32.Count(kings)
	for m := men; m != 0; m &= m - 1 {
		row := (board32.NumberOf(m) - 1) / 4 // 0 on rank 8 … 7 on rank 1
		if c == checkers.Red {
			row = 7 - row
		}
		s += w.Advance * row
	}
	s += w.Centre * board32.Count(pieces&centre)
	s += w.Road * board32.Count(kings&mainRoad)
	s += w.Back * board32.Count(men&draughts32.CrownRow[c^1])
	return s
}

// Engine is Brazilian draughts as the engine package's search plays it (it
// implements engine.Game[Position, Move] without importing it). Its
// evaluation uses W, or DefaultWeights when W is nil.
type Engine struct {
	draughts32.Engine[Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns the game's no-progress limit, 40 plies.
func (Engine) NoProgressPlies() int { return Variant{}.NoProgressPlies() }
