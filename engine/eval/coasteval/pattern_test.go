package coasteval_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine/eval/coasteval"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pattern"
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
	for _, p := range evaltest.Positions(coast.Variant{}, n, 3) {
		out = append(out, p.(coast.Position))
	}
	return out
}

func TestPatternFeaturesSeeTheSideToMove(t *testing.T) {
	w := &coasteval.PatternWeights{Weights: evaltest.RandomWeights(coasteval.NumFeatures, 1, 50)}
	w.TieWindows()
	for _, p := range positions(400) {
		q := mirrored(t, p)
		fp, php := coasteval.Features(&p, nil)
		fq, phq := coasteval.Features(&q, nil)
		if !slices.Equal(fp, fq) || php != phq {
			t.Fatalf("%v: got features %v (phase %g), its mirror %v: %v (phase %g); want the same", p, fp, php, q, fq, phq)
		}
		if got, want := w.Evaluate(&q), w.Evaluate(&p); got != want {
			t.Fatalf("%v scores %d, its mirror %v %d; want the same", p, want, q, got)
		}
		if got, want := evaltest.Score(&w.Weights, fp, php, coasteval.FullPhase), w.Evaluate(&p); got != want {
			t.Fatalf("%v: its features score %d, Evaluate %d; want the same", p, got, want)
		}
	}
}

func TestPatternFeatures(t *testing.T) {
	// Red's piece c3 has 5 + 6 steps to go, its king b2 1 (and guards
	// home); Black's piece f6 5 + 6. Each steps three ways.
	want := [coasteval.NumScalars]int{coasteval.ScalarToGo: 12 - 11, coasteval.ScalarBorneOff: 3 - 4,
		coasteval.ScalarGuard: 1, coasteval.ScalarMobility: 6 - 3, coasteval.ScalarTempo: 1}
	// The windows, own pieces counted 1, 3, 9 … by square and opposing ones
	// twice that: 0: 243 (b2), 3: 3 + 729 (b2, c3), 4: 81, 6: 9, 7: 1 (c3),
	// the others of 0 to 9 empty, each counted +1; the middle one, 10, is
	// empty, its own twin, left out; 11 to 20 are the twins of 9 to 0,
	// each counted −1: f6, Black's, in 13: 2·2187, 14: 2·243, 16: 2·27 and
	// 17: 2·3 is Red's in 7: 1, 6: 9, 4: 81 and 3: 729.
	var windows []pattern.Feature
	below := []int{0: 243, 3: 3 + 729, 4: 81, 6: 9, 7: 1, 9: 0}
	above := []int{3: 729, 4: 81, 6: 9, 7: 1, 9: 0} // twins of 20 − k, k from 11
	for k, c := range below {
		windows = append(windows, pattern.Feature{Index: int32(k*pattern.Configs + c), Value: 1})
	}
	for k := 9; k >= 0; k-- {
		windows = append(windows, pattern.Feature{Index: int32(k*pattern.Configs + above[k]), Value: -1})
	}
	scalars := func(s [coasteval.NumScalars]int) []pattern.Feature {
		var fs []pattern.Feature
		for k, x := range s {
			if x != 0 {
				fs = append(fs, pattern.Feature{Index: int32(coasteval.NumWindows*pattern.Configs + k), Value: float32(x)})
			}
		}
		return fs
	}
	for _, c := range []struct {
		text    string
		scalars [coasteval.NumScalars]int
		phase   float64
	}{
		{"R:Rc3,Kb2/3:Bf6/4", want, 2.0 / 24},
		// The same from Black's side, turned.
		{"B:Bf6,Kg7/3:Rc3/4", want, 2.0 / 24},
	} {
		p, err := coast.ParsePosition(c.text)
		if err != nil {
			t.Fatal(err)
		}
		fs, phase := coasteval.Features(&p, nil)
		want := append(slices.Clone(windows), scalars(c.scalars)...)
		if !slices.Equal(fs, want) || phase != c.phase {
			t.Errorf("%s: got features %v, phase %g; want %v, phase %g", c.text, fs, phase, want, c.phase)
		}
	}
}

func TestPatternWeightsFile(t *testing.T) {
	w := &coasteval.PatternWeights{Weights: evaltest.RandomWeights(coasteval.NumFeatures, 2, 3000)}
	w.Base = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := coasteval.ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	data := buf.Bytes()
	data[len(data)-8] ^= 1
	if _, err := coasteval.ParsePatternWeights(data); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a damaged file: error %v, want a checksum error", err)
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	var buf bytes.Buffer
	if _, err := coasteval.NewPatternWeights().WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("KMLW\x01\x00\x0ecoast-to-coast\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := coasteval.ParsePatternWeights(data)
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
	w := coasteval.DefaultWeights()
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := positions(1000)
	w := &coasteval.PatternWeights{Weights: evaltest.RandomWeights(coasteval.NumFeatures, 1, 50)}
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

// TestTiedWindowsIgnoreTheMove checks that tied windows score a board with
// the other side to move as its opposite (only the tempo term knows whose
// move it is), and that tying tied weights changes nothing.
func TestTiedWindowsIgnoreTheMove(t *testing.T) {
	w := &coasteval.PatternWeights{Weights: evaltest.RandomWeights(coasteval.NumFeatures, 3, 400)}
	for i := coasteval.NumWindows * pattern.Configs; i < coasteval.NumFeatures; i++ {
		w.Pairs[i] = [2]int16{}
	}
	w.TieWindows()
	tied := slices.Clone(w.Pairs)
	w.TieWindows()
	if !slices.Equal(w.Pairs, tied) {
		t.Fatal("TieWindows of tied weights: got other weights, want the same")
	}
	for _, p := range positions(300) {
		text := p.String()
		other := "B" + text[1:]
		if text[0] == 'B' {
			other = "R" + text[1:]
		}
		q, err := coast.ParsePosition(other)
		if err != nil {
			t.Fatalf("%s with the other side to move: %v", text, err)
		}
		if got, want := w.Evaluate(&q), -w.Evaluate(&p); got != want {
			t.Fatalf("%s scores %d, %s %d; want opposites", text, -want, other, got)
		}
	}
}
