package numbered

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Move is a move of a numbered game as the parser sees it.
type Move interface {
	Route
	To() int
}

// Parser is what a numbered game's position tells the shared move parser.
type Parser[M Move] struct {
	Legal []M // the legal moves, in the order errors list them
	Turn  checkers.Color
	// Owner says why the piece on a square cannot move, or "" when the
	// player to move may move it.
	Owner func(square int) string
	// Route returns the legal move that a full route of jumps (three
	// squares or more) names, or why there is none.
	Route func(squares []int) (M, string)
	// WhyNot explains why no legal move goes from one square to another;
	// jump says whether the text asked for a jump ("x").
	WhyNot func(from, to int, jump bool) string
	// Squares reads the squares of a move's text (in another notation than
	// the numbers, such as algebraic "c3:e5"); nil reads the numbers
	// (checkers.ParseNumberedMove).
	Squares func(text string) ([]int, error)
}

// Parse reads text, "11-15", "15x24x31" or a jump by its ends "15x31", and
// returns the legal move it names, or an error that says why there is none.
func (ps Parser[M]) Parse(text string) (M, error) {
	var zero M
	read := ps.Squares
	if read == nil {
		read = checkers.ParseNumberedMove
	}
	squares, err := read(text)
	if err != nil {
		return zero, err
	}
	t := strings.TrimSpace(text)
	fail := func(why string) (M, error) { return zero, fmt.Errorf("illegal move %s: %s", t, why) }
	from, to := squares[0], squares[len(squares)-1]
	if why := ps.Owner(from); why != "" {
		return fail(why)
	}
	if len(squares) > 2 {
		m, why := ps.Route(squares)
		if why != "" {
			return fail(why)
		}
		return m, nil
	}
	var found []M
	for _, m := range ps.Legal {
		if m.From() == from && m.To() == to {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return fail(ps.WhyNot(from, to, strings.ContainsAny(t, "xX:")))
	}
	// A single jump is written with its two squares, which also name any
	// longer jump with the same ends: the text as written names the single
	// jump.
	var single []M
	for _, m := range found {
		if m.Jumps() == 1 {
			single = append(single, m)
		}
	}
	if len(single) == 1 && strings.ContainsAny(t, "xX:") {
		return single[0], nil
	}
	return fail(fmt.Sprintf("%s could be %s; write every landing square", t, List(found)))
}
