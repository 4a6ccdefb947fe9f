package antidraughts_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/checkers/international"
)

// play returns the game from fen after the moves given.
func play(t *testing.T, fen string, moves ...string) *checkers.Game {
	t.Helper()
	p, err := antidraughts.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGameFrom(antidraughts.Variant{}, p)
	for _, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %s: %v", g.Position(), m, err)
		}
	}
	return g
}

// TestStuckPlayerWins checks who wins when the player to move cannot move:
// he does, whether he has no piece left or all are blocked, and whoever
// he is.
func TestStuckPlayerWins(t *testing.T) {
	tests := []struct {
		name, fen string
		moves     []string
		want      checkers.Result
	}{
		{"White's last man captured", "B:W32:B27", []string{"27x38"}, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"White gives its last man away", "W:W32:B23", []string{"32-28", "23x32"}, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"Black's last king captured", "W:W37:BK32", []string{"37x28"}, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.AllCaptured}},
		{"White blocked", "W:W46:B41,37", nil, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.NoLegalMove}},
		{"Black blocked on the edge", "B:W50:B45", nil, checkers.Result{Outcome: checkers.BlackWins, Reason: checkers.NoLegalMove}},
		{"a side with no piece, to move", "W:W:B1", nil, checkers.Result{Outcome: checkers.RedWins, Reason: checkers.AllCaptured}},
		{"the game goes on while both can move", "W:W32:B3", nil, checkers.Result{}},
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

// TestMovesAreInternational checks that the moves are international
// draughts' on the positions of its rules, the most pieces compulsory and
// a man passing the last row going on as a man among them.
func TestMovesAreInternational(t *testing.T) {
	for _, fen := range []string{
		"W:W13,48:B7,8,43", "W:W13:B8,7", "W:W13:B8", "W:WK46:B37,22,21,42",
		"W:W37,48:B32,22,43", "B:W27,32,36,41,42,46,K33:BK50", "W:W37:B32,22,31,21",
	} {
		a, err := antidraughts.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		i, _ := international.ParseFEN(fen)
		var got, want []string
		for _, m := range a.LegalMoves() {
			got = append(got, m.String()+" "+a.Play(m).String())
		}
		for _, m := range i.LegalMoves() {
			want = append(want, m.String()+" "+i.Play(m).String())
		}
		if len(got) == 0 || len(got) != len(want) {
			t.Errorf("%s: moves %q, want international draughts' %q", fen, got, want)
			continue
		}
		for k := range got {
			if got[k] != want[k] {
				t.Errorf("%s: moves %q, want international draughts' %q", fen, got, want)
				break
			}
		}
	}
}

// TestPerftFromStartIsInternational checks that the perft from the start
// counts international draughts' moves at low depths.
func TestPerftFromStartIsInternational(t *testing.T) {
	for depth := 1; depth <= 5; depth++ {
		if got, want := antidraughts.Start().Perft(depth), international.Start().Perft(depth); got != want {
			t.Errorf("perft(%d) = %d, want international draughts' %d", depth, got, want)
		}
	}
}

// TestOnlyRepetitionDraws checks the draw rules: no count of king moves
// and no ending rule (a king against a king plays on past the FMJD's 25
// moves), but threefold repetition draws.
func TestOnlyRepetitionDraws(t *testing.T) {
	if _, ok := any(antidraughts.Variant{}).(checkers.DrawRules); ok {
		t.Errorf("antidraughts.Variant is a checkers.DrawRules, want no ending rules")
	}
	if got := (antidraughts.Variant{}).NoProgressPlies(); got != 0 {
		t.Errorf("NoProgressPlies = %d, want 0 (no count)", got)
	}
	// A king each, on diagonals that never meet, walking to and fro: the
	// third time the position comes, the game is drawn.
	g := play(t, "W:WK46:BK3")
	cycle := []string{"46-41", "3-9", "41-46", "9-3"}
	for i := range 8 {
		if g.Result().Over() {
			t.Fatalf("after %d plies: %v, want the game going on", i, g.Result())
		}
		if err := g.PlayText(cycle[i%4]); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := g.Result(), (checkers.Result{Outcome: checkers.Draw, Reason: checkers.Repetition}); got != want {
		t.Errorf("after the cycle twice: %v, want %v", got, want)
	}
	// 52 plies of kings alone, each to a position not met before and
	// leaving nothing to capture: no draw.
	g = play(t, "W:WK46,K47:BK4,K5")
	for ply := 0; ply < 52; ply++ {
		p := g.Position().(antidraughts.Position)
		played := false
		for _, m := range p.LegalMoves() {
			next := p.Play(m)
			if m.IsCapture() || next.CanCapture(next.Turn()) || (p.Turn() == checkers.Red) != (m.To() > 25) {
				continue
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if g.Repetitions() == 1 && !g.Result().Over() {
				played = true
				break
			}
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if !played {
			t.Fatalf("ply %d: no king move to a new position in %s", ply+1, p)
		}
	}
	if got := g.PliesWithoutProgress(); got != 52 || g.Result().Over() {
		t.Errorf("after 52 plies of kings: %d without progress, result %v; want 52 and the game going on", got, g.Result())
	}
}
