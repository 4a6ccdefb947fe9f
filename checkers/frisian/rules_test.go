package frisian_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
)

// TestMoves checks the Frisian rules' moves in positions that show each
// rule (the articles are those of the Official Rules for Frisian Draughts,
// 2011; docs/rules/frisian.md).
func TestMoves(t *testing.T) {
	tests := []struct {
		rule, fen string
		want      []string
	}{
		{"art. 7: a man captures along its row", "W:W33:B34", []string{"33x35"}},
		{"art. 7: a man captures along its column", "W:W33:B23", []string{"33x13"}},
		{"art. 11: a king is worth more than a man", "W:W33,38:B34,K32", []string{"33x31", "38x27"}},
		{"art. 11: a man and a king are worth more than a king", "W:W33:B28,29,K34", []string{"33x44"}},
		{"art. 12: a king's capture before a man's of equal value", "W:W46,K50:B41,44", []string{"50x11", "50x17", "50x22", "50x28", "50x33", "50x39", "50x6"}},
		{"art. 17: the king that stepped three times in a row may not step", "W:W36,K28:B1,K5:RW28x3", []string{"36-31"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			p, err := frisian.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range p.LegalMoves() {
				got = append(got, m.String())
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: legal moves %q, want %q", tt.fen, got, tt.want)
			}
		})
	}
}

// TestKingRuns plays the steps of a king and checks the count of article
// 17: it grows with each step of the same king, starts again with another
// king, and goes with a man's move or a capture.
func TestKingRuns(t *testing.T) {
	tests := []struct {
		fen, move, want string
	}{
		{"W:W36,K28:B1,K5", "28-23", "B:W36,K23:B1,K5:RW23x1"},
		{"W:W36,K28:B1,K5:RW28x2", "28-23", "B:W36,K23:B1,K5:RW23x3"},
		{"W:W36,K28,K50:B1,K5:RW28x2", "50-45", "B:W36,K28,K45:B1,K5:RW45x1"},
		{"W:W36,K28:B1,K5:RW28x2", "36-31", "B:W31,K28:B1,K5"},
		{"B:W36,K28:B1,K5:RW28x3", "5x26", "W:W:B1,K26"}, // both taken, 28 then 36 up the column
	}
	for _, tt := range tests {
		p, err := frisian.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tt.move)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		q, err := p.After(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.String(); got != tt.want {
			t.Errorf("%s after %s: got %s, want %s", tt.fen, tt.move, got, tt.want)
		}
	}
}

// TestBadRuns checks that a run of steps is refused where it cannot stand.
func TestBadRuns(t *testing.T) {
	for _, fen := range []string{
		"W:WK28:B1:RW28x2",    // White has no men
		"W:W36,K28:B1:RW27x2", // no king on 27
		"W:W36,K28:B1:RW28x4", // four steps
		"W:W36,K28:B1:RB28x1", // not Black's king
		"W:W36,K28:B1:RW28",   // no count
	} {
		if p, err := frisian.ParseFEN(fen); err == nil {
			t.Errorf("ParseFEN(%q) = %s, want an error", fen, p)
		}
	}
}

// TestDraws checks the draws of articles 18 and 21 on Drawn.
func TestDraws(t *testing.T) {
	tests := []struct {
		name, white, black string
		from               int // the first ply drawn; -1 for none within 40
	}{
		{"two kings against a king: seven moves", "K46,K50", "K5", 13}, // White's seventh move
		{"a lone king each, apart", "K33", "K8", 0},
		{"a lone king each, but White's, on 46, is lost", "K46", "K5", -1},
		{"three kings against a king", "K46,K47,K50", "K5", -1},
		{"a king and a man against a king", "K46,36", "K5", -1},
	}
	for _, tt := range tests {
		var positions []checkers.Position
		for ply := 0; ply <= 40; ply++ {
			turn := "WB"[ply%2 : ply%2+1]
			p, err := frisian.ParseFEN(turn + ":W" + tt.white + ":B" + tt.black)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
			drawn := frisian.Variant{}.Drawn(positions, make([]checkers.Move, ply))
			if want := tt.from >= 0 && ply >= tt.from; drawn != want {
				t.Errorf("%s, after %d plies: drawn %v, want %v", tt.name, ply, drawn, want)
				break
			}
		}
	}
}

// TestLoneKingsCapturing checks that a king against a king is not drawn
// while one can capture the other.
func TestLoneKingsCapturing(t *testing.T) {
	p, err := frisian.ParseFEN("W:WK28:BK23")
	if err != nil {
		t.Fatal(err)
	}
	if (frisian.Variant{}).Drawn([]checkers.Position{p}, nil) {
		t.Errorf("%s: drawn, want the game going on (either king can capture)", p)
	}
}

// TestNoRepetitionDraw plays the same moves of kings back and forth until
// every position has come back three times and more: the game goes on, for
// the Frisian rules know no draw by repetition.
func TestNoRepetitionDraw(t *testing.T) {
	p, err := frisian.ParseFEN("W:WK33,K47,K50:BK5")
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(frisian.Variant{}, p)
	for range 4 {
		for _, m := range []string{"50-45", "5-10", "45-50", "10-5"} {
			if err := g.PlayText(m); err != nil {
				t.Fatalf("%s: %v", g.Position(), err)
			}
		}
	}
	if got := g.Repetitions(); got < 3 {
		t.Fatalf("the start came back %d times, want 3 or more", got)
	}
	if got := g.Result(); got.Over() {
		t.Errorf("after the same moves four times: %v, want the game going on", got)
	}
}
