package russian_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/russian"
)

// moveTexts returns the legal moves of the position fen, as texts.
func moveTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := russian.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestRules checks each rule of docs/rules/russian.md on a position made
// for it: the legal moves, all of them.
func TestRules(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"White moves first; men step forward only", "W:Wc3:Bh8", []string{"c3-b4", "c3-d4"}},
		{"Black's men step down", "B:Wa1:Bd6", []string{"d6-c5", "d6-e5"}},
		{"a man captures backward", "W:We5:Bd4", []string{"e5:c3"}},
		{"capturing is compulsory", "W:We5,a1:Bd4", []string{"e5:c3"}},
		{"a capture goes on to the end", "W:Wc3:Bd4,f6", []string{"c3:e5:g7"}},
		{"any capture may be chosen, not the longest", "W:Wc3,h2:Bd4,f6,g3", []string{"c3:e5:g7", "h2:f4"}},
		{"a man crowned in a capture goes on as a flying king", "W:Wb6:Bc7,f6", []string{"b6:d8:g5", "b6:d8:h4"}},
		{"a man crowned at the end of a capture", "W:Wb6:Bc7", []string{"b6:d8"}},
		{"a king flies", "W:WKd4:Bh6", []string{"d4-h8", "d4-a7", "d4-g7", "d4-b6", "d4-f6", "d4-c5", "d4-e5", "d4-c3", "d4-e3", "d4-b2", "d4-f2", "d4-a1", "d4-g1"}},
		{"a king captures at a distance and lands anywhere beyond", "W:WKa1:Bd4", []string{"a1:h8", "a1:g7", "a1:f6", "a1:e5"}},
		{"a king lands where it can capture on", "W:WKa1:Bd4,f4", []string{"a1:e5:g3", "a1:e5:h2"}},
		{"a captured piece blocks: no piece is jumped twice (Turkish strike)", "W:WKa1:Bc3,e5,f6", []string{"a1:d4"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
				t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
	if got, want := russian.Start().String(), "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got := russian.Start().Turn(); got != checkers.Red {
		t.Errorf("the start's player to move is %v, want White (Red)", got)
	}
}

// TestParseMove reads moves by every landing, by their ends, and refuses
// the rest with the reason.
func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, russian.Variant{}, []varianttest.MoveCase{
		{"W:Wc3:Bh8", "c3-d4", "c3-d4"},
		{"W:Wc3:Bh8", "C3-D4", "c3-d4"},
		{"W:Wc3:Bd4,f6", "c3:e5:g7", "c3:e5:g7"},
		{"W:Wc3:Bd4,f6", "c3:g7", "c3:e5:g7"},
		{"W:Wc3:Bd4,f6", "c3xe5xg7", "c3:e5:g7"},
	})
	varianttest.CheckParseErrors(t, russian.Variant{}, []varianttest.MoveCase{
		{"W:Wc3:Bh8", "c3-c4", "c4 is a light square"},
		{"W:Wc3:Bh8", "d4-e5", "there is no piece on d4"},
		{"W:Wc3:Bh8", "h8-g7", "the piece on h8 is Black's, and White is to move"},
		{"W:Wc3:Bd4,f6", "c3:e5", "the jump must be finished: c3:e5:g7"},
		{"W:We5,a1:Bd4", "a1-b2", "capturing is compulsory: e5:c3"},
		{"W:Wc3:Bh8", "c3", "bad move"},
	})
}
