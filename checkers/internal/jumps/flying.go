package jumps

import "github.com/kingme/kingme/checkers/board32"

// AppendFlying appends to dst every complete capture sequence of a flying
// king standing on from (one bit): along a diagonal over empty squares, over
// exactly one piece of them, onto an empty square beyond it before the next
// occupied one, and on while it can. Where some of the landing squares beyond
// a captured piece let it capture again and others do not, it must land on
// one that does (the Russian rule). Routes to the same result are merged.
func AppendFlying(dst []Route, from, them, empty Bitboard) []Route {
	return flyingWalk(dst, len(dst), from, them, empty, 0, Path{}, 0, false)
}

// flyingWalk extends a flying sequence that has made n captures and stands
// on b; crowned says that the piece began it as a man and was crowned on
// the way (Short.Promote).
func flyingWalk(dst []Route, first int, b, them, empty, captured Bitboard, path Path, n int, crowned bool) []Route {
	extended := false
	for d := range board32.Direction(4) {
		over, landings := flyingTarget(b, d, them, empty)
		if landings == 0 {
			continue
		}
		extended = true
		rest := them &^ over
		onward := Bitboard(0)
		for l := landings; l != 0; l &= l - 1 {
			if CanFly(l&-l, rest, empty) {
				onward |= l & -l
			}
		}
		if onward != 0 {
			landings = onward
		}
		// Walk the landings in order along the diagonal, nearest first.
		for l := board32.Step(over, d); l&empty != 0; l = board32.Step(l, d) {
			if l&landings == 0 {
				continue
			}
			next := path.With(n, board32.NumberOf(l))
			if onward != 0 {
				dst = flyingWalk(dst, first, l, rest, empty, captured|over, next, n+1, crowned)
			} else {
				dst = appendRoute(dst, first, true, Route{Path: next, Captured: captured | over, To: uint8(board32.Index(l)), N: uint8(n + 1), Crowned: crowned})
			}
		}
	}
	if !extended && n > 0 {
		dst = appendRoute(dst, first, true, Route{Path: path, Captured: captured, To: uint8(board32.Index(b)), N: uint8(n), Crowned: crowned})
	}
	return dst
}

// flyingTarget finds the capture of a flying king on b in direction d: the
// piece of them it would capture and the empty squares beyond it where it
// could land (0 when there is no capture that way).
func flyingTarget(b Bitboard, d board32.Direction, them, empty Bitboard) (over, landings Bitboard) {
	s := board32.Step(b, d)
	for s&empty != 0 {
		s = board32.Step(s, d)
	}
	if s&them == 0 {
		return 0, 0
	}
	for l := board32.Step(s, d); l&empty != 0; l = board32.Step(l, d) {
		landings |= l
	}
	return s, landings
}

// CanFly reports whether a flying king on b has a capture.
func CanFly(b, them, empty Bitboard) bool {
	for d := range board32.Direction(4) {
		if _, l := flyingTarget(b, d, them, empty); l != 0 {
			return true
		}
	}
	return false
}

// Slide returns the empty squares a flying king on b reaches in direction d
// before the first occupied square or the edge.
func Slide(b Bitboard, d board32.Direction, empty Bitboard) Bitboard {
	var out Bitboard
	for s := board32.Step(b, d); s&empty != 0; s = board32.Step(s, d) {
		out |= s
	}
	return out
}
