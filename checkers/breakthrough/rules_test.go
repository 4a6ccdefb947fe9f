package breakthrough_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/checkers/international"
)

// play returns the game from fen after the moves given.
func play(t *testing.T, fen string, moves ...string) *checkers.Game {
	t.Helper()
	p, err := breakthrough.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(breakthrough.Variant{}, p)
	for _, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %s: %v", g.Position(), m, err)
		}
	}
	return g
}

// TestFirstKingWins checks that a man crowned, where its move ends, wins
// at once, with no legal move after it; that a man passing the last row in
// a capture that goes on wins nothing; and that the player who cannot move
// loses, as in international draughts.
func TestFirstKingWins(t *testing.T) {
	won := func(c checkers.Color) checkers.Result {
		return checkers.Result{Outcome: checkers.WinFor(c), Reason: checkers.Crowned}
	}
	tests := []struct {
		name, fen string
		moves     []string
		want      checkers.Result
	}{
		{"a man steps onto the last row", "W:W7,40:B45,20", []string{"7-1"}, won(checkers.Red)},
		{"Black's man steps onto the last row", "B:W6,10:B44", []string{"44-50"}, won(checkers.Black)},
		{"a capture ends on the last row", "W:W13:B8,30", []string{"13x2"}, won(checkers.Red)},
		{"a capture passes the last row and goes on", "W:W13:B8,7,30", []string{"13x11"}, checkers.Result{}},
		{"the crowning move leaves the opponent without a move", "W:W7,50:B45", []string{"7-1"}, won(checkers.Red)},
		{"the player who cannot move loses", "W:W46:B41,37", nil, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"the last piece captured", "B:W32:B27", []string{"27x38"}, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}},
		{"a won position read back", "B:WK1:B45", nil, won(checkers.Red)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, tt.fen, tt.moves...)
			if got := g.Result(); got != tt.want {
				t.Errorf("%s after %v: %v, want %v", tt.fen, tt.moves, got, tt.want)
			}
			if got, want := len(g.Legal()) == 0, tt.want.Over(); got != want {
				t.Errorf("%s: no legal move %v, want %v", g.Position(), got, want)
			}
		})
	}
}

// TestSetUpKings checks who has won in positions set up with kings, which
// no game reaches past its end: the player to move who cannot move loses
// first, then White's king wins, then Black's, as lidraughts decides.
func TestSetUpKings(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want checkers.Result
	}{
		{"W:WK1:B45", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Crowned}},
		{"B:WK1:BK50", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Crowned}},
		{"B:W40:BK50", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.Crowned}},
		{"W:WK46:B41,37", checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"W:WK46,K47:BK1", checkers.Result{Outcome: checkers.RedWins, Reason: checkers.Crowned}},
	} {
		p, err := breakthrough.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Status(); got != c.want {
			t.Errorf("Status(%s) = %v, want %v", c.fen, got, c.want)
		}
		if n := len(p.Legal()); n != 0 {
			t.Errorf("%s: %d legal moves, want none: the game is over", c.fen, n)
		}
	}
}

// TestPerftFromStartIsInternational checks that the perft from the start
// counts international draughts' moves at low depths, where no man can
// reach the last row.
func TestPerftFromStartIsInternational(t *testing.T) {
	for depth := 1; depth <= 5; depth++ {
		if got, want := breakthrough.Start().Perft(depth), international.Start().Perft(depth); got != want {
			t.Errorf("perft(%d) = %d, want international draughts' %d", depth, got, want)
		}
	}
}

// TestNoDraws checks that breakthrough has no draw rule: no count, no
// ending rule.
func TestNoDraws(t *testing.T) {
	if _, ok := any(breakthrough.Variant{}).(checkers.DrawRules); ok {
		t.Errorf("breakthrough.Variant is a checkers.DrawRules, want no ending rules")
	}
	if got := (breakthrough.Variant{}).NoProgressPlies(); got != 0 {
		t.Errorf("NoProgressPlies = %d, want 0 (no count)", got)
	}
}
