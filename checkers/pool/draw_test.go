package pool_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/pool"
)

// quiet plays plies moves in g, each the first legal move that captures
// nothing, leaves nothing to capture, leads to a position not met before
// and keeps White's kings on squares 17–32 and Black's on 1–16; it fails
// the test when no move qualifies or the game ends before the last ply.
func quiet(t *testing.T, g *checkers.Game, plies int) {
	t.Helper()
	seen := map[checkers.Position]bool{}
	for _, p := range g.Positions() {
		seen[p] = true
	}
	for i := range plies {
		if g.Result().Over() {
			t.Fatalf("the game ended after %d of %d plies: %v", i, plies, g.Result())
		}
		p := g.Position().(pool.Position)
		played := false
		for _, m := range p.LegalMoves() {
			next := p.Play(m)
			apart := m.To() >= 17
			if p.Turn() == checkers.Black {
				apart = m.To() <= 16
			}
			if m.IsCapture() || m.Crowns() || seen[next] || capturable(next) || !apart {
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
func capturable(p pool.Position) bool {
	moves := p.LegalMoves()
	return len(moves) > 0 && moves[0].IsCapture()
}

// TestThirteenMovesOfTheLoneKing plays three kings against one (the APCA's
// rule 10) through a Game: the game goes on after the lone king's 12th
// move and is drawn at its 13th, whoever moves first, with the reason
// EndingRule.
func TestThirteenMovesOfTheLoneKing(t *testing.T) {
	tests := []struct {
		name, fen string
		plies     int // the ply of the lone king's 13th move
	}{
		{"three kings to move", "W:WK29,K30,K31:BK1", 26},
		{"the lone king to move", "B:WK29,K30,K31:BK1", 25},
		{"Black's three kings", "W:WK32:BK2,K3,K4", 25},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := pool.ParseFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := checkers.NewGameFrom(pool.Variant{}, p)
			quiet(t, g, tt.plies-1)
			if g.Result().Over() {
				t.Fatalf("after %d plies: %v, want the game going on", tt.plies-1, g.Result())
			}
			quiet(t, g, 1)
			if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.EndingRule}); got != want {
				t.Errorf("after %d plies (%s): %v, want %v", tt.plies, g.Position(), got, want)
			}
		})
	}
}

// TestLoneKingCountOnDrawn checks rule 10 on Drawn itself, with the
// pieces unchanged for 40 plies from a position with White to move: which
// forces it counts for, and after how many plies it draws.
func TestLoneKingCountOnDrawn(t *testing.T) {
	tests := []struct {
		white, black string
		plies        int // the plies that draw; 0 for none within 40
	}{
		{"K29,K30,K31", "K4", 26},    // the lone king moves second: 13 moves in 26 plies
		{"K4", "K29,K30,K31", 25},    // the lone king moves first
		{"K29,K30,31", "K4", 0},      // a man among the three
		{"K29,K30,K31", "K4,1", 0},   // a man beside the lone king
		{"K29,K30,K31,K32", "K4", 0}, // four kings
		{"K29,K30", "K4", 0},         // two kings
	}
	for _, tt := range tests {
		var positions []checkers.Position
		for ply := 0; ply <= 40; ply++ {
			turn := "WB"[ply%2 : ply%2+1]
			p, err := pool.ParseFEN(turn + ":W" + tt.white + ":B" + tt.black)
			if err != nil {
				t.Fatal(err)
			}
			positions = append(positions, p)
			drawn := pool.Variant{}.Drawn(positions, make([]checkers.Move, ply))
			if want := tt.plies > 0 && ply >= tt.plies; drawn != want {
				t.Errorf("W%s against B%s after %d plies: drawn %v, want %v", tt.white, tt.black, ply, drawn, want)
				break
			}
		}
	}
}

// TestLoneKingCountsFromTheChange checks that the count starts when the
// forces became three kings against one: moves made before, with a fourth
// piece on the board, do not count.
func TestLoneKingCountsFromTheChange(t *testing.T) {
	fen := func(turn, white string) checkers.Position {
		p, err := pool.ParseFEN(turn + ":W" + white + ":BK4")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var positions []checkers.Position
	for ply := range 20 {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "K29,K30,K31,K32"))
	}
	for ply := 20; ply < 50; ply++ {
		positions = append(positions, fen("WB"[ply%2:ply%2+1], "K29,K30,K31"))
		drawn := pool.Variant{}.Drawn(positions, make([]checkers.Move, ply))
		if want := ply-20 >= 26; drawn != want {
			t.Errorf("%d plies after the capture: drawn %v, want %v", ply-20, drawn, want)
		}
	}
}

// TestRepetitionDrawsAndNoMoveLimit: the same position a third time draws
// (KingMe's threefold repetition; docs/rules/pool.md), and no limit on
// moves without progress is set.
func TestRepetitionDrawsAndNoMoveLimit(t *testing.T) {
	p, err := pool.ParseFEN("W:WK29:BK1")
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(pool.Variant{}, p)
	cycle := []string{"29-25", "1-5", "25-29", "5-1"}
	for _, round := range [][]string{cycle, cycle[:3]} {
		for _, text := range round {
			m, err := g.Position().ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if r := g.Result(); r.Over() {
		t.Fatalf("the start position seen twice, 3 plies on: %v, want the game going on", r)
	}
	m, err := g.Position().ParseMove(cycle[3])
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("the start position a third time: %v, want %v", got, want)
	}
	if got := (pool.Variant{}).NoProgressPlies(); got != 0 {
		t.Errorf("NoProgressPlies() = %d, want 0 (no move limit)", got)
	}
}
