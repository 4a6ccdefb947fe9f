package standard_test

import (
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, standard.Variant{}, []varianttest.MoveCase{
		{"B:W21-32:B1-12", "11-15", "11-15"},
		{"B:W21-32:B1-12", " 11-15 ", "11-15"},
		{"B:W21-32:B1-12", "11x15", "11-15"},
		{"B:W14,23:B9", "9x18x27", "9x18x27"},
		{"B:W14,23:B9", "9x27", "9x18x27"},
		{"B:W14,23:B9", "9-27", "9x18x27"},
		{"B:W14,23:B9", "9X18X27", "9x18x27"},
		{"B:W10,11,18,19:BK14", "14x23x16x7x14", "14x23x16x7x14"},
		{"B:W10,11,18,19:BK14", "14x7x16x23x14", "14x23x16x7x14"},
		{"B:W9,10,11,18,19:BK14", "14x5", "14x5"}, // the single jump, not 14x23x16x7x14x5
		{"B:W9,10,11,18,19:BK14", "14x23x16x7x14x5", "14x23x16x7x14x5"},
	})
}

func TestParseMoveErrors(t *testing.T) {
	varianttest.CheckParseErrors(t, standard.Variant{}, []varianttest.MoveCase{
		{"B:W21-32:B1-12", "", "bad move"},
		{"B:W21-32:B1-12", "11", "bad move"},
		{"B:W21-32:B1-12", "11--15", "bad move"},
		{"B:W21-32:B1-12", "11-33", "square 33 is off the board"},
		{"B:W21-32:B1-12", "a-b", `"a" is not a square number`},
		{"B:W21-32:B1-12", "13-17", "there is no piece on 13"},
		{"B:W21-32:B1-12", "22-18", "the piece on 22 is Red's, and Black is to move"},
		{"B:W21-32:B1-12", "11-19", "19 is not a diagonal neighbour of 11; a man moves one square diagonally forward"},
		{"B:W21-32:B1-12", "11-18", "there is no Red piece on 15 to jump"},
		{"B:W28:B14", "14-10", "a man moves only forward"},
		{"W:W24:B1", "24x8", "the man on 24 has no jump"},
		{"B:W28:BK14", "14-19", "19 is not a diagonal neighbour of 14; a king moves one square diagonally"},
		{"B:W21-32:B1-12", "8-11", "11 is occupied"},
		{"B:W21-32:B1-12", "8-12", "12 is occupied"},
		{"B:W18:B1,14", "1-6", "a jump is compulsory: 14x23"},
		{"B:W14:B18", "18x9", "a man jumps only forward"},
		{"B:W18:B14", "14x21", "there is no Red piece on 17 to jump"},
		{"B:W14,23:B9", "9x18", "the jump must be finished: 9x18x27"},
		{"B:W14,23:B9", "9x18x25", "there is no Red piece on 22 to jump"},
		{"B:W26,27:B22", "22x31x24", "the man is crowned on 31 and the move ends there"},
		{"B:W14,15,24:B10", "10x19", "the jump must be finished: 10x19x28"},
		{"B:WK1:BK5", "5-9x14", "5x9 is not a jump"},
		{"B:W9,10,11,18,19:BK14", "14x9", "9 is occupied"},
	})
}

// TestParseMoveReadsEveryLegalMove checks that the text of every legal move
// of many positions reads back to that move.
func TestParseMoveReadsEveryLegalMove(t *testing.T) {
	for _, fen := range []string{
		"B:W21-32:B1-12",
		"B:WK3,10,11,18,19,26,27:BK14,K22,1,5,12",
		"B:W6,7,10,11,14,15,18,19,22,23,26,27:BK2,K30",
		"W:W17,21,22,24,25,26,27,29,30,K5:B1,3,6,7,9,10,11,13,K28",
	} {
		p, err := standard.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range p.LegalMoves() {
			got, err := p.ParseMove(m.String())
			if err != nil {
				t.Errorf("%s: ParseMove(%s): %v", fen, m, err)
				continue
			}
			if got.String() != m.String() {
				t.Errorf("%s: ParseMove(%s) = %s", fen, m, got)
			}
		}
	}
}

// FuzzParseMove checks that ParseMove never panics, and that a move it
// accepts is legal and its text reads back to the same move.
func FuzzParseMove(f *testing.F) {
	fens := []string{
		"B:W21-32:B1-12",
		"B:WK3,10,11,18,19,26,27:BK14,K22,1,5,12",
		"B:W10,11,18,19:BK14",
		"W:W13,14,15,16,21,22,23,24,K12:B5,6,7,8,9,10,11,K29",
	}
	for i, s := range []string{"11-15", "9x18x27", "14x14", "x", "1-2-3", "99-1", "-", "14x23x16x7x14"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p, err := standard.ParseFEN(fens[int(which)%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if _, err := p.After(m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which After refuses: %v", text, m, err)
		}
		again, err := p.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v; its text reads back as %v, %v", text, m, again, err)
		}
	})
}
