package breakthrougheval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
)

// Weights are the terms of Evaluate, in hundredths of a man (the package
// comment says what each counts). A search reads them and never writes
// them, so one Weights may serve many searches.
type Weights struct {
	// Man is each man's worth.
	Man int
	// Advance is each man's rows come from its own back row, squared.
	Advance int
	// Free is a man with a free path to the crowning row, times the rows
	// it has come (1 to 8).
	Free int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights { return Weights{Man: 100, Advance: 2, Free: 25} }

type bitboard = breakthrough.Bitboard

// The squares the evaluation looks at, by colour and by the bit index of
// the square in a Bitboard.
var (
	// come[c][i] is how many rows a man of c on square i has come from its
	// own back row (0 to 9).
	come [2][64]int
	// cone[c][i] is the squares a man of c on square i could reach in the
	// rows ahead, one more square either way each row: where an
	// opponent's piece bars its path.
	cone [2][64]bitboard
)

// index returns the bit index of the square numbered n.
func index(n int) int { return bits.TrailingZeros64(uint64(breakthrough.Square(n))) }

func init() {
	row := func(n int) int { return (n - 1) / 5 } // 0 on row 10 … 9 on row 1
	file := func(n int) int { return 2*((n-1)%5) + 1 - row(n)%2 }
	for n := 1; n <= 50; n++ {
		i := index(n)
		come[checkers.Black][i], come[checkers.Red][i] = row(n), 9-row(n)
		for m := 1; m <= 50; m++ {
			ahead := row(n) - row(m) // rows m is ahead of n, for White
			d := file(m) - file(n)
			if d < 0 {
				d = -d
			}
			if ahead > 0 && d <= ahead {
				cone[checkers.Red][i] |= breakthrough.Square(m)
			}
			if -ahead > 0 && d <= -ahead {
				cone[checkers.Black][i] |= breakthrough.Square(m)
			}
		}
	}
}

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w. A search calls it in quiet positions. It
// allocates nothing.
func (w *Weights) Evaluate(p *Position) int {
	us := p.Turn()
	return w.side(p, us) - w.side(p, us.Opponent())
}

// side sums the terms for the side c.
func (w *Weights) side(p *Position, c checkers.Color) int {
	men := p.Pieces(c) &^ p.Kings()
	them := p.Pieces(c.Opponent())
	s := 0
	for b := men; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(uint64(b))
		rows := come[c&1][i]
		s += w.Man + w.Advance*rows*rows
		if cone[c&1][i]&them == 0 {
			s += w.Free * rows
		}
	}
	return s
}
