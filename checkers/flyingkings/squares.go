package flyingkings

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// SpecialKind is what a special square does.
type SpecialKind uint8

const (
	// Morph squares turn a King that ends its move there into a Flying King.
	Morph SpecialKind = iota + 1
	// Spawn squares bring a new Prince into play when a Prince of the
	// square's owner's opponent ends its move there.
	Spawn
	// ArrowUp is a Push Arrow pointing toward rank 8 (square 1's side).
	ArrowUp
	// ArrowDown is a Push Arrow pointing toward rank 1.
	ArrowDown
)

// Special is one special square: its number (1–32), its kind and, for a
// Spawn square, whose it is (Black's are 9 and 11, where Red's Princes
// spawn).
type Special struct {
	Square int
	Kind   SpecialKind
	Owner  checkers.Color
}

// Specials returns the twelve special squares, as the rules place them:
// the Morph squares, Black's then Red's Spawn squares, the Push Arrows
// pointing up, then those pointing down; each group in square order.
func Specials() []Special {
	var out []Special
	add := func(b bitboard, kind SpecialKind, owner checkers.Color) {
		for ; b != 0; b &= b - 1 {
			out = append(out, Special{Square: board32.NumberOf(b & -b), Kind: kind, Owner: owner})
		}
	}
	add(morphSquares, Morph, 0)
	// A side's Spawn squares are where the opponent's Princes spawn.
	add(spawnSquares[checkers.Red], Spawn, checkers.Black)
	add(spawnSquares[checkers.Black], Spawn, checkers.Red)
	var up, down bitboard
	for b := arrowSquares; b != 0; b &= b - 1 {
		a := b & -b
		if board32.NumberOf(pushTarget(a)) < board32.NumberOf(a) {
			up |= a
		} else {
			down |= a
		}
	}
	add(up, ArrowUp, 0)
	add(down, ArrowDown, 0)
	return out
}
