package checkers_test

import (
	"errors"
	"testing"

	"github.com/kingme/kingme/checkers"
)

// TestPlayRecorded checks that a record goes on past a threefold
// repetition, that live play does not, and that a game ended otherwise
// stays ended.
func TestPlayRecorded(t *testing.T) {
	live, record := newGame(t, "B:WK29:BK4"), newGame(t, "B:WK29:BK4")
	moves := []string{"4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4", "25-29"}
	for _, text := range moves {
		for _, g := range []*checkers.Game{live, record} {
			m, err := g.Position().ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.PlayRecorded(m); err != nil {
				t.Fatalf("PlayRecorded(%s): %v", text, err)
			}
		}
	}
	if got := live.Result().Reason; got != checkers.Repetition {
		t.Fatalf("after %d moves: got %v, want a draw by repetition", len(moves), live.Result())
	}
	if err := live.PlayText("4-8"); !errors.Is(err, checkers.ErrGameOver) {
		t.Errorf("PlayText after the repetition: got %v, want ErrGameOver", err)
	}
	m, _ := record.Position().ParseMove("4-8")
	if err := record.PlayRecorded(m); err != nil {
		t.Errorf("PlayRecorded after the repetition: got %v, want the move played", err)
	}
	if got, want := record.Len(), len(moves)+1; got != want {
		t.Errorf("got %d moves, want %d", got, want)
	}
	resigned := newGame(t, "B:WK29:BK4")
	if err := resigned.Resign(checkers.Red); err != nil {
		t.Fatal(err)
	}
	m, _ = resigned.Position().ParseMove("4-8")
	if err := resigned.PlayRecorded(m); !errors.Is(err, checkers.ErrGameOver) {
		t.Errorf("PlayRecorded after a resignation: got %v, want ErrGameOver", err)
	}
}
