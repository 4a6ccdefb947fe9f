package frisianeval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/frisianeval"
)

// The adapter is an engine.Adapter with threats and forcing moves.
var (
	_ engine.Adapter[frisian.Position, frisian.Move] = frisianeval.Engine{}
	_ engine.Threats[frisian.Position]               = frisianeval.Engine{}
	_ engine.Forcing[frisian.Position]               = frisianeval.Engine{}
)

// TestEvaluate checks that Evaluate scores the start even and each
// position above zero for the side with more, whichever player is to move.
func TestEvaluate(t *testing.T) {
	w := frisianeval.DefaultWeights()
	start := frisian.Start()
	if got := w.Evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
	for _, c := range []struct {
		name, pieces string
		better       checkers.Color
	}{
		{"a man up from the start", "W31-50:B1-19", checkers.Red},
		{"a king against a man", "WK28:B3", checkers.Red},
		{"two men against a king and a man", "W36,37:BK5,15", checkers.Black},
	} {
		for _, turn := range []string{"W", "B"} {
			p, err := frisian.ParseFEN(turn + ":" + c.pieces)
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
