package jumps

import (
	"math/bits"

	"github.com/kingme/kingme/checkers/board32"
)

// Short is how one piece jumps short: in which directions, and where landing
// ends its sequence.
type Short struct {
	// Dirs is the set of directions the piece may jump in, bit d for
	// board32.Direction d.
	Dirs uint8
	// Stop is the squares where landing ends the sequence, such as the row
	// where a man is crowned; 0 for none.
	Stop Bitboard
	// Promote is the squares where landing crowns the piece in the middle
	// of its sequence: it goes on capturing as a flying king (AppendFlying's
	// walk), as a man does in Russian draughts; 0 for none. Its routes
	// through such a square say Crowned.
	Promote Bitboard
	// Merge drops a route that ends on the same square with the same
	// captures as an earlier one of the same walk. Only a piece that jumps
	// both ways can reach one result by two routes.
	Merge bool
}

// Down, Up and All are the direction sets of a piece that jumps down only
// (toward higher square numbers), up only, and every way.
const (
	Down uint8 = 1<<board32.DownLeftDir | 1<<board32.DownRightDir
	Up   uint8 = 1<<board32.UpLeftDir | 1<<board32.UpRightDir
	All        = Down | Up
)

// Append appends to dst every complete jump sequence of the piece standing on
// from (one bit), capturing pieces in them and landing on squares in empty
// (which includes from). A piece with no jump adds nothing.
func (s Short) Append(dst []Route, from, them, empty Bitboard) []Route {
	w := shortWalk{Short: s, first: len(dst), empty: empty}
	return w.walk(dst, from, them, 0, Path{}, 0)
}

// shortWalk is what stays fixed while one piece's sequences are explored
// depth first. The routes are threaded through the calls as a slice, not kept
// here, so that a caller's stack buffer stays on the stack.
type shortWalk struct {
	Short
	first int      // the index in dst of this piece's first route
	empty Bitboard // where it may land; captured pieces stay and block
}

// walk extends a sequence that has made n jumps and stands on b.
func (w *shortWalk) walk(dst []Route, b, them, captured Bitboard, path Path, n int) []Route {
	extended := false
	for dirs := w.Dirs; dirs != 0; dirs &= dirs - 1 {
		d := board32.Direction(bits.TrailingZeros8(dirs))
		over := board32.Step(b, d) & them
		to := board32.Step(over, d) & w.empty
		if to == 0 {
			continue
		}
		extended = true
		next := path.With(n, board32.NumberOf(to))
		if to&w.Promote != 0 {
			dst = flyingWalk(dst, w.first, to, them&^over, w.empty, captured|over, next, n+1, true)
			continue
		}
		if to&w.Stop != 0 {
			dst = appendRoute(dst, w.first, w.Merge, Route{Path: next, Captured: captured | over, To: uint8(board32.Index(to)), N: uint8(n + 1)})
			continue
		}
		dst = w.walk(dst, to, them&^over, captured|over, next, n+1)
	}
	if !extended && n > 0 {
		dst = appendRoute(dst, w.first, w.Merge, Route{Path: path, Captured: captured, To: uint8(board32.Index(b)), N: uint8(n)})
	}
	return dst
}

// CanJump reports whether a piece on from has a short jump in one of the
// directions dirs.
func CanJump(from, them, empty Bitboard, dirs uint8) bool {
	for d := range board32.Direction(4) {
		if dirs&(1<<d) != 0 && board32.Step(board32.Step(from, d)&them, d)&empty != 0 {
			return true
		}
	}
	return false
}

// Jumpers returns the pieces that have a short jump in one of the
// directions dirs: a piece jumps in direction d when its neighbour that way
// is in them and the square beyond is empty. It is CanJump for many pieces
// at once.
func Jumpers(pieces, them, empty Bitboard, dirs uint8) Bitboard {
	var j Bitboard
	for d := range board32.Direction(4) {
		if dirs&(1<<d) != 0 {
			back := d.Reverse()
			j |= board32.Step(board32.Step(empty, back)&them, back)
		}
	}
	return pieces & j
}
