package brazilian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/brazilian"
)

// quiet plays plies moves in g, each the first legal move that captures
// nothing, crowns nothing, leaves nothing to capture, leads to a position
// not met before and that allow accepts; it fails the test when no move
// qualifies or the game ends before the last ply.
func quiet(t *testing.T, g *checkers.Game, plies int, allow func(p brazilian.Position, m brazilian.Move) bool) {
	t.Helper()
	seen := map[checkers.Position]bool{}
	for _, p := range g.Positions() {
		seen[p] = true
	}
	for i := range plies {
		if g.Result().Over() {
			t.Fatalf("the game ended after %d of %d plies: %v", i, plies, g.Result())
		}
		p := g.Position().(brazilian.Position)
		played := false
		for _, m := range p.LegalMoves() {
			next := p.Play(m)
			if m.IsCapture() || m.Crowns() || seen[next] || !allow(p, m) || capturable(next) {
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

// capturable reports whether the player to move in p must capture.
func capturable(p brazilian.Position) bool {
	moves := p.LegalMoves()
	return len(moves) > 0 && moves[0].IsCapture()
}

// apart allows king moves only, and keeps White's kings on ranks 1–4 and
// Black's on ranks 5–8.
func apart(p brazilian.Position, m brazilian.Move) bool {
	if p.Turn() == checkers.Red {
		return !m.ByMan() && m.To() >= 17
	}
	return !m.ByMan() && m.To() <= 16
}

// TestDrawRules plays each draw rule to the ply where it draws, and checks
// the game goes on one ply before.
func TestDrawRules(t *testing.T) {
	tests := []struct {
		rule   string
		fen    string
		allow  func(p brazilian.Position, m brazilian.Move) bool
		plies  int // the ply that draws
		reason checkers.Reason
	}{
		// The CBD's 20 moves each of kings only, no capture: 40 plies.
		{"20 moves of kings only", "W:WKa1,Kc1,Ke1,g1:BKh8,Kf8,Kd8,b8", apart, 40, checkers.NoProgress},
		// FMJD 6.3: three pieces, one a king, against a king: 16 moves each.
		{"three kings against a king, 16 moves each", "W:WKc1,Ke1,Kg1:BKb8", apart, 32, checkers.EndingRule},
		{"a king and two men against a king, 16 moves each", "W:WKc1,a1,e1:BKb8", apart, 32, checkers.EndingRule},
		// FMJD 6.4: two kings, a king and a man, a king, against a king:
		// 5 moves each.
		{"two kings against a king, 5 moves each", "W:WKc1,Ke1:BKb8", apart, 10, checkers.EndingRule},
		{"a king and a man against a king, Black first", "B:WKe1,c1:BKb8", apart, 10, checkers.EndingRule},
		{"a king against a king", "W:WKc1:BKb8", apart, 10, checkers.EndingRule},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			p, err := brazilian.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := checkers.NewGameFrom(brazilian.Variant{}, p)
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

// TestEndingsOnDrawn checks the ending rules on Drawn itself, with the
// forces unchanged for 200 plies: which forces draw, and after how many
// plies.
func TestEndingsOnDrawn(t *testing.T) {
	tests := []struct {
		white, black string
		plies        int // the plies that draw; 0 for none within 200
	}{
		{"Ka3", "Kh6", 10},
		{"Ka3,Kc1", "Kh6", 10},
		{"Ka3,c1", "Kh6", 10},
		{"Ka3,Kc1,Ke1", "Kh6", 32},
		{"Ka3,a1,c1", "Kh6", 32},
		{"Ka3", "Kh6,h8,f8", 32},
		{"a3,c1,e1", "Kh6", 0},        // no king on the stronger side
		{"Ka3,Kc1,Ke1,Kg1", "Kh6", 0}, // four pieces
		{"Ka3,Kc1", "Kh6,h8", 0},      // no lone king
		{"a3", "Kh6", 0},              // a man alone against a king
	}
	for _, tt := range tests {
		var positions []checkers.Position
		for ply := 0; ply <= 200; ply++ {
			turn := "WB"[ply%2 : ply%2+1]
			p, err := brazilian.ParseFEN(turn + ":W" + tt.white + ":B" + tt.black)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
			drawn := brazilian.Variant{}.Drawn(positions, make([]checkers.Move, ply))
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
		p, err := brazilian.ParseFEN(turn + ":W" + white + ":BKh6")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var positions []checkers.Position
	for ply := range 20 {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "Ka3,Kc1,Ke1"))
	}
	for ply := 20; ply < 30; ply++ {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "Ka3,Kc1"))
		drawn := brazilian.Variant{}.Drawn(positions, make([]checkers.Move, ply))
		if want := ply-20 >= 10; drawn != want {
			t.Errorf("%d plies after the capture: drawn %v, want %v", ply-20, drawn, want)
		}
	}
}
