package turkish

import "math/bits"

// Bitboard is a set of squares: the square on file f (0 for a) and rank r
// (0 for rank 1) is bit 8r+f, so that a1 is bit 0 and h8 bit 63. A step up
// (toward rank 8, the way White's men go) is a shift left by 8, down a
// shift right by 8; a step left or right shifts by one and drops the
// squares that wrap round to the other side of the board.
type Bitboard uint64

// The files at the board's edges, and the rows where men are crowned.
const (
	fileA Bitboard = 0x0101010101010101
	fileH Bitboard = fileA << 7
	rank1 Bitboard = 0xFF
	rank8 Bitboard = 0xFF << 56
)

// direction is one of the four orthogonal directions.
type direction uint8

const (
	up direction = iota
	down
	left
	right
)

// step moves every square of b one square in direction d, dropping those
// that leave the board.
func step(b Bitboard, d direction) Bitboard {
	switch d {
	case up:
		return b << 8
	case down:
		return b >> 8
	case left:
		return b >> 1 &^ fileH
	}
	return b << 1 &^ fileA
}

// reverse returns the opposite direction.
func (d direction) reverse() direction { return d ^ 1 }

// first returns the bit index of b's lowest square.
func first(b Bitboard) int { return bits.TrailingZeros64(uint64(b)) }

// count returns how many squares b holds.
func count(b Bitboard) int { return bits.OnesCount64(uint64(b)) }

// Count returns how many squares b holds.
func (b Bitboard) Count() int { return count(b) }

// Has reports whether b holds the square sq.
func (b Bitboard) Has(sq Square) bool { return sq < 64 && b&(1<<sq) != 0 }

// Square is one of the 64 squares, 0 (a1) to 63 (h8): 8×rank + file, both
// from 0.
type Square uint8

// NewSquare returns the square on file (0 for a) and rank (0 for rank 1).
func NewSquare(file, rank int) Square { return Square(8*rank + file) }

// File returns the square's file, 0 for a.
func (s Square) File() int { return int(s) % 8 }

// Rank returns the square's rank, 0 for rank 1.
func (s Square) Rank() int { return int(s) / 8 }

// String returns the square's algebraic name, such as "d4".
func (s Square) String() string {
	if s >= 64 {
		return "?"
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// Bit returns the square as a Bitboard.
func (s Square) Bit() Bitboard { return 1 << s }

// Squares returns b's squares in ascending order.
func (b Bitboard) Squares() []Square {
	var out []Square
	for ; b != 0; b &= b - 1 {
		out = append(out, Square(first(b)))
	}
	return out
}

// Slides returns how many squares the kings on kings can slide to over the
// empty squares empty, summed over the kings: their moves when nothing is
// to capture.
func Slides(kings, empty Bitboard) int {
	n := 0
	for d := range direction(4) {
		for t := step(kings, d) & empty; t != 0; t = step(t, d) & empty {
			n += count(t)
		}
	}
	return n
}
