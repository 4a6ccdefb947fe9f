package coast

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
)

// The board is 64-bit bitboards: bit i is checkers.Square(i), file + 8·rank,
// so a1 is bit 0, h1 bit 7 and h8 bit 63. A step in direction (df, dr) is a
// shift by df + 8·dr; squares on the edge the step would leave are masked
// off first, and shifts past rank 1 or 8 fall off the word.

type bitboard = uint64

// The homes: Red's a1 and Black's h8.
const (
	redHome   bitboard = 1 << 0
	blackHome bitboard = 1 << 63
)

// home[c] is c's own home, where c's kings are borne off; the opponent's is
// where c's pieces are crowned.
var home = [2]bitboard{checkers.Black: blackHome, checkers.Red: redHome}

const (
	fileA bitboard = 0x0101010101010101
	fileH bitboard = 0x8080808080808080
)

// direction indexes dirs. Red's piece directions are 0–4 and Black's are
// their opposites; kings use all eight.
type direction uint8

// dirs are the eight directions as (file, rank) steps, in Red's terms:
// forward, the two toward the opponent's home, the two sideways, then the
// three backward ones.
var dirs = [8][2]int{{1, 1}, {1, 0}, {0, 1}, {1, -1}, {-1, 1}, {-1, -1}, {-1, 0}, {0, -1}}

// pieceDirs[c] are the five directions of c's pieces.
var pieceDirs = [2][]direction{
	checkers.Red:   {0, 1, 2, 3, 4},
	checkers.Black: {5, 6, 7, 4, 3},
}

// kingDirs are the eight directions of a king.
var kingDirs = []direction{0, 1, 2, 3, 4, 5, 6, 7}

// stepMask, stepLeft and stepRight make a step a mask and two shifts.
var (
	stepMask            [8]bitboard
	stepLeft, stepRight [8]uint8
)

func init() {
	for d, v := range dirs {
		stepMask[d] = ^bitboard(0)
		switch v[0] {
		case 1:
			stepMask[d] &^= fileH
		case -1:
			stepMask[d] &^= fileA
		}
		if s := v[0] + 8*v[1]; s > 0 {
			stepLeft[d] = uint8(s)
		} else {
			stepRight[d] = uint8(-s)
		}
	}
}

// step maps squares one square in direction d, dropping those that leave
// the board.
func step(b bitboard, d direction) bitboard {
	return (b & stepMask[d&7]) << stepLeft[d&7] >> stepRight[d&7]
}

func bitIndex(b bitboard) int { return bits.TrailingZeros64(b) }

func popCount(b bitboard) int { return bits.OnesCount64(b) }
