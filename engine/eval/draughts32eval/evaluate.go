// Package draughts32eval is the evaluation kit of the draughts games on
// the 32 dark squares (checkers/draughts32's games: Russian, Brazilian and
// Italian draughts, pool checkers): the hand-set evaluation they share,
// Weights and Evaluate, the learned pattern evaluation,
// PatternWeights[R, G] and its engine adapter PatternEngine[R, G], and the
// part of the engine adapter that does not depend on the evaluation,
// Engine[R]. A game's package (russianeval,
// brazilianeval, italianeval, pooleval) holds only its differences: its
// own Weights type, its default weights, its no-progress limit, and the
// type that names it to the learned evaluation (PatternGame).
//
// The evaluation counts, for each side, in hundredths of a man:
//
//   - material: a man and a king each at its worth;
//   - advance: each row each man has come from its own first row;
//   - centre: each man or king on the eight central squares c3–f6;
//   - the main road: each king on the long diagonal a1–h8, which a lone
//     king holds to draw against three pieces;
//   - back row: each man still on its own first row, guarding it from the
//     other side's crowning.
//
// The score is one side's sum less the other's, for the player to move.
// Nothing was tuned: the weights are set by hand.
package draughts32eval

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
)

// Weights are the hand-set evaluation's terms of the 32-square draughts
// games, in hundredths of a man. A game's package defines its own type on
// them, so that one game's weights are not taken for another's.
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

// DefaultWeights returns the hand-set weights of the games with flying
// kings.
func DefaultWeights() Weights {
	return Weights{Man: 100, King: 300, Advance: 3, Centre: 6, Road: 30, Back: 4}
}

// Centre is the eight squares c3–f6 of the middle of the board.
var Centre = draughts32.Squares(10, 11, 14, 15, 18, 19, 22, 23)

// Evaluate scores b for the player to move with the weights w.
func Evaluate(b *draughts32.Board, w *Weights) int {
	return side(b, b.Turn, w) - side(b, b.Turn.Opponent(), w)
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
	s += w.Centre * board32.Count(pieces&Centre)
	s += w.Road * board32.Count(kings&draughts32.MainRoad)
	s += w.Back * board32.Count(men&draughts32.CrownRow[c^1])
	return s
}
