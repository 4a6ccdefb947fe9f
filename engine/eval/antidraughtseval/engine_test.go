package antidraughtseval_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/antidraughtseval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[antidraughts.Position, antidraughts.Move] = antidraughtseval.Engine{}
	_ engine.Threats[antidraughts.Position]                    = antidraughtseval.Engine{}
	_ engine.Forcing[antidraughts.Position]                    = antidraughtseval.Engine{}
)

// TestSearchFindsForcedWin checks that the search finds, among several
// moves, the one that wins by force, giving White's men away until it has
// none, and that the moves it expects, played in a Game, win for White.
func TestSearchFindsForcedWin(t *testing.T) {
	tests := []struct {
		fen   string
		moves int    // the win's length, in White's moves
		first string // the one winning move
	}{
		{"W:W27,38:B39", 2, "38-33"},
		{"W:W30,38,39:B26,23,19,17", 3, "30-24"},
	}
	for _, tt := range tests {
		p, err := antidraughts.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSearcher[antidraughts.Position, antidraughts.Move](antidraughtseval.Engine{}, 1)
		r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 2*tt.moves + 1}, nil)
		if n, ok := engine.WinIn(r.Score); !ok || n != tt.moves {
			t.Errorf("%s: score %d (win in %d: %v), want a win in %d moves", tt.fen, r.Score, n, ok, tt.moves)
		}
		if got := r.Move.String(); got != tt.first {
			t.Errorf("%s: the search plays %s (%v), want %s", tt.fen, got, r.PV, tt.first)
		}
		g := checkers.NewGameFrom(antidraughts.Variant{}, p)
		for _, m := range r.PV {
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v: %v", tt.fen, r.PV, err)
			}
		}
		if got := g.Result(); got.Outcome != checkers.RedWins || got.Reason != checkers.AllCaptured {
			t.Errorf("%s after %v: %v, want White winning, all its pieces captured", tt.fen, r.PV, got)
		}
	}
}

// TestEnded checks that the adapter ends the game won for the player to
// move who cannot move, and nowhere else.
func TestEnded(t *testing.T) {
	for _, c := range []struct {
		fen     string
		over    bool
		outcome int
	}{
		{"W:W:B1", true, 1},
		{"W:W46:B41,37", true, 1},
		{"B:W50:B45", true, 1},
		{"W:W32:B3", false, 0},
	} {
		p, err := antidraughts.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if outcome, over := (antidraughtseval.Engine{}).Ended(&p); over != c.over || outcome != c.outcome {
			t.Errorf("Ended(%s) = %d, %v, want %d, %v", c.fen, outcome, over, c.outcome, c.over)
		}
	}
}

// TestEvaluatePrefersFewerPiecesAndMoves checks that Evaluate scores
// each position above zero for the side with fewer pieces or moves,
// whichever player is to move.
func TestEvaluatePrefersFewerPiecesAndMoves(t *testing.T) {
	w := antidraughtseval.DefaultWeights()
	for _, c := range []struct {
		name, pieces string
		better       checkers.Color
	}{
		{"a man down from the start", "W31-50:B1-19", checkers.Black},
		{"a king against a man", "WK28:B3", checkers.Black},
		{"a blocked man against a free one", "W46:B41,37", checkers.Red},
	} {
		for _, turn := range []string{"W", "B"} {
			p, err := antidraughts.ParseFEN(turn + ":" + c.pieces)
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
	start := antidraughts.Start()
	if got := w.Evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
}
