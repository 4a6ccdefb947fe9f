package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestExtensionsFindShotsSooner checks that the one-reply extension (a
// forced reply costs no depth) and the capture extension (half a ply more
// at a position with a capture to make) look further down a shot's
// exchanges: strokes are found at a depth where the search without them
// (and without truncation, which hides them longer) still misses them.
func TestExtensionsFindShotsSooner(t *testing.T) {
	const seeing, twoFisted = "W:W30,29,22,21,9,6:B24,20,16,13,8,7", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2"
	tests := []struct {
		name, fen, key string
		depth          int // found at this depth with the extension, not without
		with, without  engine.Options
	}{
		{"one reply, seeing is believing", seeing, "22-17", 10, engine.Options{OneReply: 1}, engine.Options{OneReply: -1}},
		{"one reply, two-fisted checkers", twoFisted, "2-7", 6, engine.Options{OneReply: 1}, engine.Options{OneReply: -1}},
		{"captures, seeing is believing", seeing, "22-17", 11, engine.Options{CaptureExtension: 2}, engine.Options{CaptureExtension: -1}},
		{"captures, two-fisted checkers", twoFisted, "2-7", 10, engine.Options{CaptureExtension: 2}, engine.Options{CaptureExtension: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct {
				o    engine.Options
				want bool
			}{{tt.with, true}, {tt.without, false}} {
				c.o.TableMiB, c.o.Truncate = 16, -1
				p, err := games.NewPlayer(standard.Variant{}, c.o)
				if err != nil {
					t.Fatal(err)
				}
				r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
				if got := r.Move.String() == tt.key; got != c.want {
					t.Errorf("extension on %v, depth %d: got %s (score %d), want %s found: %v", c.want, tt.depth, r.Move, r.Score, tt.key, c.want)
				}
			}
		})
	}
}
