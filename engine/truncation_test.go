package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestTruncationKeepsShots checks what truncation (Options.Truncate) is
// for: searched to the same depth, with it and without it, standard
// checkers' shots are found all the same (the side that gives material up
// is below the window, where nothing is cut), and the searches take fewer
// nodes in all with it.
func TestTruncationKeepsShots(t *testing.T) {
	tests := []struct {
		name, fen, key string
		depth          int
	}{
		{"seeing is believing", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", "22-17", 14},
		{"two-fisted checkers", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "2-7", 16},
		{"a snappy problem", "B:WK9,19,25:B11,K17,K18", "17-13", 14},
		{"the start", standard.Start().String(), "", 16},
		{"a middle game", "B:W17,18,21,25,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,13,19", "", 16},
	}
	nodes := map[int]uint64{}
	for _, tt := range tests {
		for _, truncate := range []int{1, -1} {
			p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Threads: 1, NoBook: true, Truncate: truncate})
			if err != nil {
				t.Fatal(err)
			}
			r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
			if got := r.Move.String(); tt.key != "" && got != tt.key {
				t.Errorf("%s, Truncate %d, depth %d: got %s (score %d), want %s", tt.name, truncate, tt.depth, got, r.Score, tt.key)
			}
			nodes[truncate] += r.Nodes
		}
	}
	if nodes[1] >= nodes[-1] {
		t.Errorf("nodes of the searches: %d with truncation, %d without; want fewer with it", nodes[1], nodes[-1])
	}
	t.Logf("nodes: %d with truncation, %d without", nodes[1], nodes[-1])
}
