package match_test

import (
	"context"
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/match"
)

// pieces counts a standard checkers position's pieces.
func pieces(p checkers.Position) int {
	black, red, _ := p.(standard.Position).Squares()
	return bits.OnesCount32(black | red)
}

// fewPieces is a stand-in for endgame databases: it "knows" every
// position with at most 22 pieces to have the outcome outcome for the
// player to move, plies plies from a conversion.
func fewPieces(outcome, plies int) func(checkers.Position) (int, int, bool) {
	return func(p checkers.Position) (int, int, bool) {
		return outcome, plies, pieces(p) <= 22
	}
}

// TestRunOracle checks that an Oracle ends each game at the first position
// it knows, with its result, unless a win lies beyond the no-progress rule.
func TestRunOracle(t *testing.T) {
	tests := []struct {
		name    string
		outcome int // the oracle's, for the player to move
		plies   int
		solved  bool // whether the games are adjudicated
	}{
		{"a known draw", 0, 0, true},
		{"a known win", 1, 3, true},
		{"a known loss", -1, 3, true},
		{"a win too far for the no-progress rule", 1, 81, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tinyConfig(2)
			c.PlyCap = 40
			c.Oracle = fewPieces(tt.outcome, tt.plies)
			res, err := match.Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range res.Games {
				last := g.Record.Position()
				if g.Solved != tt.solved {
					t.Fatalf("game %d: got Solved %v, want %v (%d plies, %v)", g.Round, g.Solved, tt.solved, g.Record.Len(), g.Record.Result())
				}
				if !tt.solved {
					if pieces(last) > 22 {
						t.Fatalf("game %d: ended with %d pieces: the oracle was never asked about a position it knows", g.Round, pieces(last))
					}
					continue
				}
				positions := g.Record.Positions()
				if got := pieces(last); got > 22 || pieces(positions[len(positions)-2]) <= 22 {
					t.Errorf("game %d: ended at a position of %d pieces after one of %d: want the first of at most 22",
						g.Round, got, pieces(positions[len(positions)-2]))
				}
				want := checkers.Draw
				switch {
				case tt.outcome > 0:
					want = checkers.WinFor(last.Turn())
				case tt.outcome < 0:
					want = checkers.WinFor(last.Turn().Opponent())
				}
				if got := g.Record.Result(); got.Outcome != want || got.Reason != checkers.Adjudicated || !g.Adjudicated() {
					t.Errorf("game %d: got %v, want %v (adjudication)", g.Round, got, want)
				}
				if got := tag(c.PDN(g, time.Now()), "Termination"); got != match.SolvedTermination {
					t.Errorf("game %d: Termination %q, want %q", g.Round, got, match.SolvedTermination)
				}
			}
		})
	}
}

// TestResumeOracle reads back games an Oracle adjudicated: the same Oracle
// accepts them, one that disagrees or none at all refuses them.
func TestResumeOracle(t *testing.T) {
	c := tinyConfig(2)
	c.Oracle = fewPieces(1, 3)
	res, err := match.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	text := pdnOf(t, c, res.Games)
	played, err := c.ReadPlayed(strings.NewReader(text))
	if err != nil {
		t.Fatalf("ReadPlayed with the same oracle: %v", err)
	}
	for i, g := range played {
		if want := res.Games[i]; !g.Solved || g.Score != want.Score || g.Record.Result() != want.Record.Result() {
			t.Errorf("game %d read back: got solved %v, score %g, %v; want solved, %g, %v",
				i+1, g.Solved, g.Score, g.Record.Result(), want.Score, want.Record.Result())
		}
	}
	refusals := []struct {
		name   string
		oracle func(checkers.Position) (int, int, bool)
		want   string
	}{
		{"another result", fewPieces(-1, 3), "is not the endgame databases'"},
		{"no oracle", nil, "this match has none"},
	}
	for _, r := range refusals {
		c.Oracle = r.oracle
		if _, err := c.ReadPlayed(strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), r.want) {
			t.Errorf("%s: got %v, want an error saying %q", r.name, err, r.want)
		}
	}
}
