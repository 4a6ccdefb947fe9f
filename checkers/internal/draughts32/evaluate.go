package draughts32

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// Weights are the hand-set evaluation's terms of the 32-square draughts
// games with flying kings, in hundredths of a man.
type Weights struct {
	// Man and King are each piece's worth.
	Man, King int
	// Advance is each row a man has come from its own first row.
	Advance int
	// Centre is each man or king on the eight central squares.
	Centre int
	// Road is a king on the main road a1–h8, which a lone king holds to
	// draw against three pieces.
	Road int
	// Back is each man still on its first row, guarding it from crowning.
	Back int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights {
	return Weights{Man: 100, King: 300, Advance: 3, Centre: 6, Road: 30, Back: 4}
}

// Squares returns the set of the numbered squares.
func Squares(ns ...int) Bitboard {
	var b Bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

// The regions the evaluation and the ending rules look at: the eight
// squares c3–f6 of the middle, and the long diagonal a1–h8 (the "big
// road").
var (
	Centre   = Squares(10, 11, 14, 15, 18, 19, 22, 23)
	MainRoad = Squares(29, 25, 22, 18, 15, 11, 8, 4)
)

// Evaluate scores b for the player to move with the weights w.
func Evaluate(b *Board, w *Weights) int {
	return side(b, b.Turn, w) - side(b, b.Turn.Opponent(), w)
}

// side scores c's pieces.
func side(b *Board, c checkers.Color, w *Weights) int {
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
	s += w.Centre * board32.Count(pieces&Centre)
	s += w.Road * board32.Count(kings&MainRoad)
	s += w.Back * board32.Count(men&CrownRow[c^1])
	return s
}
