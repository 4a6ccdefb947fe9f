package tui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/view"
)

// cursorStep returns the square the cursor goes to from s, one step in a
// direction as the board is drawn ("up", "down", "left", "right"; flipped
// turns them round), and false at the board's edge. This is the web
// board's cursor (cursorStep in web/static/js/board/guidance.js): when all
// squares are played on (Coast-to-Coast) it steps to the next square;
// otherwise it keeps to the dark squares: left and right go two files on,
// along the rank, and up and down one rank on, to the dark square nearer
// the anchor's file (the square where the walk up or down began), so that
// the cursor zigzags along a column instead of drifting to a side; on a
// tie it goes right as drawn.
// size is the board's files and ranks.
func cursorStep(s view.Square, dir string, flipped, all bool, anchor view.Square, size int) (view.Square, bool) {
	sign := 1
	if flipped {
		sign = -1
	}
	at := func(file, rank int) (view.Square, bool) {
		sq := view.Square{File: file, Rank: rank}
		return sq, sq.On(size)
	}
	file, rank := s.File, s.Rank
	switch dir {
	case "left", "right":
		df := sign
		if dir == "left" {
			df = -sign
		}
		if all {
			return at(file+df, rank)
		}
		return at(file+2*df, rank)
	case "up", "down":
		dr := sign
		if dir == "down" {
			dr = -sign
		}
		if all {
			return at(file, rank+dr)
		}
		left, okLeft := at(file-sign, rank+dr)
		right, okRight := at(file+sign, rank+dr)
		switch {
		case !okLeft:
			return right, okRight
		case !okRight:
			return left, true
		}
		distance := func(sq view.Square) int { return abs(sq.File - anchor.File) }
		if distance(left) < distance(right) {
			return left, true
		}
		return right, true
	}
	return s, false
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// squareName names a square the way the game's notation does: its number
// in the numbered games ("11"), its algebraic name in Coast-to-Coast.
func (m *Model) squareName(sq string) string {
	if n, ok := m.pos.Numbers[sq]; ok {
		return strconv.Itoa(n)
	}
	return sq
}

// squareList names a set of squares in board order, "or" before the last.
func (m *Model) squareList(set map[string]bool) string {
	names := make([]string, 0, len(set))
	for sq := range set {
		names = append(names, sq)
	}
	slices.SortFunc(names, func(a, b string) int {
		na, nb := m.pos.Numbers[a], m.pos.Numbers[b]
		if na != nb {
			return na - nb
		}
		return strings.Compare(a, b)
	})
	for i, sq := range names {
		names[i] = m.squareName(sq)
	}
	switch len(names) {
	case 0:
		return "nowhere"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
