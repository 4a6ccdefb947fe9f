// Package jumps holds the capture walks that the games on the 32 numbered
// squares share, written once: the short jump chain (a piece leaps over an
// adjacent opponent onto the empty square behind it, and again while it can)
// and the flying king's capture (over one opponent at any distance along a
// diagonal, landing anywhere beyond it). Standard checkers and Kings & Flying
// Kings call them.
//
// Both walks keep the captured pieces on the board until the sequence ends:
// a captured piece blocks the way and cannot be jumped twice. (For short
// jumps this is the same as taking each piece off at once, since a short
// jumper's landing squares and the squares it jumps over never coincide.)
// The square a piece starts from must be given as empty: it may be crossed or
// landed on again.
//
// The walks append to a slice the caller owns and allocate nothing when it
// has room.
package jumps

import "github.com/kingme/kingme/checkers/board32"

// Bitboard is a set of squares in board32's layout.
type Bitboard = board32.Bitboard

// Path is the landing squares of a jump sequence in order, each as its
// square number less one in five bits, twelve to a word; it holds 24.
type Path [2]uint64

// With returns p with landing i (from 0) set to the square numbered n.
func (p Path) With(i, n int) Path {
	if i < 12 {
		p[0] |= uint64(n-1) << (5 * uint(i))
	} else {
		p[1] |= uint64(n-1) << (5 * uint(i-12) & 63)
	}
	return p
}

// At returns the number (1–32) of landing i.
func (p Path) At(i int) int {
	if i < 12 {
		return int(p[0]>>(5*uint(i))&31) + 1
	}
	return int(p[1]>>(5*uint(i-12)&63)&31) + 1
}

// Route is one complete jump sequence of a piece.
type Route struct {
	Path     Path
	Captured Bitboard // the squares of the captured pieces
	To       uint8    // the bit index of the last landing square
	N        uint8    // the number of jumps
	Crowned  bool     // a man was crowned on the way (Short.Promote)
}

// appendRoute appends r unless merge is set and a route of dst from index
// first on already ends on the same square with the same captures (and the
// same crowning): that is the same move by another way.
func appendRoute(dst []Route, first int, merge bool, r Route) []Route {
	if merge {
		for _, o := range dst[first:] {
			if o.To == r.To && o.Captured == r.Captured && o.Crowned == r.Crowned {
				return dst
			}
		}
	}
	return append(dst, r)
}
