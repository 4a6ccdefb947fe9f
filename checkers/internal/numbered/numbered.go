// Package numbered holds the pieces of move notation that the games played
// on the numbered squares 1–32 share (standard checkers, Stack'Em, Kings &
// Flying Kings): listing moves in error messages and explaining a route of
// jumps that stops too early.
package numbered

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Route is a move with a start square and numbered landings.
type Route interface {
	From() int
	Jumps() int
	Landing(i int) int
	String() string
}

// List writes up to eight moves, comma-separated, for error messages.
func List[M fmt.Stringer](moves []M) string {
	texts := make([]string, 0, min(len(moves), 8))
	for i, m := range moves {
		if i == 8 {
			return strings.Join(texts, ", ") + fmt.Sprintf(" and %d more", len(moves)-8)
		}
		texts = append(texts, m.String())
	}
	return strings.Join(texts, ", ")
}

// Unfinished explains why the jump route squares (start square first) is not
// one of the legal moves: the longer legal moves it begins, or the list of
// legal moves.
func Unfinished[M Route](legal []M, squares []int, turn checkers.Color) string {
	var longer []M
	for _, m := range legal {
		if m.From() != squares[0] || m.Jumps() < len(squares) {
			continue
		}
		prefix := true
		for i := 1; i < len(squares); i++ {
			prefix = prefix && m.Landing(i-1) == squares[i]
		}
		if prefix {
			longer = append(longer, m)
		}
	}
	switch {
	case len(longer) > 0:
		return "the jump must be finished: " + List(longer)
	case len(legal) == 0:
		return fmt.Sprintf("%s has no legal move", turn)
	}
	return "it is not one of the legal moves: " + List(legal)
}

// Compare orders two moves of one position for move lists: by start square,
// end square, landing squares (as numbers), number of jumps, then text
// (which tells apart, say, two spawn squares).
func Compare[M Move](a, b M) int {
	if c := cmp.Compare(a.From(), b.From()); c != 0 {
		return c
	}
	if c := cmp.Compare(a.To(), b.To()); c != 0 {
		return c
	}
	for i := range min(a.Jumps(), b.Jumps()) {
		if c := cmp.Compare(a.Landing(i), b.Landing(i)); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(a.Jumps(), b.Jumps()); c != 0 {
		return c
	}
	return strings.Compare(a.String(), b.String())
}
