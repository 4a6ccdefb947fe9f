package tui

import (
	"slices"
	"strconv"
	"strings"
)

// square is a square of the board: file 0–7 (a–h) and rank 0–7 (1–8), as
// the view names them.
type square struct{ file, rank int }

// String returns the square's algebraic name, such as "c3".
func (s square) String() string {
	return string(rune('a'+s.file)) + string(rune('1'+s.rank))
}

// step returns the square df files and dr ranks away, kept on the board.
func (s square) step(df, dr int) square {
	return square{clamp(s.file + df), clamp(s.rank + dr)}
}

func clamp(x int) int { return min(max(x, 0), 7) }

// parseSquare reads an algebraic square name.
func parseSquare(name string) (square, bool) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return square{}, false
	}
	return square{int(name[0] - 'a'), int(name[1] - '1')}, true
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

func itoa(n int) string { return strconv.Itoa(n) }
