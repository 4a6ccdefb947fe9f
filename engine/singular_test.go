package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestSingularExtension checks the singular extension
// (engine.Options.Singular): standard checkers' default searches with it
// (the table of games turns it on), node for node; the trees of positions
// searched fewer than 8 plies deep are the same with it as without, deeper
// ones grow (a singular move is looked at a ply deeper), and the key moves
// are still found.
func TestSingularExtension(t *testing.T) {
	tests := []struct {
		name, fen, key string
	}{
		{"an opening", "B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15", ""},
		{"a snappy problem", "B:WK9,19,25:B11,K17,K18", "17-13"},
		{"a middle game", "B:W17,18,21,25,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,13,19", ""},
	}
	for _, tt := range tests {
		nodes := func(singular, depth int) uint64 {
			t.Helper()
			p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Threads: 1, NoBook: true, Singular: singular})
			if err != nil {
				t.Fatal(err)
			}
			r := think(t, p, tt.fen, engine.Limits{Depth: depth})
			if tt.key != "" && r.Move.String() != tt.key {
				t.Errorf("%s, singular %d, depth %d: got %s (score %d), want %s", tt.name, singular, depth, r.Move, r.Score, tt.key)
			}
			return r.Nodes
		}
		if got, want := nodes(1, 14), nodes(0, 14); got != want {
			t.Errorf("%s, depth 14: got %d nodes with the extension on, want the default's %d", tt.name, got, want)
		}
		if got, want := nodes(1, 8), nodes(-1, 8); got != want {
			t.Errorf("%s, depth 8: got %d nodes with the extension on, want %d as without it (below the root no position is searched 8 plies deep)", tt.name, got, want)
		}
		if on, off := nodes(1, 14), nodes(-1, 14); on <= off {
			t.Errorf("%s, depth 14: got %d nodes with the extension on, want more than the %d without it", tt.name, on, off)
		}
	}
}
