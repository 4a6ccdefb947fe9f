package turkisheval_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// mirror returns p seen from the other side: turned half a turn (square i
// becomes 63 − i), the colours swapped, the other player to move.
func mirror(t *testing.T, p turkish.Position) turkish.Position {
	t.Helper()
	var lists [2][]string
	for sq := turkish.Square(0); sq < 64; sq++ {
		c, king, ok := p.At(sq)
		if !ok {
			continue
		}
		name := (63 - sq).String()
		if king {
			name = "K" + name
		}
		lists[c.Opponent()] = append(lists[c.Opponent()], name)
	}
	turn := "W"
	if p.Turn() == checkers.Red {
		turn = "B"
	}
	text := turn + ":W" + strings.Join(lists[checkers.Red], ",") + ":B" + strings.Join(lists[checkers.Black], ",")
	q, err := turkish.ParseFEN(text)
	if err != nil {
		t.Fatalf("the mirror of %s: %v", p, err)
	}
	return q
}

// TestPatternFeatures checks the features of positions counted by hand,
// and that each position's mirror has the same.
func TestPatternFeatures(t *testing.T) {
	for _, c := range []struct {
		fen string
		// Each window's configuration: own men 3^k, opposing 2·3^k, k the
		// square in the window (its lower rank's four files, then its
		// upper rank's); windows by rank pair (1–2 …), then file span
		// (a–d, c–f, e–h).
		windows []int
		scalars []int // man, king, advance, breakthrough, king mobility, tempo
		phase   float64
	}{
		// The start: ranks 2–3 White's (to move), 6–7 Black's.
		{turkish.Start().String(), []int{3240, 3240, 3240, 3280, 3280, 3280, 40, 40, 40, 0, 0, 0,
			2 * 3240, 2 * 3240, 2 * 3240, 2 * 3280, 2 * 3280, 2 * 3280, 2 * 40, 2 * 40, 2 * 40},
			[]int{0, 0, 0, 0, 0, 1}, 1},
		// White's men d4 (one row come) and c7 (four, c8 ahead empty),
		// Black's man e5 (one row come) and king h8 (14 squares to slide
		// to).
		{"W:Wc7,d4:Be5,Kh8", []int{6: 2187, 7: 243, 9: 27, 10: 3 + 2*729, 11: 2 * 81, 13: 2 * 9, 14: 2 * 1,
			15: 729, 16: 81, 18: 9, 19: 1, 20: 0}, []int{1, -1, 4, 1, -14, 1}, 4.0 / 32},
		// Black to move, turned: its men h2, c2 and g3 are a7, f7 and b6
		// (4 + 4 + 3 rows come; h1 and c1 ahead empty), White's a7 and b7
		// are h2 and g2 (4 + 4; a8 ahead of a7 empty, b8 not: White's king
		// is there, which slides to 7 squares).
		{"B:Wa7,b7,Kb8:Bh2,g3,c2", []int{2: 2 * (2187 + 729), 5: 2 * (27 + 9), 12: 243, 15: 81 + 3, 16: 2187, 17: 243,
			18: 1, 19: 27, 20: 3}, []int{1, -1, 3, 1, -7, 1}, 6.0 / 32},
		// Only g7 of White's men on rank 7 has the square ahead empty:
		// Black's kings stand before c7 and e7 (and slide to 3 and 4
		// squares), Black's man g6 behind g7.
		{"W:Wc7,e7,g7:Bg6,Kc8,Ke8", []int{14: 2 * 729, 15: 729, 16: 81 + 729, 17: 81 + 729 + 2*9, 18: 9, 19: 1 + 9, 20: 1 + 9},
			[]int{2, -2, 12, 1, -7, 1}, 6.0 / 32},
	} {
		p, err := turkish.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		want := evaltest.Features(c.windows, c.scalars)
		for _, p := range []turkish.Position{p, mirror(t, p)} {
			got, phase := turkisheval.Features(&p, nil)
			if !slices.Equal(got, want) || phase != c.phase {
				t.Errorf("%s: got features %v, phase %g; want %v, phase %g", p, got, phase, want, c.phase)
			}
		}
	}
}

// TestPatternScalarsAreTheHandSetTerms checks, over positions of random
// games, that the scalar terms weighted by a hand-set Weights' terms sum to
// its Evaluate: the default weights and random ones.
func TestPatternScalarsAreTheHandSetTerms(t *testing.T) {
	var random turkisheval.Weights
	evaltest.RandomInts(&random, 5, 300)
	for _, w := range []turkisheval.Weights{turkisheval.DefaultWeights(), random} {
		terms := []int{w.Man, w.King, w.Advance, w.Breakthrough, w.KingMobility}
		for _, p := range evaltest.PositionsOf[turkish.Position](turkish.Variant{}, 1500, 4) {
			s, n := turkisheval.PatternScalars(&p)
			sum := 0
			for k, x := range terms {
				sum += x * s[k]
			}
			if want := w.Evaluate(&p); sum != want {
				t.Fatalf("%s with %+v: the scalars %v weighted sum to %d; want Evaluate's %d", p, w, s, sum, want)
			}
			if want := p.Pieces(checkers.Black).Count() + p.Pieces(checkers.Red).Count(); n != want || s[turkisheval.ScalarTempo] != 1 {
				t.Fatalf("%s: got %d pieces, tempo %d; want %d, 1", p, n, s[turkisheval.ScalarTempo], want)
			}
		}
	}
}

// TestPatternEvaluate checks, over positions of random games, that the
// pattern weights score what the features and the phase give, the same
// for a position and its mirror, and with Base the hand-set evaluation
// more.
func TestPatternEvaluate(t *testing.T) {
	w := &turkisheval.PatternWeights{Weights: evaltest.RandomWeights(turkisheval.NumFeatures, 1, 60)}
	base := &turkisheval.PatternWeights{Weights: w.Weights}
	base.Base = true
	hand := turkisheval.Engine{}
	for _, p := range evaltest.PositionsOf[turkish.Position](turkish.Variant{}, 1500, 6) {
		fs, phase := turkisheval.Features(&p, nil)
		got := w.Evaluate(&p)
		if want := evaltest.Score(&w.Weights, fs, phase, turkisheval.FullPhase); got != want {
			t.Fatalf("%s: Evaluate %d, its features score %d; want the same", p, got, want)
		}
		m := mirror(t, p)
		if mirrored := w.Evaluate(&m); mirrored != got {
			t.Fatalf("%s scores %d, its mirror %s %d; want the same", p, got, m, mirrored)
		}
		if got, want := base.Evaluate(&p), got+hand.Evaluate(&p); got != want {
			t.Fatalf("%s: with Base %d, want %d", p, got, want)
		}
		if got, want := (turkisheval.PatternEngine{Patterns: w}).Evaluate(&p), w.Evaluate(&p); got != want {
			t.Fatalf("%s: PatternEngine scores %d, want the weights' %d", p, got, want)
		}
	}
}

// TestPatternWeightsFile checks the weights file: written and read back
// the same, and refused for another game, another shape or when damaged.
func TestPatternWeightsFile(t *testing.T) {
	w := &turkisheval.PatternWeights{Weights: evaltest.RandomWeights(turkisheval.NumFeatures, 2, 3000)}
	w.Base = true
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := turkisheval.ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	file := func(key string, shape []uint16, features int) []byte {
		f := pattern.File{Game: key, Shape: shape, Values: make([]int16, 2*features)}
		var b bytes.Buffer
		if _, err := f.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	damaged := slices.Clone(buf.Bytes())
	damaged[len(damaged)-8] ^= 1
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"another game's", file("russian", []uint16{pattern.Bands, pattern.Configs, 7}, pattern.Bands*pattern.Configs+7),
			`weights file of the game "russian": want "turkish"`},
		{"another shape", file("turkish", []uint16{8, pattern.Configs, 6}, 8*pattern.Configs+6), "of shape [8 6561 6]: want [21 6561 6]"},
		{"a damaged file", damaged, "checksum"},
		{"not a weights file", []byte(`{"Man":100}`), "not a learned weights file"},
	} {
		if _, err := turkisheval.ParsePatternWeights(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func FuzzParsePatternWeights(f *testing.F) {
	var buf bytes.Buffer
	if _, err := turkisheval.NewPatternWeights().WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("KMLW\x01\x00\x07turkish\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := turkisheval.ParsePatternWeights(data)
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
	ps := evaltest.PositionsOf[turkish.Position](turkish.Variant{}, 1000, 3)
	w := turkisheval.DefaultWeights()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := evaltest.PositionsOf[turkish.Position](turkish.Variant{}, 1000, 3)
	w := &turkisheval.PatternWeights{Weights: evaltest.RandomWeights(turkisheval.NumFeatures, 1, 50)}
	s := 0
	for i := 0; b.Loop(); i++ {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}
