package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestKeepForcingFindsShotsSooner checks that a late move giving a piece
// up (the opponent must capture) is searched to the full depth with
// KeepForcing: the shots are found at depth 12, where the search that
// reduces them (as before) finds them only at 13 (without the one-reply
// extension, which finds them sooner by other means). The search plays the
// hand-set evaluation, so that new learned weights, which order the moves
// otherwise, leave the test alone.
func TestKeepForcingFindsShotsSooner(t *testing.T) {
	g, err := games.Of(standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, fen, key string
		depth          int // found at this depth with KeepForcing, not without
	}{
		{"seeing is believing", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", "22-17", 12},
		{"two-fisted checkers", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "2-7", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct {
				keep int
				want bool
			}{{1, true}, {-1, false}} {
				p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, OneReply: -1, KeepForcing: c.keep, Truncate: -1,
					Weights: g.DefaultWeights()})
				if err != nil {
					t.Fatal(err)
				}
				r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
				if got := r.Move.String() == tt.key; got != c.want {
					t.Errorf("KeepForcing %d, depth %d: got %s (score %d), want %s found: %v", c.keep, tt.depth, r.Move, r.Score, tt.key, c.want)
				}
			}
		})
	}
}
