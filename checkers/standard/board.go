package standard

import "math/bits"

// The board is three 64-bit bitboards over the 32 dark squares, in the
// "ghost square" layout: the squares are stored four to a row, with one
// unused bit (a ghost, marked ·) after every two rows, so that each diagonal
// direction is a single shift for every square:
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
// onBoard). Black moves down, toward higher bits; Red moves up.
type bitboard = uint64

const (
	onBoard    bitboard = 0x7_FBFD_FEFF // bits 0–34 less the ghosts 8, 17 and 26
	blackCrown bitboard = 0xF << 31     // squares 29–32, where Black's men are crowned
	redCrown   bitboard = 0xF           // squares 1–4, where Red's men are crowned
)

// downLeft maps squares to their neighbours one row down, one file left.
func downLeft(b bitboard) bitboard { return b << 4 }

// downRight maps squares to their neighbours one row down, one file right.
func downRight(b bitboard) bitboard { return b << 5 }

// upRight maps squares to their neighbours one row up, one file right.
func upRight(b bitboard) bitboard { return b >> 4 }

// upLeft maps squares to their neighbours one row up, one file left.
func upLeft(b bitboard) bitboard { return b >> 5 }

// direction is one of the four diagonal directions.
type direction uint8

const (
	dirDownLeft direction = iota
	dirDownRight
	dirUpLeft
	dirUpRight
)

// stepLeft and stepRight are the shifts of one step in each direction: a
// step down shifts left, a step up shifts right, and the other shift is 0.
var (
	stepLeft  = [4]uint8{dirDownLeft: 4, dirDownRight: 5}
	stepRight = [4]uint8{dirUpLeft: 5, dirUpRight: 4}
)

// step maps squares one square in direction d, dropping those that leave
// the board.
func step(b bitboard, d direction) bitboard {
	return b << stepLeft[d&3] >> stepRight[d&3] & onBoard
}

// squareBit[n-1] is the bit of the square numbered n; squareNumber[i]-1 is
// the number of bit i's square (0 for a ghost).
var (
	squareBit    [32]bitboard
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

// bitOf returns the bit of the square numbered n, 1 to 32.
func bitOf(n int) bitboard { return squareBit[(n-1)&31] }

// numberOf returns the square number, 1 to 32, of a bit index.
func numberOf(i int) int { return int(squareNumber[i&63]) }

func popCount(b bitboard) int { return bits.OnesCount64(b) }

func bitIndex(b bitboard) int { return bits.TrailingZeros64(b) }
