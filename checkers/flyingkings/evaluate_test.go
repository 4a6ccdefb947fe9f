package flyingkings_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
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
	w := flyingkings.DefaultWeights()
	for _, c := range betterPositions {
		for _, turn := range []string{"B", "R"} {
			t.Run(c.name+"/"+turn, func(t *testing.T) {
				p, err := flyingkings.ParsePosition(turn + ":" + c.pieces)
				if err != nil {
					t.Fatal(err)
				}
				got := p.Evaluate(&w)
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
	w := flyingkings.DefaultWeights()
	for _, c := range []struct{ a, b string }{
		{startText, "R:RG21,G22,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P7,P8,G9,G10,G11,G12"},
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
			if ea, eb := a.Evaluate(&w), b.Evaluate(&w); ea != eb {
				t.Errorf("Evaluate(%q) = %d, Evaluate(%q) = %d; want equal", a, ea, b, eb)
			}
		})
	}
}

// TestEnded checks the ends a position makes by its pieces alone, from the
// player to move's side, against Status.
func TestEnded(t *testing.T) {
	for _, c := range []struct {
		text    string
		outcome int
		over    bool
	}{
		{startText, 0, false},
		{"R:RK30,P26,G22:BP1,P2", 0, false},
		{"R:RK30,G22:BP1,P2", 1, true},
		{"B:RK30,G22:BP1,P2", -1, true},
		{"B:RG22:BG9", 0, true},
		{"B:RP22,P23:BK9,G10,G11", 0, false},
	} {
		t.Run(c.text, func(t *testing.T) {
			p, err := flyingkings.ParsePosition(c.text)
			if err != nil {
				t.Fatal(err)
			}
			outcome, over := p.Ended()
			if outcome != c.outcome || over != c.over {
				t.Errorf("Ended() = %d, %v; want %d, %v", outcome, over, c.outcome, c.over)
			}
			if r := p.Status(); over && !r.Over() {
				t.Errorf("Status() = %v, want a finished game as Ended says", r)
			}
		})
	}
}

// TestEndedAgreesWithStatus plays random games and checks Ended against
// Status in every position: the same end and outcome, but for a player with
// no legal move, which Ended leaves to the search.
func TestEndedAgreesWithStatus(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for game := range 40 {
		p := flyingkings.Start()
		for ply := 0; ply < 300; ply++ {
			outcome, over := p.Ended()
			r := p.Status()
			want, wantOver := 0, r.Over() && r.Reason != checkers.NoLegalMove
			switch r.Outcome {
			case checkers.WinFor(p.Turn()):
				want = 1
			case checkers.WinFor(p.Turn().Opponent()):
				want = -1
			}
			if over != wantOver || over && outcome != want {
				t.Fatalf("game %d: Ended(%q) = %d, %v; Status says %v", game, p, outcome, over, r)
			}
			if r.Over() {
				break
			}
			moves := p.Moves()
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// TestEvaluateAllocatesNothing pins Evaluate and Ended at zero allocations.
func TestEvaluateAllocatesNothing(t *testing.T) {
	w := flyingkings.DefaultWeights()
	for _, text := range hotPositions {
		p, err := flyingkings.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(text, func(t *testing.T) {
			got := testing.AllocsPerRun(100, func() {
				_ = p.Evaluate(&w)
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
	w := flyingkings.DefaultWeights()
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
			sum += ps[i].Evaluate(&w)
		}
	}
	b.ReportMetric(float64(b.N*len(ps))/b.Elapsed().Seconds(), "evals/s")
	_ = sum
}
