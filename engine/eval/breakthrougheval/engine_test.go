package breakthrougheval_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/breakthrougheval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[breakthrough.Position, breakthrough.Move] = breakthrougheval.Engine{}
	_ engine.Threats[breakthrough.Position]                    = breakthrougheval.Engine{}
	_ engine.Forcing[breakthrough.Position]                    = breakthrougheval.Engine{}
)

// TestSearchFindsForcedWin checks that the search finds, among several
// moves, the one that crowns a king by force, and that the moves it
// expects, played in a Game, win for White by its crowning.
func TestSearchFindsForcedWin(t *testing.T) {
	tests := []struct {
		fen   string
		moves int    // the win's length, in White's moves
		first string // the one winning move
	}{
		{"W:W15,25,28,39:B35,37", 2, "15-10"},
		{"W:W17,20:B16,25,33,36", 3, "17-12"},
	}
	for _, tt := range tests {
		p, err := breakthrough.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSearcher[breakthrough.Position, breakthrough.Move](breakthrougheval.Engine{}, 1)
		r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 2*tt.moves + 1}, nil)
		if n, ok := engine.WinIn(r.Score); !ok || n != tt.moves {
			t.Errorf("%s: score %d (win in %d: %v), want a win in %d moves", tt.fen, r.Score, n, ok, tt.moves)
		}
		if got := r.Move.String(); got != tt.first {
			t.Errorf("%s: the search plays %s (%v), want %s", tt.fen, got, r.PV, tt.first)
		}
		g := checkers.NewGameFrom(breakthrough.Variant{}, p)
		for _, m := range r.PV {
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v: %v", tt.fen, r.PV, err)
			}
		}
		if got, want := g.Result(), (checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Crowned}); got != want {
			t.Errorf("%s after %v: %v, want %v", tt.fen, r.PV, got, want)
		}
	}
}

// TestEnded checks that the adapter ends the game once a king stands on
// the board, lost for the player to move, and not before.
func TestEnded(t *testing.T) {
	for _, c := range []struct {
		fen     string
		over    bool
		outcome int
	}{
		{"B:WK1:B45", true, -1},
		{"W:W6:BK47", true, -1},
		{"W:W7:B45", false, 0},
	} {
		p, err := breakthrough.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if outcome, over := (breakthrougheval.Engine{}).Ended(&p); over != c.over || outcome != c.outcome {
			t.Errorf("Ended(%s) = %d, %v, want %d, %v", c.fen, outcome, over, c.outcome, c.over)
		}
	}
}

// TestEvaluateValuesTheRace checks that Evaluate scores each position
// above zero for the side ahead in the race to the crowning row,
// whichever player is to move.
func TestEvaluateValuesTheRace(t *testing.T) {
	w := breakthrougheval.DefaultWeights()
	for _, c := range []struct {
		name, pieces string
		better       checkers.Color
	}{
		{"a man up from the start", "W31-50:B1-19", checkers.Red},
		{"a man further on", "W12:B34", checkers.Red},
		{"a free path against barred ones", "W26,50:B10,25", checkers.Red},
		{"Black's man near its crowning row", "W11:B41", checkers.Black},
	} {
		for _, turn := range []string{"W", "B"} {
			p, err := breakthrough.ParseFEN(turn + ":" + c.pieces)
			if err != nil {
				t.Fatal(err)
			}
			got := w.Evaluate(&p)
			if p.Turn() != c.better {
				got = -got
			}
			if got <= 0 {
				t.Errorf("%s: Evaluate(%s) for %v = %d, want > 0", c.name, p, c.better, got)
			}
		}
	}
	start := breakthrough.Start()
	if got := w.Evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
}
