package tui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// step returns the square df files and dr ranks away from s, kept on the
// board.
func step(s checkers.Square, df, dr int) checkers.Square {
	clamp := func(x int) int { return min(max(x, 0), 7) }
	return checkers.NewSquare(clamp(s.File()+df), clamp(s.Rank()+dr))
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
