package italian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/italian"
)

// play plays the moves, written in the FID's numbers, in g.
func play(t *testing.T, g *checkers.Game, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := g.Position().ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRepetitionDraws plays two kings back and forth: the game goes on
// while a position has been seen twice, and is drawn when it is seen the
// third time (the FID's draw by repetition); no limit on moves without
// progress is set.
func TestRepetitionDraws(t *testing.T) {
	p, err := italian.ParseFEN("W:WK29:BK4")
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(italian.Variant{}, p)
	cycle := []string{"29-25", "4-8", "25-29", "8-4"}
	play(t, g, cycle...)
	play(t, g, cycle[:3]...)
	if r := g.Result(); r.Over() {
		t.Fatalf("after the start position's second time and 3 plies: %v, want the game going on", r)
	}
	play(t, g, cycle[3])
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("the start position a third time: %v, want %v", got, want)
	}
	if got := (italian.Variant{}).NoProgressPlies(); got != 0 {
		t.Errorf("NoProgressPlies() = %d, want 0 (no move limit)", got)
	}
}
