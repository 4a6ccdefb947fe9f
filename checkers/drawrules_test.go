package checkers_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// endingVariant is standard checkers with a draw rule of its own: the game
// is drawn once Red has made two moves. It records what Game showed it.
type endingVariant struct {
	standard.Variant
	seen *[]int // len(positions) − len(moves) on each call: always 1
}

func (v endingVariant) Drawn(positions []checkers.Position, moves []checkers.Move) bool {
	*v.seen = append(*v.seen, len(positions)-len(moves))
	red := 0
	for i := range moves {
		if positions[i].Turn() == checkers.Red {
			red++
		}
	}
	return red >= 2
}

// TestDrawRulesEndTheGame: a variant's DrawRules end the game as a draw
// with the reason EndingRule, after the rules of the position, and a move
// taken back takes the draw back with it.
func TestDrawRulesEndTheGame(t *testing.T) {
	var seen []int
	v := endingVariant{seen: &seen}
	g := checkers.NewGame(v)
	play(t, g, "11-15", "23-19", "8-11")
	wantResult(t, g, checkers.Result{})
	play(t, g, "22-17")
	wantResult(t, g, checkers.Result{Outcome: checkers.Draw, Reason: checkers.EndingRule})
	if got, want := g.Result().String(), "draw (the ending's draw rule)"; got != want {
		t.Errorf("Result().String() = %q, want %q", got, want)
	}
	for i, d := range seen {
		if d != 1 {
			t.Errorf("call %d: %d more positions than moves, want 1", i, d)
		}
	}
	if len(seen) != 4 {
		t.Errorf("Drawn was called %d times for 4 moves, want 4", len(seen))
	}
	if err := g.Undo(); err != nil {
		t.Fatalf("Undo: %v", err)
	}
	wantResult(t, g, checkers.Result{})
	// A win on the board comes first: the rule is not asked.
	g = checkers.NewGameFrom(v, mustPosition(t, "B:W18:B14"))
	seen = nil
	play(t, g, "14x23")
	wantResult(t, g, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured})
	if len(seen) != 0 {
		t.Errorf("Drawn was asked %d times after a win, want 0", len(seen))
	}
}
