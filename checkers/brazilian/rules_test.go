package brazilian_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

// moveTexts returns the legal moves of the position fen, as texts.
func moveTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := brazilian.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestRules checks each rule of docs/rules/brazilian.md on a position made
// for it: the legal moves, all of them.
func TestRules(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"White moves first; men step forward only", "W:Wc3:Bh8", []string{"c3-b4", "c3-d4"}},
		{"Black's men step down", "B:Wa1:Bd6", []string{"d6-c5", "d6-e5"}},
		{"a man captures backward", "W:We5:Bd4", []string{"e5xc3"}},
		{"capturing is compulsory", "W:We5,a1:Bd4", []string{"e5xc3"}},
		{"a capture goes on to the end", "W:Wc3:Bd4,f6", []string{"c3xe5xg7"}},
		{"the capture of the most pieces is compulsory", "W:Wc3,h2:Bd4,f6,g3", []string{"c3xe5xg7"}},
		{"among captures of as many pieces, any", "W:Wc3,h2:Bd4,g3", []string{"c3xe5", "h2xf4"}},
		{"kings and men count alike: two men before one king", "W:Wa3,h2:BKb4,g3,e5", []string{"h2xf4xd6"}},
		{"kings and men count alike: a king and a man as two men", "W:Wa3,h2:BKb4,b6,g3,e5", []string{"a3xc5xa7", "h2xf4xd6"}},
		{"a king's capture of more pieces wins over a man's", "W:WKa1,g1:Bb2,d4,f2,f6", []string{"a1xc3xe5xh8", "a1xc3xe5xg7"}},
		{"a man passing the last row in a capture goes on as a man", "W:Wb6:Bc7,e7", []string{"b6xd8xf6"}},
		{"a man ending its capture on the last row is crowned", "W:Wb6:Bc7", []string{"b6xd8"}},
		{"a king flies", "W:WKd4:Bh6", []string{"d4-h8", "d4-a7", "d4-g7", "d4-b6", "d4-f6", "d4-c5", "d4-e5", "d4-c3", "d4-e3", "d4-b2", "d4-f2", "d4-a1", "d4-g1"}},
		{"a king captures at a distance and lands anywhere beyond", "W:WKa1:Bd4", []string{"a1xh8", "a1xg7", "a1xf6", "a1xe5"}},
		{"a king lands where it can capture on", "W:WKa1:Bd4,f4", []string{"a1xe5xg3", "a1xe5xh2"}},
		{"a captured piece blocks: no piece is jumped twice (Turkish strike)", "W:WKa1:Bc3,e5,f6", []string{"a1xd4"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
				t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
	if got, want := brazilian.Start().String(), "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got := brazilian.Start().Turn(); got != checkers.Red {
		t.Errorf("the start's player to move is %v, want White (Red)", got)
	}
}

// TestCrowning checks who is a king after the moves that reach the last
// row: a man that ends there is crowned, one that passes it is not.
func TestCrowning(t *testing.T) {
	tests := []struct{ fen, move, after string }{
		{"W:Wb6:Bc7,e7", "b6xd8xf6", "B:Wf6:B"},
		{"W:Wb6:Bc7", "b6xd8", "B:WKd8:B"},
		{"W:Wc7:Bh2", "c7-d8", "B:WKd8:Bh2"},
		{"B:Wa1:Bb2", "b2-c1", "W:Wa1:BKc1"},
	}
	for _, tt := range tests {
		p, err := brazilian.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMoveText(tt.move)
		if err != nil {
			t.Fatalf("%s: ParseMove(%s): %v", tt.fen, tt.move, err)
		}
		if got := p.Play(m).String(); got != tt.after {
			t.Errorf("%s after %s: %s, want %s", tt.fen, tt.move, got, tt.after)
		}
	}
}

// TestParseMove reads moves by every landing, by their ends, and refuses
// the rest with the reason.
func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, brazilian.Variant{}, []varianttest.MoveCase{
		{"W:Wc3:Bh8", "c3-d4", "c3-d4"},
		{"W:Wc3:Bh8", "C3-D4", "c3-d4"},
		{"W:Wc3:Bd4,f6", "c3xe5xg7", "c3xe5xg7"},
		{"W:Wc3:Bd4,f6", "c3xg7", "c3xe5xg7"},
		{"W:Wc3:Bd4,f6", "c3:e5:g7", "c3xe5xg7"},
	})
	varianttest.CheckParseErrors(t, brazilian.Variant{}, []varianttest.MoveCase{
		{"W:Wc3:Bh8", "c3-c4", "c4 is a light square"},
		{"W:Wc3:Bh8", "d4-e5", "there is no piece on d4"},
		{"W:Wc3:Bh8", "h8-g7", "the piece on h8 is Black's, and White is to move"},
		{"W:Wc3:Bd4,f6", "c3xe5", "the jump must be finished: c3xe5xg7"},
		{"W:We5,a1:Bd4", "a1-b2", "capturing is compulsory: e5xc3"},
		{"W:Wc3,h2:Bd4,f6,g3", "h2xf4", "c3xe5xg7"},
		{"W:Wc3:Bh8", "c3", "bad move"},
	})
}
