// Package board32 is the geometry of the 32 dark squares that standard
// checkers, Stack'Em and Kings & Flying Kings share: the bitboard layout,
// the one-shift diagonal steps and the square numbers 1–32. The games'
// positions give their bitboards in this layout to the evaluations beside
// the engine (engine/eval), which read them with these same steps.
//
// The squares are stored four to a row in a 64-bit word, with one unused bit
// (a ghost, marked ·) after every two rows, so that each diagonal direction
// is a single shift for every square:
//
//	     b   d   f   h
//	8    0   1   2   3      down-left  +4   down-right +5
//	7  4   5   6   7    ·8  up-right   −4   up-left    −5
//	6    9  10  11  12
//	5 13  14  15  16    ·17
//	4   18  19  20  21
//	3 22  23  24  25    ·26
//	2   27  28  29  30
//	1 31  32  33  34
//	   a   c   e   g
//
// A step off the left or right edge lands on a ghost bit, and a step off the
// top or bottom leaves the 35 bits; both vanish when the result is masked
// with the squares in play (every empty, own and opponent set is a subset of
// OnBoard). "Down" is toward rank 1 and higher square numbers.
package board32

import "math/bits"

// Bitboard is a set of squares in the layout above.
type Bitboard = uint64

// OnBoard is every square: bits 0–34 less the ghosts 8, 17 and 26.
const OnBoard Bitboard = 0x7_FBFD_FEFF

// Top and Bottom are the rows of squares 1–4 (rank 8) and 29–32 (rank 1).
const (
	Top    Bitboard = 0xF
	Bottom Bitboard = 0xF << 31
)

// DownLeft maps squares to their neighbours one row down, one file left.
func DownLeft(b Bitboard) Bitboard { return b << 4 }

// DownRight maps squares to their neighbours one row down, one file right.
func DownRight(b Bitboard) Bitboard { return b << 5 }

// UpRight maps squares to their neighbours one row up, one file right.
func UpRight(b Bitboard) Bitboard { return b >> 4 }

// UpLeft maps squares to their neighbours one row up, one file left.
func UpLeft(b Bitboard) Bitboard { return b >> 5 }

// Direction is one of the four diagonal directions.
type Direction uint8

// The four directions, the two "down" ones first.
const (
	DownLeftDir Direction = iota
	DownRightDir
	UpLeftDir
	UpRightDir
)

// stepLeft and stepRight are the shifts of one step in each direction: a
// step down shifts left, a step up shifts right, and the other shift is 0.
var (
	stepLeft  = [4]uint8{DownLeftDir: 4, DownRightDir: 5}
	stepRight = [4]uint8{UpLeftDir: 5, UpRightDir: 4}
)

// Step maps squares one square in direction d, dropping those that leave
// the board.
func Step(b Bitboard, d Direction) Bitboard {
	return b << stepLeft[d&3] >> stepRight[d&3] & OnBoard
}

// Reverse returns the opposite direction.
func (d Direction) Reverse() Direction { return d ^ 3 }

// squareBit[n-1] is the bit of the square numbered n; squareNumber[i] is
// the number of bit i's square (0 for a ghost).
var (
	squareBit    [32]Bitboard
	squareNumber [64]uint8
)

func init() {
	for n := 1; n <= 32; n++ {
		row := (n - 1) / 4
		i := n - 1 + row/2
		squareBit[n-1] = 1 << i
		squareNumber[i] = uint8(n)
	}
}

// Bit returns the bit of the square numbered n, 1 to 32.
func Bit(n int) Bitboard { return squareBit[(n-1)&31] }

// Number returns the square number, 1 to 32, of bit index i (0 for a ghost).
func Number(i int) int { return int(squareNumber[i&63]) }

// NumberOf returns the square number of the lowest square in b.
func NumberOf(b Bitboard) int { return Number(Index(b)) }

// Index returns the bit index of the lowest square in b.
func Index(b Bitboard) int { return bits.TrailingZeros64(b) }

// Count returns the number of squares in b.
func Count(b Bitboard) int { return bits.OnesCount64(b) }

// Squares returns the squares numbered from first to last.
func Squares(first, last int) Bitboard {
	var b Bitboard
	for n := first; n <= last; n++ {
		b |= Bit(n)
	}
	return b
}

// Between returns the direction from square a to square b when b is dist
// (1 or 2) diagonal steps from a.
func Between(a, b, dist int) (Direction, bool) {
	for d := range Direction(4) {
		s := Bit(a)
		for range dist {
			s = Step(s, d)
		}
		if s != 0 && s == Bit(b) {
			return d, true
		}
	}
	return 0, false
}

// Compact packs the squares of b into 32 bits, square n at bit n − 1,
// dropping the ghosts: each pair of rows is eight adjacent bits (rows 1–2
// bits 0–7 …), so bits 4k to 4k+7 are the two rows k+1 and k+2.
func Compact(b Bitboard) uint32 {
	return uint32(b&0xFF) | uint32(b>>9&0xFF)<<8 | uint32(b>>18&0xFF)<<16 | uint32(b>>27&0xFF)<<24
}

// Spread is the inverse of Compact: it places bit n − 1 of squares on the
// square numbered n.
func Spread(squares uint32) Bitboard {
	s := Bitboard(squares)
	return s&0xFF | (s>>8&0xFF)<<9 | (s>>16&0xFF)<<18 | (s>>24&0xFF)<<27
}
