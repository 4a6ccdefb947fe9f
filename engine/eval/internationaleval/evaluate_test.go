package internationaleval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine/eval/internationaleval"
)

// TestEvaluateFavoursTheBetterSide checks that Evaluate scores each
// position above zero for the better side, whichever player is to move.
func TestEvaluateFavoursTheBetterSide(t *testing.T) {
	w := internationaleval.DefaultWeights()
	for _, c := range []struct {
		name, pieces string // the position text after "W:" or "B:"
		better       checkers.Color
	}{
		{"a man up from the start", "W31-50:B1-19", checkers.Red},
		{"a king against two men, White's", "WK28:B3,4", checkers.Red},
		{"a king against two men", "W31,32:BK3", checkers.Black},
		{"a man a step from crowning", "W7:B16", checkers.Red},
		{"the centre against the edge", "W28,29:B16,25", checkers.Red},
		{"a king in the centre against one in the corner", "WK28:BK46", checkers.Red},
	} {
		for _, turn := range []string{"W", "B"} {
			p, err := international.ParseFEN(turn + ":" + c.pieces)
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

// TestEvaluateIsSymmetric checks that the start scores 0 for either player
// to move, and that a position and its twin with the colours swapped (the
// board turned round) score alike.
func TestEvaluateIsSymmetric(t *testing.T) {
	w := internationaleval.DefaultWeights()
	for _, c := range []struct{ a, b string }{
		{international.Start().String(), "B:W31-50:B1-20"},
		{"W:W28,29,K46:B3,4,17", "B:W34,47,48:B22,23,K5"},
		{"W:W36,K10:B15", "B:W36:B15,K41"},
	} {
		a, err := international.ParseFEN(c.a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := international.ParseFEN(c.b)
		if err != nil {
			t.Fatal(err)
		}
		if x, y := w.Evaluate(&a), w.Evaluate(&b); x != y {
			t.Errorf("Evaluate(%s) = %d, Evaluate(%s) = %d, want equal", a, x, b, y)
		}
	}
}

// TestEvaluateAllocatesNothing checks Evaluate on the start.
func TestEvaluateAllocatesNothing(t *testing.T) {
	w := internationaleval.DefaultWeights()
	p := international.Start()
	if got := testing.AllocsPerRun(100, func() { _ = w.Evaluate(&p) }); got != 0 {
		t.Errorf("Evaluate allocates %.1f times, want 0", got)
	}
}
