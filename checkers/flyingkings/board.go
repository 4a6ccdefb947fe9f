package flyingkings

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// The board is five bitboards over the 32 dark squares in board32's layout:
// each side's pieces and which pieces are Princes, Kings and Flying Kings
// (the rest are Guards). Black sits at the top, on 1–12, and moves down,
// toward higher square numbers; Red moves up.
//
// The special squares, seen from Red's side (Black's Spawn squares are where
// a Red Prince spawns, and the other way round):
//
//	     b    d    f    h
//	8    1    2    3    4          Black's King's Row
//	7  5    6    7    8
//	6    9S   10   11S  12         S Black's Spawn
//	5 13↓  14M  15M  16↓           M Morph, ↓ Push Arrow down
//	4    17↑  18M  19M  20↑        ↑ Push Arrow up
//	3 21   22S  23   24S           S Red's Spawn
//	2    25   26   27   28
//	1 29   30   31   32            Red's King's Row
//	   a    c    e    g

type bitboard = board32.Bitboard

const onBoard = board32.OnBoard

var (
	// morphSquares is where a King that ends its move becomes a Flying King.
	morphSquares = squares(14, 15, 18, 19)
	// spawnSquares[c] is where a Prince of c's spawns: the opponent's Spawn
	// squares (Red's Prince on 9 and 11, Black's on 22 and 24).
	spawnSquares = [2]bitboard{checkers.Black: squares(22, 24), checkers.Red: squares(9, 11)}
	// kingsRow[c] is c's own King's Row, where c's spawned Princes go.
	kingsRow = [2]bitboard{checkers.Black: board32.Top, checkers.Red: board32.Bottom}
	// crownRow[c] is the opponent's King's Row, where c's Guards and
	// Princes become Kings.
	crownRow = [2]bitboard{checkers.Black: board32.Bottom, checkers.Red: board32.Top}
	// forward[c] is the directions c's Guards and Princes step in.
	forward = [2]uint8{checkers.Black: jumps.Down, checkers.Red: jumps.Up}
	// arrowSquares is the four Push Arrow squares.
	arrowSquares = squares(13, 16, 17, 20)
)

// pushTarget returns the square a push take from the arrow square a (one
// bit) takes on: two ranks away along the file, in the arrow's direction.
func pushTarget(a bitboard) bitboard {
	switch board32.NumberOf(a) {
	case 17:
		return board32.Bit(9)
	case 20:
		return board32.Bit(12)
	case 13:
		return board32.Bit(21)
	case 16:
		return board32.Bit(24)
	}
	return 0
}

// squares returns the set of the numbered squares.
func squares(ns ...int) bitboard {
	var b bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

// Maximums from the rule book.
const (
	// MaxFlyingKings is the most Flying Kings a side has: a King does not
	// morph when its side has this many.
	MaxFlyingKings = 3
	// MaxPrinces is the most Princes a side has: no spawn when the side
	// has this many, the lander included.
	MaxPrinces = 6
)

// The rows and squares of the rules, in the layout of package board32, for
// the readers of positions (the evaluation).

// MorphSquares returns the squares where a King that ends its move becomes
// a Flying King: 14, 15, 18 and 19.
func MorphSquares() board32.Bitboard { return morphSquares }

// SpawnSquares returns the squares where a Prince of c's spawns: the
// opponent's Spawn squares (Red's Prince on 9 and 11, Black's on 22 and 24).
func SpawnSquares(c checkers.Color) board32.Bitboard { return spawnSquares[c&1] }

// KingsRow returns c's own King's Row, where c's spawned Princes go.
func KingsRow(c checkers.Color) board32.Bitboard { return kingsRow[c&1] }

// CrownRow returns the opponent's King's Row, where c's Guards and Princes
// become Kings.
func CrownRow(c checkers.Color) board32.Bitboard { return crownRow[c&1] }

// Forward returns the directions c's Guards and Princes step in, bit d set
// for board32.Direction d.
func Forward(c checkers.Color) uint8 { return forward[c&1] }

// ArrowSquares returns the four Push Arrow squares: 13, 16, 17 and 20.
func ArrowSquares() board32.Bitboard { return arrowSquares }
