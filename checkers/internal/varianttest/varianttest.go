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

// RuleCase is {name, position, moves, play, after}: a position in the
// variant's text, its legal moves (their texts joined by spaces, in Legal's
// order), and, when play is set, the position after that move. Like
// MoveCase it is an array, one line a case.
type RuleCase [5]string

// CheckRules runs one subtest per case.
func CheckRules(t *testing.T, v checkers.Variant, cases []RuleCase) {
	t.Helper()
	for _, c := range cases {
		name, pos, moves, play, want := c[0], c[1], c[2], c[3], c[4]
		t.Run(name, func(t *testing.T) {
			p, err := v.ParsePosition(pos)
			if err != nil {
				t.Fatalf("ParsePosition(%q): %v", pos, err)
			}
			var texts []string
			for _, m := range p.Legal() {
				texts = append(texts, m.String())
			}
			if got := strings.Join(texts, " "); got != moves {
				t.Errorf("moves of %q = %q, want %q", pos, got, moves)
			}
			if play == "" {
				return
			}
			m, err := p.ParseMove(play)
			if err != nil {
				t.Fatalf("ParseMove(%s): %v", play, err)
			}
			after, err := p.After(m)
			if err != nil {
				t.Fatalf("After(%s): %v", play, err)
			}
			if got := after.String(); got != want {
				t.Errorf("after %s: %q, want %q", play, got, want)
			}
		})
	}
}

// CheckResignationAndAgreedDraw checks, from the variant's start, that the
// first player's resignation gives the game to the other, and that an
// accepted draw offer draws it.
func CheckResignationAndAgreedDraw(t *testing.T, v checkers.Variant) {
	t.Helper()
	first := v.Start().Turn()
	g := checkers.NewGame(v)
	if err := g.Resign(first); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.WinFor(first.Opponent()), Reason: checkers.Resignation}); got != want {
		t.Errorf("after %s resigns: %v, want %v", first, got, want)
	}
	g = checkers.NewGame(v)
	if err := g.OfferDraw(first); err != nil {
		t.Fatal(err)
	}
	if err := g.AcceptDraw(first.Opponent()); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Agreement}); got != want {
		t.Errorf("after an accepted draw: %v, want %v", got, want)
	}
}
