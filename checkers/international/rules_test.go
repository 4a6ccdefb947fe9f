package international_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/international"
)

// moveTexts returns the legal moves of the position fen, as texts.
func moveTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := international.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestRules checks each rule of docs/rules/international.md on a position
// made for it: the legal moves, all of them.
func TestRules(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"White moves first; men step forward only", "W:W32:B3", []string{"32-27", "32-28"}},
		{"Black's men step down", "B:W48:B19", []string{"19-23", "19-24"}},
		{"a man captures backward", "W:W28:B32", []string{"28x37"}},
		{"capturing is compulsory", "W:W28,48:B32", []string{"28x37"}},
		{"a capture goes on to the end", "W:W37:B32,22", []string{"37x17"}},
		{"the capture of the most pieces is compulsory", "W:W37,48:B32,22,43", []string{"37x17"}},
		{"among captures of as many pieces, any", "W:W37,48:B32,43", []string{"37x28", "48x39"}},
		{"kings and men count alike: two men before one king", "W:W37,48:BK43,32,22", []string{"37x17"}},
		{"a man passing the last row in a capture goes on as a man", "W:W13:B8,7", []string{"13x11"}},
		{"a man ending its capture on the last row is crowned", "W:W13:B8", []string{"13x2"}},
		{"a king flies", "W:WK28:B5", []string{"28-6", "28-10", "28-11", "28-14", "28-17", "28-19", "28-22", "28-23", "28-32", "28-33", "28-37", "28-39", "28-41", "28-44", "28-46", "28-50"}},
		{"a king captures at a distance and lands anywhere beyond", "W:WK46:B28", []string{"46x5", "46x10", "46x14", "46x19", "46x23"}},
		{"a king lands where it can capture on", "W:WK46:B28,24", []string{"46x30", "46x35"}},
		{"a king takes two pieces along one diagonal", "W:WK46:B37,23", []string{"46x5", "46x10", "46x14", "46x19"}},
		// Were 37 taken off at once, the king would go on from 26 over 42
		// to 48, four pieces.
		{"a captured piece blocks: no piece is jumped twice (Turkish strike)", "W:WK46:B37,22,21,42", []string{"46x26"}},
		{"two pieces side by side cannot be captured", "W:WK46:B37,32", []string{"46-41"}},
		{"routes round the same pieces are one move", "W:W37:B32,22,31,21", []string{"37x37"}},
		{"captures with the same ends are written with every landing", "B:W27,32,36,41,42,46,K33:BK50", []string{"50x22x31x48", "50x28x37x48"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := moveTexts(t, tt.fen); !slices.Equal(got, tt.want) {
				t.Errorf("moves of %s = %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
	if got, want := international.Start().String(), "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"; got != want {
		t.Errorf("start = %s, want %s", got, want)
	}
	if got := international.Start().Turn(); got != checkers.Red {
		t.Errorf("the start's player to move is %v, want White (Red)", got)
	}
}

// TestCrowning checks who is a king after the moves that reach the last
// row: a man that ends there is crowned, one that passes it is not.
func TestCrowning(t *testing.T) {
	tests := []struct{ fen, move, after string }{
		{"W:W13:B8,7", "13x11", "B:W11:B"},
		{"W:W13:B8", "13x2", "B:WK2:B"},
		{"W:W7:B45", "7-1", "B:WK1:B45"},
		{"B:W6:B44", "44-50", "W:W6:BK50"},
		{"W:WK46:B37,22,21,42", "46x26", "B:WK26:B42"},
	}
	for _, tt := range tests {
		p, err := international.ParseFEN(tt.fen)
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

// TestParseMove reads moves by their ends and by every landing, along any
// route, and refuses the rest with the reason.
func TestParseMove(t *testing.T) {
	ambiguous := "B:W27,32,36,41,42,46,K33:BK50"
	varianttest.CheckParse(t, international.Variant{}, []varianttest.MoveCase{
		{"W:W32:B3", "32-28", "32-28"},
		{"W:W32:B3", " 32-27 ", "32-27"},
		{"W:W37:B32,22", "37x17", "37x17"},
		{"W:W37:B32,22", "37x28x17", "37x17"},
		{"W:W37:B32,22", "37X28X17", "37x17"},
		{"W:WK46:B37,23", "46x32x19", "46x19"},
		{"W:WK46:B37,23", "46x28x19", "46x19"}, // any square between the pieces
		{ambiguous, "50x22x31x48", "50x22x31x48"},
		{ambiguous, "50x28x37x48", "50x28x37x48"},
		{"W:W37:B32,22,31,21", "37x26x17x28x37", "37x37"},
		{"W:W37:B32,22,31,21", "37x28x17x26x37", "37x37"},
	})
	varianttest.CheckParseErrors(t, international.Variant{}, []varianttest.MoveCase{
		{"W:W32:B3", "32-33", "it is not one of the legal moves: 32-27, 32-28"},
		{"W:W32:B3", "33-28", "there is no piece on 33"},
		{"W:W32:B3", "3-9", "the piece on 3 is Black's, and White is to move"},
		{"W:W28,48:B32", "48-42", "capturing is compulsory"},
		{"W:W37,48:B32,22,43", "48x39", "the most pieces (2): 37x17"},
		{"W:W37:B32,22", "37x28", "the jump must be finished: 37x17"},
		{ambiguous, "50x48", "50x48 could be 50x22x31x48, 50x28x37x48; write every landing square"},
		{"W:WK46:B37,23", "46x41x19", "it is not one of the legal moves"},
		{"W:W32:B3", "32", "bad move"},
		{"W:W32:B3", "32-51", "square 51 is off the board (1-50)"},
		{"W:W32:B3", "32--28", "bad move"},
	})
}

// TestParseFEN reads positions in every accepted form and writes them back
// in the canonical one.
func TestParseFEN(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"W:W31-50:B1-20", international.Start().String()},
		{"w:b1-20:w31-50.", international.Start().String()},
		{"B:WK10,31,K1-3:B45,K50", "B:W31,K1,K2,K3,K10:B45,K50"},
		{" W : W 33 , K 5 : B ", "W:W33,K5:B"},
		{"W:W:B", "W:W:B"},
	} {
		p, err := international.ParseFEN(c.in)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", c.in, err)
			continue
		}
		if got := p.String(); got != c.want {
			t.Errorf("ParseFEN(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestParseFENErrors refuses bad positions with the reason.
func TestParseFENErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "want the side to move and both sides' pieces"},
		{"X:W31:B1", "must be W (White) or B (Black)"},
		{"W:W31:W32", "the W section appears twice"},
		{"W:W31:Q1", `section "Q1" must start with W or B`},
		{"W:W31,31:B1", "square 31 is given twice"},
		{"W:W0:B1", "square 0 is off the board (1-50)"},
		{"W:W51:B1", "square 51 is off the board (1-50)"},
		{"W:Wx:B1", `"x" is not a square number`},
		{"W:W40-31:B1", `range "40-31" runs backward`},
		{"W:W3:B20", "White's man on 3 stands on its crowning row"},
		{"W:W30:B47", "Black's man on 47 stands on its crowning row"},
		{"W:W1-21:B30", "White has 21 pieces; a side has at most 20"},
	} {
		_, err := international.ParseFEN(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseFEN(%q) error = %v, want one containing %q", c.in, err, c.want)
		}
	}
}
