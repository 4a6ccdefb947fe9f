package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestCaptureExtensionFindsShotsSooner checks that half a ply more at each
// position with a capture to make looks further down the exchanges of a
// shot: strokes are found at a depth where the search without it (and
// without truncation, which hides them longer) still misses them.
func TestCaptureExtensionFindsShotsSooner(t *testing.T) {
	tests := []struct {
		name, fen, key string
		depth          int // found at this depth with the extension, not without
	}{
		{"seeing is believing", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", "22-17", 10},
		{"two-fisted checkers", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "2-7", 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct {
				quarters int
				want     bool
			}{{2, true}, {-1, false}} {
				p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, CaptureExtension: c.quarters, Truncate: -1})
				if err != nil {
					t.Fatal(err)
				}
				r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
				if got := r.Move.String() == tt.key; got != c.want {
					t.Errorf("CaptureExtension %d, depth %d: got %s (score %d), want %s found: %v", c.quarters, tt.depth, r.Move, r.Score, tt.key, c.want)
				}
			}
		})
	}
}
