package coast_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/internal/patterntest"
)

// mirrored returns p seen from the other side (mirror, of the hand-set
// evaluation's tests, on its text). Coast-to-Coast is symmetric: Red
// racing from a1 to h8 is Black racing from h8 to a1.
func mirrored(t *testing.T, p coast.Position) coast.Position {
	t.Helper()
	q, err := coast.ParsePosition(mirror(p.String()))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func positions(n int) []coast.Position {
	var out []coast.Position
	for _, p := range patterntest.Positions(coast.Variant{}, n, 3) {
		out = append(out, p.(coast.Position))
	}
	return out
}

func TestPatternFeaturesSeeTheSideToMove(t *testing.T) {
	w := &coast.PatternWeights{Weights: patterntest.RandomWeights(coast.NumFeatures, 1, 50)}
	for _, p := range positions(400) {
		q := mirrored(t, p)
		fp, php := p.PatternFeatures(nil)
		fq, phq := q.PatternFeatures(nil)
		if !slices.Equal(fp, fq) || php != phq {
			t.Fatalf("%v: got features %v (phase %g), its mirror %v: %v (phase %g); want the same", p, fp, php, q, fq, phq)
		}
		if got, want := w.Evaluate(&q), w.Evaluate(&p); got != want {
			t.Fatalf("%v scores %d, its mirror %v %d; want the same", p, want, q, got)
		}
		if got, want := patterntest.Score(&w.Weights, fp, php, coast.FullPhase), w.Evaluate(&p); got != want {
			t.Fatalf("%v: its features score %d, Evaluate %d; want the same", p, got, want)
		}
	}
}

func TestPatternFeatures(t *testing.T) {
	// Red's piece c3 has 5 + 6 steps to go, its king b2 1 (and guards
	// home); Black's piece f6 5 + 6. Each steps three ways.
	want := [coast.NumScalars]int{coast.ScalarToGo: 12 - 11, coast.ScalarBorneOff: 3 - 4,
		coast.ScalarGuard: 1, coast.ScalarMobility: 6 - 3, coast.ScalarTempo: 1}
	windows := [coast.NumWindows]int{0: 243, 3: 3 + 729, 4: 81, 6: 9, 7: 1, 13: 2 * 2187, 14: 2 * 243, 16: 2 * 27, 17: 2 * 3}
	for _, c := range []struct {
		text    string
		windows [coast.NumWindows]int
		scalars [coast.NumScalars]int
		phase   float64
	}{
		{"R:Rc3,Kb2/3:Bf6/4", windows, want, 2.0 / 24},
		// The same from Black's side, turned.
		{"B:Bf6,Kg7/3:Rc3/4", windows, want, 2.0 / 24},
	} {
		p, err := coast.ParsePosition(c.text)
		if err != nil {
			t.Fatal(err)
		}
		fs, phase := p.PatternFeatures(nil)
		want := patterntest.Features(c.windows[:], c.scalars[:])
		if !slices.Equal(fs, want) || phase != c.phase {
			t.Errorf("%s: got features %v, phase %g; want %v, phase %g", c.text, fs, phase, want, c.phase)
		}
	}
}

func TestPatternWeightsFile(t *testing.T) {
	w := &coast.PatternWeights{Weights: patterntest.RandomWeights(coast.NumFeatures, 2, 3000)}
	w.Base = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := coast.ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	data := buf.Bytes()
	data[len(data)-8] ^= 1
	if _, err := coast.ParsePatternWeights(data); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a damaged file: error %v, want a checksum error", err)
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	var buf bytes.Buffer
	if _, err := coast.NewPatternWeights().WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("KMLW\x01\x00\x0ecoast-to-coast\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := coast.ParsePatternWeights(data)
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
	w := coast.DefaultWeights()
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += ps[i%len(ps)].Evaluate(&w)
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := positions(1000)
	w := &coast.PatternWeights{Weights: patterntest.RandomWeights(coast.NumFeatures, 1, 50)}
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}
