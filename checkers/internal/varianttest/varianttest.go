// Package varianttest holds test helpers that every variant's tests share:
// tables of move texts that must read, or must be refused with a reason.
package varianttest

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
)

// MoveCase is {position, move text, wanted}: a position in the variant's
// text, a move text, and what is wanted, the move's text as written back or
// a piece of the error. It is an array so that tables stay one line a case.
type MoveCase [3]string

// parse reads the position and then the move in it.
func parse(t *testing.T, v checkers.Variant, c MoveCase) (checkers.Move, error) {
	t.Helper()
	p, err := v.ParsePosition(c[0])
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", c[0], err)
	}
	return p.ParseMove(c[1])
}

// CheckParse runs one subtest per case: the text must name a legal move
// whose text is Want.
func CheckParse(t *testing.T, v checkers.Variant, cases []MoveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c[0]+" "+c[1], func(t *testing.T) {
			m, err := parse(t, v, c)
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", c[1], err)
			}
			if got := m.String(); got != c[2] {
				t.Errorf("ParseMove(%q) = %s, want %s", c[1], got, c[2])
			}
		})
	}
}

// CheckParseErrors runs one subtest per case: the text must be refused
// with an error containing Want.
func CheckParseErrors(t *testing.T, v checkers.Variant, cases []MoveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c[0]+" "+c[1], func(t *testing.T) {
			m, err := parse(t, v, c)
			if err == nil {
				t.Fatalf("ParseMove(%q) = %v, want an error containing %q", c[1], m, c[2])
			}
			if !strings.Contains(err.Error(), c[2]) {
				t.Errorf("error = %q, want it to contain %q", err, c[2])
			}
		})
	}
}

// PlayWithoutProgress plays plies moves in g that do not reset the
// no-progress count (Position.Progress is false), none of them to a
// position seen twice before and each leaving the opponent such a move too,
// so that neither repetition nor a forced take ends the game first. It fails the
// test when no such move exists.
func PlayWithoutProgress(t *testing.T, g *checkers.Game, plies int) {
	t.Helper()
	for ply := 1; ply <= plies; ply++ {
		m := quietMove(g)
		if m == nil {
			t.Fatalf("ply %d: no quiet move in %s", ply, g.Position())
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		if r := g.Result(); r.Over() && ply < plies {
			t.Fatalf("game over after %d plies: %v", ply, r)
		}
	}
}

// quietMove picks a move of g's position for PlayWithoutProgress, or nil.
func quietMove(g *checkers.Game) checkers.Move {
	pos := g.Position()
	seen := map[checkers.Position]int{}
	for _, q := range g.Positions() {
		seen[q]++
	}
	for _, m := range pos.Legal() {
		if pos.Progress(m) {
			continue
		}
		next, err := pos.After(m)
		if err != nil || seen[next] >= 2 {
			continue
		}
		for _, r := range next.Legal() {
			if !next.Progress(r) {
				return m
			}
		}
	}
	return nil
}
