package flyingkingseval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
)

// betterPositions are positions, without the player to move, where one
// side is clearly better.
var betterPositions = []struct {
	name   string
	pieces string // the position text after "B:" or "R:"
	better checkers.Color
}{
	{"a Guard up from the start", "RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11", checkers.Red},
	{"a Flying King against a King", "RF18,P25,P26:BK3,P5,P6", checkers.Red},
	{"a Prince a step from crowning", "RP6,K31,P28:BK4,P11,P12", checkers.Red},
	{"a King beside a free Morph square", "RK23,P28:BK3,P5", checkers.Red},
	{"a Prince a step from spawning", "RP14,K31,P28:BK2,P8,P12", checkers.Red},
	{"more points near the points ending", "RK30,P26,G22:BP1,P2,G9", checkers.Red},
	{"Kings against Guards", "RG21,G22,G23:BK1,K2,G9", checkers.Black},
	{"Black mirrors Red's Flying King", "RK14,P7,P8:BF15,P25,P26", checkers.Black},
}

// TestEvaluateFavoursTheBetterSide checks that Evaluate scores each
// position above zero for the better side, whichever player is to move.
func TestEvaluateFavoursTheBetterSide(t *testing.T) {
	w := flyingkingseval.DefaultWeights()
	for _, c := range betterPositions {
		for _, turn := range []string{"B", "R"} {
			t.Run(c.name+"/"+turn, func(t *testing.T) {
				p, err := flyingkings.ParsePosition(turn + ":" + c.pieces)
				if err != nil {
					t.Fatal(err)
				}
				got := w.Evaluate(&p)
				if p.Turn() != c.better {
					got = -got
				}
				if got <= 0 {
					t.Errorf("Evaluate(%q) for %v = %d, want > 0", p, c.better, got)
				}
			})
		}
	}
}

// TestEvaluateIsSymmetric checks that the start position scores 0 for
// either player to move, and that a position and its colour-reversed twin
// score alike.
func TestEvaluateIsSymmetric(t *testing.T) {
	w := flyingkingseval.DefaultWeights()
	for _, c := range []struct{ a, b string }{
		{flyingkings.Start().String(), "R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12"},
		{"R:RK23,P28:BK3,P5", "B:RK30,P28:BK10,P5"},
		{"R:RF18,P25,P26:BK3,P5,P6", "B:RK30,P27,P28:BF15,P7,P8"},
	} {
		t.Run(c.a, func(t *testing.T) {
			a, err := flyingkings.ParsePosition(c.a)
			if err != nil {
				t.Fatal(err)
			}
			b, err := flyingkings.ParsePosition(c.b)
			if err != nil {
				t.Fatal(err)
			}
			if ea, eb := w.Evaluate(&a), w.Evaluate(&b); ea != eb {
				t.Errorf("Evaluate(%q) = %d, Evaluate(%q) = %d; want equal", a, ea, b, eb)
			}
		})
	}
}

// hotPositions are the positions of the rules' allocation test: steps,
// Flying Kings' slides and multi-captures, push takes, spawns and a King's
// loop.
var hotPositions = []string{
	flyingkings.Start().String(),
	"R:RP28,F29,K31:BK2,G10,G22",
	"B:RK17,K20,G21,G24,P28:BK13,K16,P9,G12,P5",
	"R:RP13,P16,G27,G28,K30:BK2,G6,G7,P18,P20",
	"B:RG14,G15,G22,G23,K29,K31,K32:BK10",
	"B:RF18,F23,F30,P26,G21:BF3,F10,F15,P6,G12",
}

// TestEvaluateAllocatesNothing pins Evaluate and Ended at zero allocations.
func TestEvaluateAllocatesNothing(t *testing.T) {
	w := flyingkingseval.DefaultWeights()
	for _, text := range hotPositions {
		p, err := flyingkings.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(text, func(t *testing.T) {
			got := testing.AllocsPerRun(100, func() {
				_ = w.Evaluate(&p)
				_, _ = p.Ended()
			})
			if got != 0 {
				t.Errorf("Evaluate and Ended allocate %.1f times per call, want 0", got)
			}
		})
	}
}

// BenchmarkEvaluate scores the positions of hotPositions.
func BenchmarkEvaluate(b *testing.B) {
	w := flyingkingseval.DefaultWeights()
	var ps []flyingkings.Position
	for _, text := range hotPositions {
		p, err := flyingkings.ParsePosition(text)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	sum := 0
	for b.Loop() {
		for i := range ps {
			sum += w.Evaluate(&ps[i])
		}
	}
	b.ReportMetric(float64(b.N*len(ps))/b.Elapsed().Seconds(), "evals/s")
	_ = sum
}
