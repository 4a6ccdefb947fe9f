package standardeval_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// TestEngineShortcutsAgree plays random games and checks, in every
// position, that the adapter's shortcuts for the search say what its list
// of moves says: Glance whether there is a move and whether the first is
// a jump (Noisy), AppendMoveIndices each move's MoveIndex, Step each
// move's Play, Hash and Progress.
func TestEngineShortcutsAgree(t *testing.T) {
	var g standardeval.Engine
	rng := rand.New(rand.NewPCG(29, 1))
	positions, blocked := 0, 0
	for range 200 {
		p := standard.Start()
		for range 200 {
			moves := g.AppendMoves(&p, nil)
			positions++
			wantAny := len(moves) > 0
			wantNoisy := wantAny && g.Noisy(moves[0])
			if gotAny, gotNoisy := g.Glance(&p); gotAny != wantAny || gotNoisy != wantNoisy {
				t.Fatalf("Glance(%s) = %v, %v, want %v, %v", p.String(), gotAny, gotNoisy, wantAny, wantNoisy)
			}
			var want []int32
			for _, m := range moves {
				want = append(want, int32(g.MoveIndex(m)))
			}
			if got := g.AppendMoveIndices(nil, moves); !slices.Equal(got, want) {
				t.Fatalf("AppendMoveIndices of %s's moves %v = %v, want %v", p.String(), moves, got, want)
			}
			for _, m := range moves {
				var child standard.Position
				key, progress := g.Step(&p, m, &child)
				want := g.Play(&p, m)
				if child != want || key != g.Hash(&want) || progress != g.Progress(&p, m) {
					t.Fatalf("Step(%s, %s) = %s, %#x, %v, want %s, %#x, %v", p.String(), m, child.String(), key, progress,
						want.String(), g.Hash(&want), g.Progress(&p, m))
				}
			}
			if !wantAny {
				blocked++
				break
			}
			p = g.Play(&p, moves[rng.IntN(len(moves))])
		}
	}
	if blocked == 0 {
		t.Errorf("no game of %d positions ended without a move: the test saw no blocked side", positions)
	}
}
