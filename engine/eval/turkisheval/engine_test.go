package turkisheval_test

import (
	"context"
	"math"
	"testing"

	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[turkish.Position, turkish.Move] = turkisheval.Engine{}
	_ engine.Threats[turkish.Position]               = turkisheval.Engine{}
	_ engine.Forcing[turkish.Position]               = turkisheval.Engine{}
)

// parse reads fen or fails the test.
func parse(t *testing.T, fen string) turkish.Position {
	t.Helper()
	p, err := turkish.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSearchTakesTheKingsCapture checks a search to depth 5 where White
// must capture: its king takes h7 (h1xh8), and White, a king and three men
// against four men after it, must come out ahead.
func TestSearchTakesTheKingsCapture(t *testing.T) {
	p := parse(t, "W:Wa2,b2,d4,Kh1:Bd6,d3,f3,g7,h7")
	s := engine.NewSearcher[turkish.Position, turkish.Move](turkisheval.Engine{}, 1)
	r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 5}, nil)
	if r.Move.String() != "h1xh8" || r.Score < 50 {
		t.Errorf("%s: %v scoring %d, want h1xh8 first, scoring 50 or more", p, r.PV, r.Score)
	}
}

// TestSearchWinsKingAgainstMen checks that a king against two men it can
// take wins.
func TestSearchWinsKingAgainstMen(t *testing.T) {
	p := parse(t, "W:WKa1,h2:Bc5,e6")
	s := engine.NewSearcher[turkish.Position, turkish.Move](turkisheval.Engine{}, 1)
	r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 6}, nil)
	if r.Score < 300 {
		t.Errorf("%s: %v scoring %d, want a winning score (300 or more)", p, r.PV, r.Score)
	}
}

// TestAdapter checks the adapter's answers on positions made for them.
func TestAdapter(t *testing.T) {
	g := turkisheval.Engine{}
	p := parse(t, "W:Wd4,a2:Bd5,h7")
	moves := g.AppendMoves(&p, nil)
	if len(moves) != 1 || !g.Noisy(moves[0]) || !g.Progress(&p, moves[0]) {
		t.Fatalf("moves %v: want the one capture d4xd6, noisy and progress", moves)
	}
	if !g.MustCapture(&p) || !g.Threatened(&p) {
		t.Errorf("%s: MustCapture %v, Threatened %v; want both (each side can capture)", p, g.MustCapture(&p), g.Threatened(&p))
	}
	quiet := parse(t, "W:WKa1,b2:Bh8,g7")
	for _, m := range g.AppendMoves(&quiet, nil) {
		if g.Noisy(m) || g.MoveIndex(m) >= 4096 {
			t.Errorf("move %s: noisy %v, index %d; want quiet, below 4096", m, g.Noisy(m), g.MoveIndex(m))
		}
	}
	if got, want := g.NoProgressPlies(), math.MaxInt32; got != want {
		t.Errorf("NoProgressPlies = %d, want %d (no limit)", got, want)
	}
	lone := parse(t, "W:WKa1:Bh8")
	if outcome, over := g.Ended(&lone); !over || outcome != 0 {
		t.Errorf("Ended(%s) = %d, %v; want a draw (0, true): one piece each", lone, outcome, over)
	}
	if _, over := g.Ended(&p); over {
		t.Errorf("Ended(%s) reports the game over", p)
	}
}

// TestEvaluate checks the evaluation's signs: the start is even, a man up
// scores for its side, and an advanced man more than a man at home.
func TestEvaluate(t *testing.T) {
	w := turkisheval.DefaultWeights()
	for _, tc := range []struct {
		fen  string
		sign int
	}{
		{turkish.Start().String(), 0},
		{"W:Wa2,b2,c2:Bh7,g7", 1},
		{"B:Wa2,b2,c2:Bh7,g7", -1},
		{"W:Wa6,b7:Bh7,g7", 1},
	} {
		p := parse(t, tc.fen)
		got := w.Evaluate(&p)
		if (got > 0) != (tc.sign > 0) || (got < 0) != (tc.sign < 0) {
			t.Errorf("Evaluate(%s) = %d, want its sign %d", tc.fen, got, tc.sign)
		}
	}
}
