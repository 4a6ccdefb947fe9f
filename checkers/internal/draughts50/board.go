package draughts50

import "math/bits"

// Bitboard is a set of squares: the square numbered n (1–50) is bit
// n-1 + (n-1)/10, so that each pair of rows takes 11 bits, the eleventh a
// ghost square no piece stands on (bits 10, 21, 32 and 43). In that layout
// a diagonal step is a shift: −6 up-left, −5 up-right, +5 down-left and +6
// down-right, "up" being toward square 1, the side of Black's men; a step
// off the board lands on a ghost square or past bit 53, which onBoard
// removes.
type Bitboard uint64

// onBoard is the 50 squares.
const onBoard Bitboard = (1<<54 - 1) &^ (1<<10 | 1<<21 | 1<<32 | 1<<43)

// The rows where men are crowned: White's on row 10 (squares 1–5), Black's
// on row 1 (46–50).
const (
	topRow    Bitboard = 0x1F       // squares 1–5
	bottomRow Bitboard = 0x1F << 49 // squares 46–50
)

// direction is one of the four diagonal directions.
type direction uint8

const (
	upLeft direction = iota
	upRight
	downLeft
	downRight
)

// shifts are the directions' shifts in the layout (up is a right shift).
var shifts = [4]uint{upLeft: 6, upRight: 5, downLeft: 5, downRight: 6}

// step moves every square of b one square in direction d, dropping those
// that leave the board.
func step(b Bitboard, d direction) Bitboard {
	if d < downLeft {
		return b >> shifts[d] & onBoard
	}
	return b << shifts[d] & onBoard
}

// reverse returns the opposite direction.
func (d direction) reverse() direction { return 3 - d }

// index returns the bit index of the square numbered n (1–50).
func index(n int) int { return n - 1 + (n-1)/10 }

// number returns the number (1–50) of the square at bit index i.
func number(i int) int { return i - i/11 + 1 }

// bit returns the square numbered n as a bitboard.
func bit(n int) Bitboard { return 1 << index(n) }

// first returns the bit index of b's lowest square.
func first(b Bitboard) int { return bits.TrailingZeros64(uint64(b)) }

// count returns how many squares b holds.
func count(b Bitboard) int { return bits.OnesCount64(uint64(b)) }

// squares returns the squares numbered lo to hi.
func squares(lo, hi int) Bitboard {
	var b Bitboard
	for n := lo; n <= hi; n++ {
		b |= bit(n)
	}
	return b
}
