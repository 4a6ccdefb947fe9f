package coasteval_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine/eval/coasteval"
)

// raceLeads are positions where one side is clearly ahead in the race,
// written without the side to move (each test puts either side to move).
var raceLeads = []struct {
	name, pos string
	leader    checkers.Color
}{
	{"half borne off", "Ra2,b2,c2,a3,b3,c3/6:Bg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8/0", checkers.Red},
	{"across the board", "Rc4,d4,e3,f3,c5,d5,e5,f4,f5,d6,e6,e4/0:Bg5,h5,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8/0", checkers.Red},
	{"kings nearer home", "RKb2,Kc3/10:BKb3,Kc2/10", checkers.Red},
	{"last king one step off", "RKb1/11:BKb2/11", checkers.Red},
	{"black crowned, red not", "Rd4,e4,d5/9:BKf6,Kg6,Kf7/9", checkers.Black},
	{"black pieces at the corner", "Rb1,c1,a2,b2/8:Bb3,c2,c3,b4/8", checkers.Black},
}

func TestEvaluateFavoursTheRaceLeader(t *testing.T) {
	w := coasteval.DefaultWeights()
	for _, c := range raceLeads {
		for _, turn := range []checkers.Color{checkers.Black, checkers.Red} {
			t.Run(c.name+"/"+turn.String()+" to move", func(t *testing.T) {
				p := mustParse(t, "BR"[turn:turn+1]+":"+c.pos)
				got := w.Evaluate(&p)
				if turn != c.leader {
					got = -got
				}
				if got <= 0 {
					t.Errorf("Evaluate(%s) for %s, the leader: got %d, want > 0", p, c.leader, got)
				}
			})
		}
	}
}

// mirror turns a position half a turn and swaps the colours: the same race
// with the sides' roles exchanged.
func mirror(text string) string {
	fields := strings.Split(text, ":")
	swap := map[byte]string{'B': "R", 'R': "B"}
	fields[0] = swap[fields[0][0]]
	for i := 1; i < len(fields); i++ {
		if fields[i] == "pass" {
			continue
		}
		list, off, _ := strings.Cut(fields[i][1:], "/")
		var out []string
		if list != "" {
			for _, item := range strings.Split(list, ",") {
				k := strings.HasPrefix(item, "K")
				item = strings.TrimPrefix(item, "K")
				sq := string(rune('a'+'h'-item[0])) + string(rune('1'+'8'-item[1]))
				if k {
					sq = "K" + sq
				}
				out = append(out, sq)
			}
		}
		fields[i] = swap[fields[i][0]] + strings.Join(out, ",") + "/" + off
	}
	return strings.Join(fields, ":")
}

func TestEvaluateIsTheSameForBothColours(t *testing.T) {
	w := coasteval.DefaultWeights()
	positions := append([]string(nil), hotPositions...)
	for _, c := range raceLeads {
		positions = append(positions, "B:"+c.pos, "R:"+c.pos)
	}
	for _, text := range positions {
		t.Run(text, func(t *testing.T) {
			p, q := mustParse(t, text), mustParse(t, mirror(text))
			if got, want := w.Evaluate(&q), w.Evaluate(&p); got != want {
				t.Errorf("Evaluate(%s) = %d, want %d as for its mirror image %s", q, got, want, p)
			}
		})
	}
}

func TestEvaluateZeroWeightsGiveZero(t *testing.T) {
	var w coasteval.Weights
	for _, text := range hotPositions {
		p := mustParse(t, text)
		if got := w.Evaluate(&p); got != 0 {
			t.Errorf("Evaluate(%s) with zero weights: got %d, want 0", text, got)
		}
	}
}

func TestEvaluateAllocatesNothing(t *testing.T) {
	w := coasteval.DefaultWeights()
	for _, text := range hotPositions {
		p := mustParse(t, text)
		if got := testing.AllocsPerRun(100, func() { _ = w.Evaluate(&p) }); got != 0 {
			t.Errorf("Evaluate(%s) allocates %.1f times per call, want 0", text, got)
		}
	}
}

// BenchmarkEvaluate scores the start, a crowded middle and crowning and
// bearing-off positions.
func BenchmarkEvaluate(b *testing.B) {
	var ps []coast.Position
	for _, text := range hotPositions {
		p, err := coast.ParsePosition(text)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	w := coasteval.DefaultWeights()
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for i := range ps {
			n += w.Evaluate(&ps[i])
		}
	}
	_ = n
}

// mustParse reads a position in Coast-to-Coast's text.
func mustParse(t *testing.T, text string) coast.Position {
	t.Helper()
	p, err := coast.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// hotPositions are the positions of the rules' allocation test: the
// start, a crowded middle (Red's kings with long, branching chains),
// crowning and bearing off.
var hotPositions = []string{
	coast.Start().String(),
	"R:Rd2,f2,h2,Kc3,Ke5,Kg3,Kc5,Kg5,Ke3/0:Bb2,b4,d4,f4,h4,b6,d6,f6,h6,b8,d8,f8/0",
	"R:Rg8,e6/0:Bg7/0",
	"R:RKc3,b2,a2/3:Bh1/0",
}
