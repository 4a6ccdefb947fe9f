package international_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
)

// quiet plays plies moves in g, each the first legal move that captures
// nothing, crowns nothing, leaves nothing to capture, leads to a position
// not met before and that allow accepts; it fails the test when no move
// qualifies or the game ends before the last ply.
func quiet(t *testing.T, g *checkers.Game, plies int, allow func(p international.Position, m international.Move) bool) {
	t.Helper()
	seen := map[checkers.Position]bool{}
	for _, p := range g.Positions() {
		seen[p] = true
	}
	for i := range plies {
		if g.Result().Over() {
			t.Fatalf("the game ended after %d of %d plies: %v", i, plies, g.Result())
		}
		p := g.Position().(international.Position)
		played := false
		for _, m := range p.LegalMoves() {
			next := p.Play(m)
			if m.IsCapture() || m.Crowns() || seen[next] || !allow(p, m) || next.CanCapture(next.Turn()) {
				continue
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			seen[next] = true
			played = true
			break
		}
		if !played {
			t.Fatalf("ply %d: no quiet move in %s", i+1, p)
		}
	}
}

// apart allows king moves only, and keeps White's kings on rows 1–5 and
// Black's on rows 6–10.
func apart(p international.Position, m international.Move) bool {
	if p.Turn() == checkers.Red {
		return !m.ByMan() && m.To() >= 26
	}
	return !m.ByMan() && m.To() <= 25
}

// TestDrawRules plays each draw rule to the ply where it draws, and checks
// the game goes on one ply before.
func TestDrawRules(t *testing.T) {
	tests := []struct {
		rule   string
		fen    string
		allow  func(p international.Position, m international.Move) bool
		plies  int // the ply that draws
		reason checkers.Reason
	}{
		// FMJD 6.2: 25 moves each of kings only, no capture: 50 plies.
		{"25 moves of kings only", "W:WK46,K47,K48,K49,36:BK1,K2,K3,K4,15", apart, 50, checkers.NoProgress},
		// FMJD 6.3: three pieces, one a king, against a king: 16 moves each.
		{"three kings against a king, 16 moves each", "W:WK47,K48,K49:BK3", apart, 32, checkers.EndingRule},
		{"a king and two men against a king, 16 moves each", "W:WK48,46,47:BK3", apart, 32, checkers.EndingRule},
		{"two kings and a man against a king, Black's", "B:WK48:BK1,K2,15", apart, 32, checkers.EndingRule},
		// FMJD 6.4: two kings, a king and a man, a king, against a king:
		// 5 moves each.
		{"two kings against a king, 5 moves each", "W:WK47,K49:BK3", apart, 10, checkers.EndingRule},
		{"a king and a man against a king, Black first", "B:WK48,36:BK3", apart, 10, checkers.EndingRule},
		{"a king against a king", "W:WK48:BK3", apart, 10, checkers.EndingRule},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			p, err := international.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := checkers.NewGameFrom(international.Variant{}, p)
			quiet(t, g, tt.plies-1, tt.allow)
			if g.Result().Over() {
				t.Fatalf("after %d plies: %v, want the game going on", tt.plies-1, g.Result())
			}
			quiet(t, g, 1, tt.allow)
			if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: tt.reason}); got != want {
				t.Errorf("after %d plies (%s): %v, want %v", tt.plies, g.Position(), got, want)
			}
		})
	}
}

// TestNoProgressCountsManMovesAndCaptures checks that a man's move or a
// capture resets the count of FMJD 6.2, and a king's move does not.
func TestNoProgressCountsManMovesAndCaptures(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		progress  bool
	}{
		{"W:WK46,36:BK5", "46-41", false},
		{"W:WK46,36:BK5", "36-31", true},
		{"W:WK46:B37,K5", "46x28", true},
	} {
		p, err := international.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Progress(m); got != c.progress {
			t.Errorf("%s: Progress(%s) = %v, want %v", c.fen, c.move, got, c.progress)
		}
	}
}

// TestEndingsOnDrawn checks the ending rules on Drawn itself, with the
// forces unchanged for 200 plies: which forces draw, and after how many
// plies.
func TestEndingsOnDrawn(t *testing.T) {
	tests := []struct {
		white, black string
		plies        int // the plies that draw; 0 for none within 200
	}{
		{"K46", "K5", 10},
		{"K46,K47", "K5", 10},
		{"K46,36", "K5", 10},
		{"K46,K47,K48", "K5", 32},
		{"K46,K47,36", "K5", 32},
		{"K46,36,37", "K5", 32},
		{"K46", "K5,K4,15", 32},
		{"36,37,38", "K5", 0},        // no king on the stronger side
		{"K46,K47,K48,K49", "K5", 0}, // four pieces
		{"K46,K47", "K5,15", 0},      // no lone king
		{"36", "K5", 0},              // a man alone against a king
	}
	for _, tt := range tests {
		var positions []checkers.Position
		for ply := 0; ply <= 200; ply++ {
			turn := "WB"[ply%2 : ply%2+1]
			p, err := international.ParseFEN(turn + ":W" + tt.white + ":B" + tt.black)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
			drawn := international.Variant{}.Drawn(positions, make([]checkers.Move, ply))
			if want := tt.plies > 0 && ply >= tt.plies; drawn != want {
				t.Errorf("W%s against B%s after %d plies: drawn %v, want %v", tt.white, tt.black, ply, drawn, want)
				break
			}
		}
	}
}

// TestEndingCountsFromTheChange checks that an ending's count starts when
// the forces last changed: a capture that leaves two kings against one
// starts the 5 moves anew.
func TestEndingCountsFromTheChange(t *testing.T) {
	fen := func(turn, white string) checkers.Position {
		p, err := international.ParseFEN(turn + ":W" + white + ":BK5")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var positions []checkers.Position
	for ply := range 20 {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "K46,K47,K48"))
	}
	for ply := 20; ply < 30; ply++ {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "K46,K47"))
		drawn := international.Variant{}.Drawn(positions, make([]checkers.Move, ply))
		if want := ply-20 >= 10; drawn != want {
			t.Errorf("%d plies after the capture: drawn %v, want %v", ply-20, drawn, want)
		}
	}
}
