package fryskeval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/fryskeval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[frysk.Position, frysk.Move] = fryskeval.Engine{}
	_ engine.Threats[frysk.Position]             = fryskeval.Engine{}
	_ engine.Forcing[frysk.Position]             = fryskeval.Engine{}
)

// TestEvaluate checks that Evaluate scores the start even and each
// position above zero for the side with more, whichever player is to move.
func TestEvaluate(t *testing.T) {
	w := fryskeval.DefaultWeights()
	start := frysk.Start()
	if got := w.Evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
	for _, c := range []struct {
		name, pieces string
		better       checkers.Color
	}{
		{"a man up from the start", "W46-50:B1-4", checkers.Red},
		{"a king against a man", "WK28:B3", checkers.Red},
		{"two men against a king and a man", "W36,37:BK5,15", checkers.Black},
	} {
		for _, turn := range []string{"W", "B"} {
			p, err := frysk.ParseFEN(turn + ":" + c.pieces)
			if err != nil {
				t.Fatal(err)
			}
			got := w.Evaluate(&p)
			if p.Turn() != c.better {
				got = -got
			}
			if got <= 0 {
				t.Errorf("%s: Evaluate(%s) for %v = %d, want > 0", c.name, p, c.better, got)
			}
		}
	}
}
