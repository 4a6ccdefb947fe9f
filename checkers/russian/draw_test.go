package russian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/russian"
)

// quiet plays plies moves in g, each the first legal move that captures
// nothing, crowns nothing, leaves nothing to capture, leads to a position not met before and that
// allow accepts; it fails the test when no move qualifies or the game ends
// before the last ply.
func quiet(t *testing.T, g *checkers.Game, plies int, allow func(ply int, p russian.Position, m russian.Move) bool) {
	t.Helper()
	seen := map[checkers.Position]bool{}
	for _, p := range g.Positions() {
		seen[p] = true
	}
	for i := range plies {
		if g.Result().Over() {
			t.Fatalf("the game ended after %d of %d plies: %v", i, plies, g.Result())
		}
		p := g.Position().(russian.Position)
		played := false
		for _, m := range p.LegalMoves() {
			next := p.Play(m)
			if m.IsCapture() || m.Crowns() || seen[next] || !allow(g.Len(), p, m) || capturable(next) {
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
func capturable(p russian.Position) bool {
	moves := p.LegalMoves()
	return len(moves) > 0 && moves[0].IsCapture()
}

// kingsOnly allows king moves only.
func kingsOnly(_ int, _ russian.Position, m russian.Move) bool { return !m.ByMan() }

// mainRoad is the long diagonal a1–h8.
var mainRoad = map[string]bool{"a1": true, "b2": true, "c3": true, "d4": true, "e5": true, "f6": true, "g7": true, "h8": true}

// TestDrawRules plays each of the federation's draw rules to the ply where
// it draws, and checks the game goes on one ply before.
func TestDrawRules(t *testing.T) {
	tests := []struct {
		rule   string
		fen    string
		allow  func(ply int, p russian.Position, m russian.Move) bool
		plies  int // the ply that draws
		reason checkers.Reason
	}{
		// 7.2.5: 15 moves each of kings only, no capture: 30 plies.
		{"15 moves of kings only", "W:WKa1,Kc1,e1:BKh8,Kf8,d8", kingsOnly, 30, checkers.NoProgress},
		// 7.2.4: three kings against a king off the main road: the strong
		// side's 15th move, its moves first, is ply 29.
		{"three kings against a king, the 15th move", "W:WKc1,Ke1,Kg1:BKb8", awayOffRoad, 29, checkers.EndingRule},
		// 7.2.8: two kings against a king: the 5th move, ply 9.
		{"two kings against a king, the 5th move", "W:WKc1,Ke1:BKb8", awayOffRoad, 9, checkers.EndingRule},
		// 7.2.8 with the lone king's side first: its 5th move is the
		// strong side's 5th at ply 10.
		{"a king and a man against a king, the 5th move", "B:WKe1,c1:BKb8", awayOffRoad, 10, checkers.EndingRule},
		// 7.2.7: a king and two men against a king on the main road: the
		// 5th move while it stays there.
		{"three pieces against a king on the main road, the 5th move", "W:WKc1,a1,e1:BKh8", func(_ int, p russian.Position, m russian.Move) bool {
			return p.Turn() == checkers.Red && !m.ByMan() || mainRoad[squareOf(m.To()).String()]
		}, 9, checkers.EndingRule},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			p, err := russian.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := checkers.NewGameFrom(russian.Variant{}, p)
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

// awayOffRoad keeps White's kings on ranks 1–4 and Black's lone king off
// the main road.
func awayOffRoad(_ int, p russian.Position, m russian.Move) bool {
	if p.Turn() == checkers.Red {
		return !m.ByMan() && m.To() >= 17
	}
	return !mainRoad[squareOf(m.To()).String()]
}

// squareOf returns the board square of the square numbered n.
func squareOf(n int) checkers.Square {
	s, _ := checkers.NumberedSquare(n)
	return s
}

// TestBalanceUnchanged checks rule 7.2.6 on Drawn itself: with kings on
// both sides and the balance unchanged, 4 or 5 pieces draw after 30 moves
// (60 plies) and 6 or 7 after 60 (120 plies); 8 pieces never by this rule.
func TestBalanceUnchanged(t *testing.T) {
	tests := []struct {
		white, black string // each side's pieces, the other side to move first
		plies        int    // the plies that draw; 0 for none within 200
	}{
		{"Ka3,a1", "Kh6,h8", 60},
		{"Ka3,a1,c1", "Kh6,h8", 60},
		{"Ka3,a1,c1", "Kh6,h8,f8", 120},
		{"Ka3,a1,c1,e1", "Kh6,h8,f8", 120},
		{"Ka3,a1,c1,e1", "Kh6,h8,f8,d8", 0},
		{"a3,a1", "Kh6,h8", 0}, // White has no king
	}
	for _, tt := range tests {
		var positions []checkers.Position
		for ply := 0; ply <= 200; ply++ {
			turn := "WB"[ply%2 : ply%2+1]
			p, err := russian.ParseFEN(turn + ":W" + tt.white + ":B" + tt.black)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
			drawn := russian.Variant{}.Drawn(positions, make([]checkers.Move, ply))
			if want := tt.plies > 0 && ply >= tt.plies; drawn != want {
				t.Errorf("W%s against B%s after %d plies: drawn %v, want %v", tt.white, tt.black, ply, drawn, want)
				break
			}
		}
	}
}
