package pool_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/pool"
)

// moveTexts returns the legal moves of the position fen, as texts.
func moveTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := pool.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestRules checks each rule of docs/rules/pool.md on a position made for
// it: the legal moves, all of them. (Squares: 1 is b8, 4 h8, 29 a1, 32 g1;
// Black moves down, White up.)
func TestRules(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"Black's men step forward, down the board", "B:W32:B14", []string{"14-17", "14-18"}},
		{"White's men step forward, up the board", "W:W22:B4", []string{"22-17", "22-18"}},
		{"a man captures backward", "W:W14:B18", []string{"14x23"}},
		{"capturing is compulsory", "W:W14,32:B18", []string{"14x23"}},
		{"a capture goes on to its end", "W:W22:B18,10", []string{"22x15x6"}},
		{"any capture may be chosen, not only the longest", "W:W22,28:B18,10,24", []string{"22x15x6", "28x19"}},
		{"a king's capture is no better than a man's", "W:WK29,31:B25,26", []string{"29x4", "29x8", "29x11", "29x15", "29x18", "29x22", "31x22"}},
		{"a king that can capture on from one landing must land there", "W:WK29,31:B25,27", []string{"29x18x32", "31x24"}},
		{"a man that reaches the far row by a jump and can jump on, backward, must, as a man", "W:W11:B7,6", []string{"11x2x9"}},
		{"a man whose capture ends on the far row is crowned", "W:W11:B7", []string{"11x2"}},
		{"a king flies", "W:WK22:B1", []string{"22-4", "22-8", "22-11", "22-13", "22-15", "22-17", "22-18", "22-25", "22-26", "22-29", "22-31"}},
		{"a king captures at a distance and lands anywhere beyond", "W:WK29:B18", []string{"29x4", "29x8", "29x11", "29x15"}},
		{"a king lands where it can capture on", "W:WK29:B18,19", []string{"29x15x24", "29x15x28"}},
		{"a king's way round four pieces, either way, is one move when it ends where it began", "W:WK26:B23,15,14,22", []string{"26x17x10x19x26", "26x17x10x19x30", "26x19x10x17x31"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
				t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
	if got, want := pool.Start().String(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got := pool.Start().Turn(); got != checkers.Black {
		t.Errorf("the start's player to move is %v, want Black", got)
	}
}

// TestCrowning checks who is a king after the moves that reach the far
// row: a man that ends there is crowned, one that jumps on from it is not.
func TestCrowning(t *testing.T) {
	tests := []struct{ fen, move, after string }{
		{"W:W11:B7,6", "11x2x9", "B:W9:B"},
		{"W:W11:B7", "11x2", "B:WK2:B"},
		{"W:W6:B27", "6-1", "B:WK1:B27"},
		{"B:W5:B27", "27-32", "W:W5:BK32"},
	}
	for _, tt := range tests {
		p, err := pool.ParseFEN(tt.fen)
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
	varianttest.CheckParse(t, pool.Variant{}, []varianttest.MoveCase{
		{"B:W32:B14", "14-18", "14-18"},
		{"W:W22:B18,10", "22x15x6", "22x15x6"},
		{"W:W22:B18,10", "22x6", "22x15x6"},
		{"W:W22:B18,10", "22-15-6", "22x15x6"},
	})
	varianttest.CheckParseErrors(t, pool.Variant{}, []varianttest.MoveCase{
		{"B:W32:B14", "14-19", "it is not one of the legal moves: 14-17, 14-18"},
		{"B:W32:B14", "13-17", "there is no piece on 13"},
		{"B:W32:B14", "32-27", "the piece on 32 is White's, and Black is to move"},
		{"W:W22:B18,10", "22x15", "the jump must be finished: 22x15x6"},
		{"W:W14,32:B18", "32-27", "capturing is compulsory: 14x23"},
		{"B:W32:B14", "14", "bad move"},
	})
}
