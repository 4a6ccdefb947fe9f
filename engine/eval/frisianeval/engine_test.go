package frisianeval_test

import (
	"fmt"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/frisianeval"
	"github.com/kingme/kingme/engine/eval/fryskeval"
)

// The adapters are engine.Adapters with threats and forcing moves.
var (
	_ engine.Adapter[frisian.Position, frisian.Move] = frisianeval.Engine{}
	_ engine.Threats[frisian.Position]               = frisianeval.Engine{}
	_ engine.Forcing[frisian.Position]               = frisianeval.Engine{}
	_ engine.Adapter[frysk.Position, frysk.Move]     = fryskeval.Engine{}
	_ engine.Threats[frysk.Position]                 = fryskeval.Engine{}
	_ engine.Forcing[frysk.Position]                 = fryskeval.Engine{}
)

// evaluateCase is a position of pieces and the side better off in it,
// whichever player is to move.
type evaluateCase struct {
	name, pieces string
	better       checkers.Color
}

// TestEvaluate checks that Evaluate scores the start even and each
// position above zero for the side with more, whichever player is to move,
// in both games played by the Frisian rules.
func TestEvaluate(t *testing.T) {
	w, wk := frisianeval.DefaultWeights(), fryskeval.DefaultWeights()
	t.Run("frisian", func(t *testing.T) {
		testEvaluate(t, frisian.Start(), frisian.ParseFEN, w.Evaluate, evaluateCases("W31-50:B1-19"))
	})
	t.Run("frysk", func(t *testing.T) {
		testEvaluate(t, frysk.Start(), frysk.ParseFEN, wk.Evaluate, evaluateCases("W46-50:B1-4"))
	})
}

// evaluateCases are TestEvaluate's positions, the first a man up from the
// game's start, given by manUp.
func evaluateCases(manUp string) []evaluateCase {
	return []evaluateCase{
		{"a man up from the start", manUp, checkers.Red},
		{"a king against a man", "WK28:B3", checkers.Red},
		{"two men against a king and a man", "W36,37:BK5,15", checkers.Black},
	}
}

// testEvaluate runs TestEvaluate's checks for one game.
func testEvaluate[P fmt.Stringer](t *testing.T, start P, parse func(string) (P, error), evaluate func(*P) int, cases []evaluateCase) {
	t.Helper()
	if got := evaluate(&start); got != 0 {
		t.Errorf("Evaluate(start) = %d, want 0", got)
	}
	for _, c := range cases {
		for _, turn := range []string{"W", "B"} {
			p, err := parse(turn + ":" + c.pieces)
			if err != nil {
				t.Fatal(err)
			}
			got := evaluate(&p)
			if turn == "W" && c.better == checkers.Black || turn == "B" && c.better == checkers.Red {
				got = -got
			}
			if got <= 0 {
				t.Errorf("%s: Evaluate(%s) for %v = %d, want > 0", c.name, p, c.better, got)
			}
		}
	}
}
