package draughts32eval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// TestEvaluate checks each term of the evaluation alone (a weight of 1,
// the others 0) and the default weights' score on positions counted by
// hand, in standard checkers' numbers (1 is b8, 29 a1; W is Red).
func TestEvaluate(t *testing.T) {
	for _, c := range []struct {
		fen string
		// The terms for the player to move: his count less the other's.
		man, king, advance, centre, road, back int
		// The score with DefaultWeights.
		score int
	}{
		// A man of Red's on 22 (c3): two rows up, in the centre; on the
		// main road, but a man.
		{"W:W22:B", 1, 0, 2, 1, 0, 0, 112},
		{"B:W22:B", -1, 0, -2, -1, 0, 0, -112},
		// Black's man on 1 guards its first row; Red's king on 29 (a1)
		// holds the main road.
		{"B:WK29:B1", 1, -1, 0, 0, -1, 1, -226},
		// Red: a man on its first row (29), a king on 15 (in the centre
		// and on the road); Black: a man four rows down on 18 (in the
		// centre), a king on 4 (h8, on the road).
		{"W:W29,K15:B18,K4", 0, 0, -4, 0, 0, 1, -8},
		{"B:W29,K15:B18,K4", 0, 0, 4, 0, 0, -1, 8},
		// The start: the same for both.
		{"B:W21-32:B1-12", 0, 0, 0, 0, 0, 0, 0},
	} {
		b, err := draughts32.Numbered.Parse(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		for _, term := range []struct {
			name string
			w    draughts32eval.Weights
			want int
		}{
			{"man", draughts32eval.Weights{Man: 1}, c.man},
			{"king", draughts32eval.Weights{King: 1}, c.king},
			{"advance", draughts32eval.Weights{Advance: 1}, c.advance},
			{"centre", draughts32eval.Weights{Centre: 1}, c.centre},
			{"road", draughts32eval.Weights{Road: 1}, c.road},
			{"back", draughts32eval.Weights{Back: 1}, c.back},
		} {
			if got := draughts32eval.Evaluate(&b, &term.w); got != term.want {
				t.Errorf("%s: %s term got %d, want %d", c.fen, term.name, got, term.want)
			}
		}
		w := draughts32eval.DefaultWeights()
		if got := draughts32eval.Evaluate(&b, &w); got != c.score {
			t.Errorf("%s: score got %d, want %d", c.fen, got, c.score)
		}
	}
}
