package stackemeval_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/eval/stackemeval"
)

// mirrored returns p seen from the other side (mirror, of the hand-set
// evaluation's tests, on its text). Stack'Em is symmetric: Red on 1–12
// heading for 29–32 is Black on 21–32 heading for 1–4.
func mirrored(t *testing.T, p stackem.Position) stackem.Position {
	t.Helper()
	q, err := stackem.ParsePosition(mirror(t, p.String()))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func positions(n int) []stackem.Position {
	var out []stackem.Position
	for _, p := range evaltest.Positions(stackem.Variant{}, n, 3) {
		out = append(out, p.(stackem.Position))
	}
	return out
}

func TestPatternFeaturesSeeTheSideToMove(t *testing.T) {
	w := &stackemeval.PatternWeights{Weights: evaltest.RandomWeights(stackemeval.NumFeatures, 1, 50)}
	for _, p := range positions(400) {
		q := mirrored(t, p)
		fp, php := stackemeval.Features(&p, nil)
		fq, phq := stackemeval.Features(&q, nil)
		if !slices.Equal(fp, fq) || php != phq {
			t.Fatalf("%v: got features %v (phase %g), its mirror %v: %v (phase %g); want the same", p, fp, php, q, fq, phq)
		}
		if got, want := w.Evaluate(&q), w.Evaluate(&p); got != want {
			t.Fatalf("%v scores %d, its mirror %v %d; want the same", p, want, q, got)
		}
		if got, want := evaltest.Score(&w.Weights, fp, php, stackemeval.FullPhase), w.Evaluate(&p); got != want {
			t.Fatalf("%v: its features score %d, Evaluate %d; want the same", p, got, want)
		}
	}
}

func TestPatternFeatures(t *testing.T) {
	for _, c := range []struct {
		text    string
		bands   [pattern.Bands]int
		scalars [stackemeval.NumScalars]int
		phase   float64
	}{
		// Only the move in hand at the start.
		{text: stackem.Start().String(),
			bands:   [7]int{3280, 3280, 40, 0, 2 * 3240, 2 * 3280, 2 * 3280},
			scalars: [stackemeval.NumScalars]int{stackemeval.ScalarTempo: 1},
			phase:   1},
		// Red to move: 5 is a7, 10 d6 (a red king over a red and a black
		// piece), 27 f2, 31 e1 (a black king over a red piece).
		{text: "R 5:r 10:brR 27:b 31:rB",
			bands: [7]int{81, 1 + 243, 3, 0, 0, 2 * 729, 2*9 + 2*729},
			scalars: [stackemeval.NumScalars]int{
				stackemeval.ScalarChecker: 1, stackemeval.ScalarFreeable: 8 - 4, stackemeval.ScalarShed: 2,
				stackemeval.ScalarMobility: 5 - 3, stackemeval.ScalarReserve: 1, stackemeval.ScalarTempo: 1},
			phase: 7.0 / 24},
		// The same from Black's side: turned, 27 becomes 6 and 31 2.
		{text: "B 28:b 23:rbB 6:r 2:bR",
			bands: [7]int{81, 1 + 243, 3, 0, 0, 2 * 729, 2*9 + 2*729},
			scalars: [stackemeval.NumScalars]int{
				stackemeval.ScalarChecker: 1, stackemeval.ScalarFreeable: 8 - 4, stackemeval.ScalarShed: 2,
				stackemeval.ScalarMobility: 5 - 3, stackemeval.ScalarReserve: 1, stackemeval.ScalarTempo: 1},
			phase: 7.0 / 24},
		// Black to move may jump 14 from 18; Red's 14 could not jump 18
		// (23 is taken). Turned: 18 is 15, 23 is 10 and 14 is 19.
		{text: "B 14:r 18:b 23:b",
			bands: [7]int{0, 243, 3 + 729, 9 + 2*729, 2 * 9, 0, 0},
			scalars: [stackemeval.NumScalars]int{stackemeval.ScalarChecker: 1, stackemeval.ScalarStack: 1, stackemeval.ScalarAdvance: 5 - 3,
				stackemeval.ScalarMobility: 2 - 1, stackemeval.ScalarHanging: -1, stackemeval.ScalarTempo: 1},
			phase: 3.0 / 24},
	} {
		p, err := stackem.ParsePosition(c.text)
		if err != nil {
			t.Fatal(err)
		}
		fs, phase := stackemeval.Features(&p, nil)
		want := evaltest.Features(c.bands[:], c.scalars[:])
		if !slices.Equal(fs, want) || phase != c.phase {
			t.Errorf("%s: got features %v, phase %g; want %v, phase %g", c.text, fs, phase, want, c.phase)
		}
	}
}

func TestPatternWeightsFile(t *testing.T) {
	w := &stackemeval.PatternWeights{Weights: evaltest.RandomWeights(stackemeval.NumFeatures, 2, 3000)}
	w.Base = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := stackemeval.ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	data := buf.Bytes()
	data[len(data)-8] ^= 1
	if _, err := stackemeval.ParsePatternWeights(data); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a damaged file: error %v, want a checksum error", err)
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	var buf bytes.Buffer
	if _, err := stackemeval.NewPatternWeights().WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("KMLW\x01\x00\x07stackem\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := stackemeval.ParsePatternWeights(data)
		if err != nil {
			return
		}
		var out bytes.Buffer
		if _, err := w.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatal("the weights read write back to other bytes")
		}
	})
}

func BenchmarkEvaluateHandSet(b *testing.B) {
	ps := positions(1000)
	w := stackemeval.DefaultWeights()
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := positions(1000)
	w := &stackemeval.PatternWeights{Weights: evaltest.RandomWeights(stackemeval.NumFeatures, 1, 50)}
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}
