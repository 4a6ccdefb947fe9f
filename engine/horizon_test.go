package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestLooksPastTheHorizon checks the two looks past a quiet horizon that
// standard checkers offers, each at depth 1 (the opponent's replies are the
// horizon) on a position from self-play where a deeper search sees what
// the look finds. The search plays the hand-set evaluation without
// truncation, so that new learned weights leave the test alone.
//
//   - A squeeze (SqueezePlies): after Black's 5-9 Red has no move that
//     gives nothing away and loses a man (a depth-12 search scores it +2
//     men for Black).
//   - A shot (Shots): after Black's 7-10 and 14x7 2x11x18, Red's 27-24
//     gives a man and takes two (32x23x14), so every move of Black's is
//     worse than it looks at the horizon (a depth-12 search: −0.5 man).
func TestLooksPastTheHorizon(t *testing.T) {
	g, err := games.Of(standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, fen   string
		on, off     engine.Options
		atLeast     int // the score with the look is at least this…
		atMost      int // …or at most this
		withoutLook func(score int) bool
	}{
		{
			name: "squeeze", fen: "B:W19,20,21,22,24:B5,10,12,13,15",
			on: engine.Options{SqueezePlies: 4}, off: engine.Options{SqueezePlies: -1},
			atLeast: 100, atMost: engine.Win,
			withoutLook: func(score int) bool { return score < 50 },
		},
		{
			name: "shot", fen: "B:W13,14,15,27,28,30,32:B2,5,7,8,12,20,22",
			on: engine.Options{Shots: 1}, off: engine.Options{Shots: -1},
			atLeast: -engine.Win, atMost: 20,
			withoutLook: func(score int) bool { return score >= 60 },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, look := range []bool{true, false} {
				o := tt.off
				if look {
					o = tt.on
				}
				o.TableMiB, o.Truncate, o.Weights = 4, -1, g.DefaultWeights()
				p, err := games.NewPlayer(standard.Variant{}, o)
				if err != nil {
					t.Fatal(err)
				}
				r := think(t, p, tt.fen, engine.Limits{Depth: 1, NoBook: true})
				switch {
				case look && (r.Score < tt.atLeast || r.Score > tt.atMost):
					t.Errorf("with the look: got score %d (move %s), want from %d to %d", r.Score, r.Move, tt.atLeast, tt.atMost)
				case !look && !tt.withoutLook(r.Score):
					t.Errorf("without the look: got score %d (move %s), want the horizon's misjudgement", r.Score, r.Move)
				}
			}
		})
	}
}
