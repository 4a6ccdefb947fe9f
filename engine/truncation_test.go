package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestTruncationSearchesLess checks what truncation (Options.Truncate) does:
// searched to the same depth, with it and without it, standard checkers'
// positions take fewer nodes in all with it, a quiet shot is still found,
// and a shot that begins by giving a man up ("seeing is believing", which
// the search without truncation finds at depth 14) is found only later, at
// depth 26: the price of the plies it saves, which won at equal time
// (docs/engine.md).
func TestTruncationSearchesLess(t *testing.T) {
	tests := []struct {
		name, fen string
		depth     int
		key       map[int]string // the move wanted, by Truncate; "" for any
	}{
		{"a snappy problem", "B:WK9,19,25:B11,K17,K18", 14, map[int]string{1: "17-13", -1: "17-13"}},
		{"seeing is believing", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", 14, map[int]string{1: "6-2", -1: "22-17"}},
		{"the start", standard.Start().String(), 16, nil},
		{"a middle game", "B:W17,18,21,25,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,13,19", 16, nil},
	}
	nodes := map[int]uint64{}
	for _, tt := range tests {
		for _, truncate := range []int{1, -1} {
			p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Threads: 1, NoBook: true, Truncate: truncate})
			if err != nil {
				t.Fatal(err)
			}
			r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
			if want := tt.key[truncate]; want != "" && r.Move.String() != want {
				t.Errorf("%s, Truncate %d, depth %d: got %s (score %d), want %s", tt.name, truncate, tt.depth, r.Move, r.Score, want)
			}
			nodes[truncate] += r.Nodes
		}
	}
	if nodes[1] >= nodes[-1] {
		t.Errorf("nodes of the searches: %d with truncation, %d without; want fewer with it", nodes[1], nodes[-1])
	}
	t.Logf("nodes: %d with truncation, %d without", nodes[1], nodes[-1])
}

// TestTruncationIsStandardsDefault checks that standard checkers plays with
// truncation unless told (games.Game.Truncate): its default player's
// search is the one with Truncate 1, node for node, and not the one
// without.
func TestTruncationIsStandardsDefault(t *testing.T) {
	fen := "B:W17,18,21,25,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,13,19"
	nodes := map[int]uint64{}
	for _, truncate := range []int{0, 1, -1} {
		p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Threads: 1, NoBook: true, Truncate: truncate})
		if err != nil {
			t.Fatal(err)
		}
		nodes[truncate] = think(t, p, fen, engine.Limits{Depth: 14}).Nodes
	}
	if nodes[0] != nodes[1] || nodes[0] == nodes[-1] {
		t.Errorf("nodes at depth 14: default %d, Truncate 1 %d, Truncate -1 %d; want the default to be Truncate 1's", nodes[0], nodes[1], nodes[-1])
	}
}

// TestSoftTruncationSearchesLess checks what soft truncation
// (Options.SoftTruncate) adds to truncation: the same positions searched to
// the same depth take fewer nodes in all with it, the quiet shot is still
// found, and without truncation it does nothing (node for node).
func TestSoftTruncationSearchesLess(t *testing.T) {
	tests := []struct {
		name, fen, key string
		depth          int
	}{
		{"a snappy problem", "B:WK9,19,25:B11,K17,K18", "17-13", 14},
		{"the start", standard.Start().String(), "", 16},
		{"a middle game", "B:W17,18,21,25,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,13,19", "", 16},
	}
	type setting struct{ truncate, soft int }
	nodes := map[setting]uint64{}
	for _, tt := range tests {
		for _, s := range []setting{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Threads: 1, NoBook: true, Truncate: s.truncate, SoftTruncate: s.soft})
			if err != nil {
				t.Fatal(err)
			}
			r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
			if tt.key != "" && r.Move.String() != tt.key {
				t.Errorf("%s, %+v, depth %d: got %s (score %d), want %s", tt.name, s, tt.depth, r.Move, r.Score, tt.key)
			}
			nodes[s] += r.Nodes
		}
	}
	if got, hard := nodes[setting{1, 1}], nodes[setting{1, -1}]; got >= hard {
		t.Errorf("nodes with soft truncation: got %d, want fewer than %d (truncation alone)", got, hard)
	}
	if got, want := nodes[setting{-1, 1}], nodes[setting{-1, -1}]; got != want {
		t.Errorf("nodes without truncation, soft on: got %d, want %d (soft off)", got, want)
	}
	t.Logf("nodes: %v", nodes)
}
