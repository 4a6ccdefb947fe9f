package flyingkingseval_test

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// mirrored returns p seen from the other side: the colours swapped, the
// board turned half a turn (square n becomes 33 − n), the other player to
// move. Kings & Flying Kings is symmetric: the special squares were placed
// so that the turn maps each onto its twin.
func mirrored(t *testing.T, p flyingkings.Position) flyingkings.Position {
	t.Helper()
	swap := map[byte]string{'B': "R", 'R': "B"}
	fields := strings.Split(p.String(), ":")
	out := []string{swap[fields[0][0]]}
	for _, f := range fields[1:] {
		var items []string
		if f[1:] != "" {
			for _, item := range strings.Split(f[1:], ",") {
				n, err := strconv.Atoi(item[1:])
				if err != nil {
					t.Fatal(err)
				}
				items = append(items, item[:1]+strconv.Itoa(33-n))
			}
		}
		out = append(out, swap[f[0]]+strings.Join(items, ","))
	}
	q, err := flyingkings.ParsePosition(strings.Join(out, ":"))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func positions(n int) []flyingkings.Position {
	var out []flyingkings.Position
	for _, p := range evaltest.Positions(flyingkings.Variant{}, n, 3) {
		out = append(out, p.(flyingkings.Position))
	}
	return out
}

func TestPatternFeaturesSeeTheSideToMove(t *testing.T) {
	w := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 1, 50)}
	for _, p := range positions(400) {
		q := mirrored(t, p)
		fp, php := flyingkingseval.Features(&p, nil)
		fq, phq := flyingkingseval.Features(&q, nil)
		if !slices.Equal(fp, fq) || php != phq {
			t.Fatalf("%v: got features %v (phase %g), its mirror %v: %v (phase %g); want the same", p, fp, php, q, fq, phq)
		}
		if got, want := w.Evaluate(&q), w.Evaluate(&p); got != want {
			t.Fatalf("%v scores %d, its mirror %v %d; want the same", p, want, q, got)
		}
		if got, want := evaltest.Score(&w.Weights, fp, php, flyingkingseval.FullPhase), w.Evaluate(&p); got != want {
			t.Fatalf("%v: its features score %d, Evaluate %d; want the same", p, got, want)
		}
	}
}

func TestPatternFeatures(t *testing.T) {
	// Black's Guard 12 (h6), Prince 6 (c7) and King 19 (f4, next to the
	// Morph square 15); Red's Guard 26 (d2) and Prince 29 (a1, at home).
	// Black steps 2 + 1 + 4 times, Red 2 + 1; the points are 4 to 1 with
	// three pieces on the larger side. The King counts as a Black piece in
	// the bands of rows 3–4 (square 19 is the seventh of 13–20: 3⁶) and
	// 4–5 (the third of 17–24: 3²).
	want := [flyingkingseval.NumScalars]int{flyingkingseval.ScalarKing: 1, flyingkingseval.ScalarGuardAdvance: 2 - 1,
		flyingkingseval.ScalarPrinceAdvance: 1, flyingkingseval.ScalarMorphReach: 1, flyingkingseval.ScalarHomePrince: -1,
		flyingkingseval.ScalarMobility: 7 - 3, flyingkingseval.ScalarEndPoints: 3 * (7 - 3), flyingkingseval.ScalarTempo: 1}
	bands := [pattern.Bands]int{243, 3 + 2187, 27, 729, 9, 2 * 243, 2*3 + 2*81}
	for _, c := range []struct {
		text    string
		bands   [pattern.Bands]int
		scalars [flyingkingseval.NumScalars]int
		phase   float64
	}{
		{"B:BG12,P6,K19:RG26,P29", bands, want, 5.0 / 24},
		// The same from Red's side, turned.
		{"R:RG21,P27,K14:BG7,P4", bands, want, 5.0 / 24},
	} {
		p, err := flyingkings.ParsePosition(c.text)
		if err != nil {
			t.Fatal(err)
		}
		fs, phase := flyingkingseval.Features(&p, nil)
		want := evaltest.Features(c.bands[:], c.scalars[:])
		if !slices.Equal(fs, want) || phase != c.phase {
			t.Errorf("%s: got features %v, phase %g; want %v, phase %g", c.text, fs, phase, want, c.phase)
		}
	}
}

func TestPatternWeightsFile(t *testing.T) {
	w := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 2, 3000)}
	w.Base = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := flyingkingseval.ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	data := buf.Bytes()
	data[len(data)-8] ^= 1
	if _, err := flyingkingseval.ParsePatternWeights(data); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a damaged file: error %v, want a checksum error", err)
	}
}

// TestMenOnlyWeights checks the two shapes of the weights file (bands that
// see every piece, and bands that see Guards and Princes alone, as the
// first files' did) and that the two agree where no King or Flying King
// stands and mostly differ where one does.
func TestMenOnlyWeights(t *testing.T) {
	kingsSeen := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 23, 300)}
	menOnly := &flyingkingseval.PatternWeights{Weights: kingsSeen.Weights, MenOnly: true}
	for _, c := range []struct {
		w         *flyingkingseval.PatternWeights
		wantShape []uint16
	}{
		{kingsSeen, []uint16{pattern.Bands, pattern.Configs, flyingkingseval.NumScalars, 1}},
		{menOnly, []uint16{pattern.Bands, pattern.Configs, flyingkingseval.NumScalars}},
	} {
		var buf bytes.Buffer
		if _, err := c.w.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		f, err := pattern.Parse(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(f.Shape, c.wantShape) {
			t.Errorf("MenOnly %v: got shape %v, want %v", c.w.MenOnly, f.Shape, c.wantShape)
		}
		back, err := flyingkingseval.ParsePatternWeights(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if back.MenOnly != c.w.MenOnly || !slices.Equal(back.Pairs, c.w.Pairs) {
			t.Errorf("MenOnly %v: got MenOnly %v or other weights read back, want the same", c.w.MenOnly, back.MenOnly)
		}
	}
	withKings, differ := 0, 0
	for _, p := range positions(500) {
		a, b := kingsSeen.Evaluate(&p), menOnly.Evaluate(&p)
		if _, kings, flyers := p.Kinds(); kings|flyers == 0 {
			if a != b {
				t.Fatalf("%v, no Kings: got %d seeing every piece, %d seeing Guards and Princes; want the same", p, a, b)
			}
			continue
		}
		withKings++
		if a != b {
			differ++
		}
	}
	if withKings == 0 || differ < withKings/2 {
		t.Errorf("positions with Kings scored otherwise by the two shapes: got %d of %d, want at least half", differ, withKings)
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	for _, menOnly := range []bool{false, true} {
		var buf bytes.Buffer
		w := flyingkingseval.NewPatternWeights()
		w.MenOnly = menOnly
		if _, err := w.WriteTo(&buf); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte("KMLW\x01\x00\x0cflying-kings\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := flyingkingseval.ParsePatternWeights(data)
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
	w := flyingkingseval.DefaultWeights()
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := positions(1000)
	w := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 1, 50)}
	b.ResetTimer()
	s := 0
	for i := range b.N {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}
