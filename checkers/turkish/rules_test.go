package turkish_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
)

// legalTexts returns the texts of the legal moves of fen.
func legalTexts(t *testing.T, fen string) []string {
	t.Helper()
	p, err := turkish.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestMoves checks the legal moves of positions made for each rule.
func TestMoves(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		want      []string
	}{
		{"a man steps forward and sideways, never back", "W:Wd4:Ba8,h8", []string{"d4-c4", "d4-e4", "d4-d5"}},
		{"Black's men step down", "B:Wa1,h1:Bd5", []string{"d5-d4", "d5-c5", "d5-e5"}},
		{"a king slides along ranks and files to the first piece", "W:WKd4,d6:Ba8,h8", []string{
			"d4-d1", "d4-d2", "d4-d3", "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4", "d4-g4", "d4-h4", "d4-d5",
			"d6-c6", "d6-e6", "d6-d7"}},
		{"a man captures forward and sideways, not backward", "W:Wd4:Bd3,c4,h8", []string{"d4xb4"}},
		{"capturing is compulsory, the most pieces", "W:Wa2,e4:Be5,e7,a3,h8", []string{"e4xe8"}},
		{"no king turns back 180° between two captures", "W:WKd4:Bd6,d2,Kh1", []string{"d4xd1", "d4xd7", "d4xd8"}},
		{"a man reaching the last row in a capture goes on as a man", "W:Wc6,a2:Bc7,d8,h5", []string{"c6xe8"}},
		{"… and does not fly as a king would", "W:Wc6,a2:Bc7,e8,h5", []string{"c6xc8"}},
		{"each side with one piece: drawn, no move", "W:WKa1:Bh8", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := legalTexts(t, tc.fen); !slices.Equal(got, tc.want) {
				t.Errorf("%s: got %q, want %q", tc.fen, got, tc.want)
			}
		})
	}
}

// TestCapturedSquareIsFree checks that a piece taken leaves the board at
// once: the king's way round five pieces crosses the square of the first
// and may end on it, or on its own start square.
func TestCapturedSquareIsFree(t *testing.T) {
	p, err := turkish.ParseFEN("W:WKe1:Be3,c4,b6,d7,e5,Kh1")
	if err != nil {
		t.Fatal(err)
	}
	ends := map[string]bool{}
	for _, m := range p.LegalMoves() {
		if m.Jumps() != 5 {
			t.Errorf("%s takes %d pieces; want every move to take the most, 5", m, m.Jumps())
		}
		ends[m.To().String()] = true
	}
	for _, sq := range []string{"e3", "e1"} {
		if !ends[sq] {
			t.Errorf("no capture of 5 ends on %s; got ends %v", sq, ends)
		}
	}
	m, err := p.ParseMoveText("e1xe4xb4xb7xe7xe1")
	if err != nil {
		t.Fatal(err)
	}
	q := p.Play(m)
	if got, want := q.String(), "B:WKe1:BKh1"; got != want {
		t.Errorf("after %s: got %s, want %s", m, got, want)
	}
}

// TestCrowning checks that a man is crowned where its move ends on the last
// row, by a step or a capture.
func TestCrowning(t *testing.T) {
	for _, tc := range []struct{ fen, move, want string }{
		{"W:Wd7:Bb5,g5", "d7-d8", "B:WKd8:Bb5,g5"},
		{"B:Wb4,g4:Be2", "e2-e1", "W:Wb4,g4:BKe1"},
		{"W:Wc6,a2:Bc7,d8,h5", "c6xe8", "B:Wa2,Ke8:Bh5"},
	} {
		p, err := turkish.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMoveText(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.fen, err)
		}
		if got := p.Play(m).String(); got != tc.want || !m.Crowns() {
			t.Errorf("%s %s: got %s (crowns %v), want %s, crowned", tc.fen, tc.move, got, m.Crowns(), tc.want)
		}
	}
}

// TestStatus checks the ends of the game a position gives.
func TestStatus(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want checkers.Result
	}{
		{"W:WKa1:Bh8", checkers.Result{Outcome: checkers.Draw, Reason: checkers.EndingRule}},
		{"B:Wd4:Bd5", checkers.Result{Outcome: checkers.Draw, Reason: checkers.EndingRule}},
		{"B:Wa2,b2:B", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"W:Wa7:BKa8,b7,c7", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"W:Wa2,b2:Bh7", checkers.Result{}},
	} {
		p, err := turkish.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Status(); got != tc.want {
			t.Errorf("Status(%s) = %v, want %v", tc.fen, got, tc.want)
		}
	}
}

// TestParseErrors checks that bad positions and moves get errors that say
// what was wrong.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ fen, want string }{
		{"W:Wa2", "separated by colons"},
		{"X:Wa2:Bh7", "must be W (White) or B (Black)"},
		{"W:Wa2,a2:Bh7", "square a2 is given twice"},
		{"W:Wi2:Bh7", `bad square "i2"`},
		{"W:Wa8:Bh7", "White's man on a8 stands on its crowning row"},
		{"W:Wa2:Wb2", "the W section appears twice"},
		{"W:Wa1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2,a3:Bh7", "White has 17 pieces"},
	} {
		if _, err := turkish.ParseFEN(tc.fen); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFEN(%q) = %v, want an error saying %q", tc.fen, err, tc.want)
		}
	}
	p := turkish.Start()
	for _, tc := range []struct{ move, want string }{
		{"d3-d5", "not one of the legal moves"},
		{"d6-d5", "the piece on d6 is Black's, and White is to move"},
		{"d4-d5", "there is no piece on d4"},
		{"d3d4", "bad move"},
		{"z3-d4", "bad move"},
	} {
		if _, err := p.ParseMoveText(tc.move); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMoveText(%q) = %v, want an error saying %q", tc.move, err, tc.want)
		}
	}
	q, _ := turkish.ParseFEN("W:Wd4:Bd5,h8")
	if _, err := q.ParseMoveText("d4-c4"); err == nil || !strings.Contains(err.Error(), "capturing is compulsory") {
		t.Errorf("a step where a capture is due: %v, want capturing is compulsory", err)
	}
}

// TestFullNotation checks that two captures with the same ends are written
// with every landing, and each is read back.
func TestFullNotation(t *testing.T) {
	p, err := turkish.ParseFEN("W:Wa1,Kd1:Bd3,d6,c5,e5,h8")
	if err != nil {
		t.Fatal(err)
	}
	moves := p.LegalMoves()
	for _, m := range moves {
		back, err := p.ParseMoveText(m.String())
		if err != nil || back != m {
			t.Errorf("%s reads back as %v, %v", m, back, err)
		}
	}
	if len(moves) == 0 {
		t.Fatalf("%s: no moves", p)
	}
}
