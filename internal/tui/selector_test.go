package tui

import (
	"maps"
	"slices"
	"testing"

	"github.com/kingme/kingme/view"
)

// TestSelector checks how picks on squares become moves.
func TestSelector(t *testing.T) {
	legal := []view.Move{
		{Text: "A", Path: []string{"c3", "e5", "c7"}},
		{Text: "B", Path: []string{"c3", "e5", "g7"}},
		{Text: "C", Path: []string{"c3", "d4"}},
		{Text: "D", Path: []string{"a1", "c3x", "e5x"}},
		{Text: "E", Path: []string{"a1", "a3x", "e5x"}},
		{Text: "F", Path: []string{"d4", "b6"}, Spawn: "c1"},
		{Text: "G", Path: []string{"d4", "b6"}, Spawn: "a1"},
		{Text: "H", Path: []string{"g7", "h8", "h7"}, Crown: 1},
		{Text: "I", Path: []string{"g7", "h8", "g8"}, Crown: 1},
		{Text: "pass", Pass: true},
	}
	tests := []struct {
		name  string
		picks []string
		kinds []pickKind
		moves []string // the moves of the last answer
		next  []string // the targets after the picks
		stage stage
	}{
		{"a square no move starts from", []string{"h1"}, []pickKind{pickNone}, nil, nil, stageRoute},
		{"one landing at a time", []string{"c3", "e5", "c7"}, []pickKind{pickSelect, pickContinue, pickPlay}, []string{"A"}, nil, stageRoute},
		{"the end alone", []string{"c3", "g7"}, []pickKind{pickSelect, pickPlay}, []string{"B"}, nil, stageRoute},
		{"targets of a piece", []string{"c3"}, []pickKind{pickSelect}, nil, []string{"c7", "d4", "e5", "g7"}, stageRoute},
		{"two routes to one end", []string{"a1", "e5x"}, []pickKind{pickSelect, pickChoose}, []string{"D", "E"}, nil, stageRoute},
		{"a route told by its landing", []string{"a1", "a3x"}, []pickKind{pickSelect, pickPlay}, []string{"E"}, nil, stageRoute},
		{"the same square again drops it", []string{"c3", "c3"}, []pickKind{pickSelect, pickCancel}, nil, nil, stageRoute},
		{"another piece instead", []string{"g7", "d4"}, []pickKind{pickSelect, pickSelect}, nil, []string{"b6"}, stageRoute},
		{"a square off the routes drops it", []string{"c3", "h1"}, []pickKind{pickSelect, pickCancel}, nil, nil, stageRoute},
		{"the spawn square comes last", []string{"d4", "b6"}, []pickKind{pickSelect, pickContinue}, nil, []string{"a1", "c1"}, stageSpawn},
		{"spawning", []string{"d4", "b6", "c1"}, []pickKind{pickSelect, pickContinue, pickPlay}, []string{"F"}, nil, stageRoute},
		{"crowning first", []string{"g7"}, []pickKind{pickSelect}, nil, []string{"h8"}, stageRoute},
		{"then the free move", []string{"g7", "h8"}, []pickKind{pickSelect, pickContinue}, nil, []string{"g8", "h7"}, stageFree},
		{"crown and free move", []string{"g7", "h8", "h7"}, []pickKind{pickSelect, pickContinue, pickPlay}, []string{"H"}, nil, stageRoute},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newSelector(legal)
			var res pickResult
			for i, sq := range tc.picks {
				res = s.pick(sq)
				if res.kind != tc.kinds[i] {
					t.Fatalf("pick %d (%s): got %v, want %v", i+1, sq, res.kind, tc.kinds[i])
				}
			}
			var got []string
			for _, m := range res.moves {
				got = append(got, m.Text)
			}
			if !slices.Equal(got, tc.moves) {
				t.Errorf("got moves %v, want %v", got, tc.moves)
			}
			next, _, st := s.targets()
			if got := slices.Sorted(maps.Keys(next)); !slices.Equal(got, tc.next) && !(len(got) == 0 && len(tc.next) == 0) {
				t.Errorf("got targets %v, want %v", got, tc.next)
			}
			if st != tc.stage {
				t.Errorf("got stage %v, want %v", st, tc.stage)
			}
		})
	}
}
