package internationaleval_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/internationaleval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[international.Position, international.Move] = internationaleval.Engine{}
	_ engine.Threats[international.Position]                     = internationaleval.Engine{}
	_ engine.Forcing[international.Position]                     = internationaleval.Engine{}
)

// search returns the result of a search of fen to depth.
func search(t *testing.T, fen string, depth int) (international.Position, engine.Result[international.Move]) {
	t.Helper()
	p, err := international.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSearcher[international.Position, international.Move](internationaleval.Engine{}, 1)
	return p, s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: depth}, nil)
}

// TestSearchFindsTheShot checks that the search finds a two-for-one shot:
// a man given (37-32 or 38-32), the capture of it forced, and two men taken
// back (42x22).
func TestSearchFindsTheShot(t *testing.T) {
	const fen = "W:W37,38,42,46,47,48:B1,2,3,4,27,28"
	for _, depth := range []int{3, 5} {
		_, r := search(t, fen, depth)
		if len(r.PV) < 3 || r.Score < 50 {
			t.Fatalf("depth %d: %v scoring %d, want a shot scoring a man up (50 or more)", depth, r.PV, r.Score)
		}
		if give, take, back := r.PV[0], r.PV[1], r.PV[2]; give.IsCapture() || take.Jumps() != 1 || back.Jumps() != 2 {
			t.Errorf("depth %d: %s %s %s, want a man given, taken, and two taken back", depth, give, take, back)
		}
	}
}

// TestSearchWinsKingAgainstMan checks that the search sees a king win
// against a lone man at low depth: 48-42 (or 48-37), the man must step to
// 31, and the king takes it.
func TestSearchWinsKingAgainstMan(t *testing.T) {
	p, r := search(t, "W:WK48:B26", 4)
	if moves, ok := engine.WinIn(r.Score); !ok || moves != 2 {
		t.Errorf("score %d (%d moves, %v), want a win in 2 moves", r.Score, moves, ok)
	}
	next := p.Play(r.Move)
	if got := next.Perft(2); got != 1 {
		t.Errorf("after %s: %d replies and captures, want the man's one step and the one capture", r.Move, got)
	}
}

// TestAdapter checks the adapter's answers on positions made for them:
// captures are noisy, man moves and captures are progress, the capture
// threats each side has.
func TestAdapter(t *testing.T) {
	g := internationaleval.Engine{}
	p, err := international.ParseFEN("W:W28,K46:B32,5")
	if err != nil {
		t.Fatal(err)
	}
	moves := g.AppendMoves(&p, nil)
	if len(moves) != 1 || !g.Noisy(moves[0]) || !g.Progress(&p, moves[0]) {
		t.Fatalf("moves %v: want the one capture 28x37, noisy and progress", moves)
	}
	if !g.MustCapture(&p) || !g.Threatened(&p) {
		t.Errorf("%s: MustCapture %v, Threatened %v; want both (each side can capture)", p, g.MustCapture(&p), g.Threatened(&p))
	}
	next := g.Play(&p, moves[0])
	if g.MustCapture(&next) || g.Threatened(&next) {
		t.Errorf("%s: MustCapture %v, Threatened %v; want neither", next, g.MustCapture(&next), g.Threatened(&next))
	}
	quiet, _ := international.ParseFEN("W:WK46:B5")
	for _, m := range g.AppendMoves(&quiet, nil) {
		if g.Noisy(m) || g.Progress(&quiet, m) || g.MoveIndex(m) >= 4096 {
			t.Errorf("king move %s: noisy %v, progress %v, index %d; want neither, below 4096", m, g.Noisy(m), g.Progress(&quiet, m), g.MoveIndex(m))
		}
	}
	if got, want := g.NoProgressPlies(), 50; got != want {
		t.Errorf("NoProgressPlies = %d, want %d", got, want)
	}
	if _, over := g.Ended(&p); over {
		t.Errorf("Ended(%s) reports the game over", p)
	}
	if got := checkers.Red; p.Turn() != got {
		t.Errorf("turn %v, want %v", p.Turn(), got)
	}
}
