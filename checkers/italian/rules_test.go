package italian_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/italian"
)

// moveTexts returns the legal moves of the position fen, as sorted texts.
func moveTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := italian.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// TestRules checks each rule of docs/rules/italian.md on a position made
// for it: the legal moves, all of them (pydraughts' "italian" gives the
// same for each).
func TestRules(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"White moves first; men step forward only", "W:W22:B4", []string{"22-18", "22-19"}},
		{"a man does not capture backward", "W:W18:B22", []string{"18-13", "18-14"}},
		{"Black's men step and capture down", "B:W22:B18", []string{"18x27"}},
		{"a man may not capture a king", "W:W22:BK18", []string{"22-19"}},
		{"a king captures a king", "W:WK22:BK18", []string{"22x13"}},
		{"a king steps one square every way", "W:WK22:B1", []string{"22-18", "22-19", "22-26", "22-27"}},
		{"the capture of the most pieces first", "W:W22,K27:B18,10,23", []string{"22x13x6"}},
		{"taking as many, with a king", "W:W22,K27:B18,23", []string{"27x20"}},
		{"then the most kings", "W:WK19:B14,K15", []string{"19x12"}},
		{"then the capture that meets a king first", "W:WK22:B18,K10,K19,12", []string{"22x15x8"}},
		{"a man crowned by a capture stops there", "W:W10:B6,7", []string{"10x3"}},
		{"otherwise any capture", "W:W22,23:B18,19", []string{"22x13", "22x15", "23x14"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
				t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
	if got, want := italian.Start().String(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got := italian.Start().Turn(); got != checkers.Red {
		t.Errorf("the start's player to move is %v, want White (Red)", got)
	}
}

// TestTurnedBoard checks that the squares are the FID's: 1 is the top left
// corner (a8), 32 White's right corner (h1), the double corner 25 and 29
// on White's left. A piece's neighbours are read on that board.
func TestTurnedBoard(t *testing.T) {
	tests := []struct {
		fen  string
		want []string
	}{
		{"W:WK32:B1", []string{"32-28"}},          // h1's one neighbour, g2
		{"W:WK29:B1", []string{"29-25", "29-26"}}, // b1: a2 and c2
		{"B:W32:BK1", []string{"1-5"}},            // a8's one neighbour, b7
		{"W:WK25:B1", []string{"25-21", "25-29"}}, // a2: b3 and b1
		{"W:W21:B4", []string{"21-17", "21-18"}},  // b3 steps to a4 and c4
		{"W:WK14:B1", []string{"14-10", "14-11", "14-18", "14-19"}},
	}
	for _, tt := range tests {
		if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
			t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
		}
	}
}

// TestCrowning checks who is a king after the moves that reach the last
// row.
func TestCrowning(t *testing.T) {
	tests := []struct{ fen, move, after string }{
		{"W:W10:B6,7", "10x3", "B:WK3:B7"},
		{"W:W5:B20", "5-1", "B:WK1:B20"},
		{"B:W5:B28", "28-32", "W:W5:BK32"},
	}
	for _, tt := range tests {
		p, err := italian.ParseFEN(tt.fen)
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
	varianttest.CheckParse(t, italian.Variant{}, []varianttest.MoveCase{
		{"W:W22:B4", "22-18", "22-18"},
		{"W:W22,K27:B18,10,23", "22x13x6", "22x13x6"},
		{"W:W22,K27:B18,10,23", "22x6", "22x13x6"},
		{"W:W22,K27:B18,10,23", "22-13-6", "22x13x6"},
	})
	varianttest.CheckParseErrors(t, italian.Variant{}, []varianttest.MoveCase{
		{"W:W22:B4", "22-17", "it is not one of the legal moves"},
		{"W:W22:B4", "18-14", "there is no piece on 18"},
		{"W:W22:B4", "4-8", "the piece on 4 is Black's, and White is to move"},
		{"W:W22,K27:B18,10,23", "22x13", "the jump must be finished: 22x13x6"},
		{"W:W22,K27:B18,23", "22x13", "27x20"},
		{"W:W22:BK18", "22x13", "22-19"},
		{"W:W22:B4", "22", "bad move"},
	})
}
