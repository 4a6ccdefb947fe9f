package engine_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// plain is game with no more than the Adapter: none of the optional
// interfaces (Glance, Threats, Forcing) it may offer.
type plain[P any, M comparable, G engine.Adapter[P, M]] struct{ game G }

func (g plain[P, M, G]) AppendMoves(p *P, dst []M) []M { return g.game.AppendMoves(p, dst) }
func (g plain[P, M, G]) Play(p *P, m M) P              { return g.game.Play(p, m) }
func (g plain[P, M, G]) Hash(p *P) uint64              { return g.game.Hash(p) }
func (g plain[P, M, G]) Evaluate(p *P) int             { return g.game.Evaluate(p) }
func (g plain[P, M, G]) Noisy(m M) bool                { return g.game.Noisy(m) }
func (g plain[P, M, G]) Progress(p *P, m M) bool       { return g.game.Progress(p, m) }
func (g plain[P, M, G]) Ended(p *P) (int, bool)        { return g.game.Ended(p) }
func (g plain[P, M, G]) NoProgressPlies() int          { return g.game.NoProgressPlies() }
func (g plain[P, M, G]) MoveIndex(m M) int             { return g.game.MoveIndex(m) }

// TestGlanceKeepsTheTree searches positions of standard checkers with its
// adapter, which offers Glance (the search then lists a position's moves
// only when it plays them), and with the same adapter without it: the
// two searches visit the same number of nodes and agree on the score and
// the principal variation, in positions with simple moves, jumps, kings
// and a side with no move.
func TestGlanceKeepsTheTree(t *testing.T) {
	tests := []struct {
		fen   string
		depth int
	}{
		{"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", 12},
		{"W:W30,29,22,21,9,6:B24,20,16,13,8,7", 14},
		{"B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", 12},
		{"B:WK9,19,25:B11,K17,K18", 14},
		{"W:W32:B28,K24", 10},
	}
	for _, tt := range tests {
		t.Run(tt.fen, func(t *testing.T) {
			pos, err := standard.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			glancing := engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 16)
			listing := engine.NewSearcher[standard.Position, standard.Move](plain[standard.Position, standard.Move, standardeval.Engine]{standardeval.Engine{}}, 16)
			limits := engine.Limits{Depth: tt.depth}
			got := glancing.Search(context.Background(), pos, nil, 0, limits, nil)
			want := listing.Search(context.Background(), pos, nil, 0, limits, nil)
			if got.Nodes != want.Nodes || got.Score != want.Score || got.Move != want.Move || len(got.PV) != len(want.PV) {
				t.Errorf("with Glance: nodes %d score %d pv %v; without: nodes %d score %d pv %v",
					got.Nodes, got.Score, got.PV, want.Nodes, want.Score, want.PV)
			}
			for i := range min(len(got.PV), len(want.PV)) {
				if got.PV[i] != want.PV[i] {
					t.Errorf("principal variation with Glance %v, without %v", got.PV, want.PV)
					break
				}
			}
		})
	}
}
