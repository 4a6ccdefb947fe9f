package draughts32eval_test

import (
	"bytes"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/italian"
	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/checkers/russian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// kitGames are the games on the kit, each with its positions' boards.
var kitGames = []struct {
	v     checkers.Variant
	board func(checkers.Position) draughts32.Board
}{
	{russian.Variant{}, func(p checkers.Position) draughts32.Board { return p.(russian.Position).Board }},
	{brazilian.Variant{}, func(p checkers.Position) draughts32.Board { return p.(brazilian.Position).Board }},
	{italian.Variant{}, func(p checkers.Position) draughts32.Board { return p.(italian.Position).Board }},
	{pool.Variant{}, func(p checkers.Position) draughts32.Board { return p.(pool.Position).Board }},
}

// boards returns n boards of random games of each game of the kit.
func boards(n int) []draughts32.Board {
	var out []draughts32.Board
	for i, g := range kitGames {
		for _, p := range evaltest.Positions(g.v, n, uint64(i+1)) {
			out = append(out, g.board(p))
		}
	}
	return out
}

// turnedSet returns the squares of b turned half a turn (n becomes 33 − n).
func turnedSet(b draughts32.Bitboard) draughts32.Bitboard {
	return board32.Spread(bits.Reverse32(board32.Compact(b)))
}

// mirror returns b seen from the other side: turned half a turn, the
// colours swapped, the other player to move.
func mirror(b draughts32.Board) draughts32.Board {
	return draughts32.Board{
		Side: [2]draughts32.Bitboard{
			checkers.Black: turnedSet(b.Side[checkers.Red]),
			checkers.Red:   turnedSet(b.Side[checkers.Black]),
		},
		Kings: turnedSet(b.Kings),
		Turn:  b.Turn.Opponent(),
	}
}

// TestPatternFeatures checks the features of positions counted by hand, in
// standard checkers' numbers (1 is b8, 29 a1; W is Red), and that each
// position's mirror has the same.
func TestPatternFeatures(t *testing.T) {
	for _, c := range []struct {
		fen     string
		windows []int // each band's configuration, own men 3^k, opposing 2·3^k
		scalars []int // man, king, advance, centre, road, back, tempo
		phase   float64
	}{
		// Red's man on 22 (c3) is turned to 11, bit 10: band 1's square 6,
		// band 2's square 2; two rows up, in the centre.
		{"W:W22:B", []int{0, 729, 9, 0, 0, 0, 0}, []int{1, 0, 2, 1, 0, 0, 1}, 1.0 / 24},
		// Black's man on 1 (bit 0) guards its first row; Red's king on 29
		// (a1, on the main road) is no man: the bands do not see it.
		{"B:WK29:B1", []int{1, 0, 0, 0, 0, 0, 0}, []int{1, -1, 0, 0, -1, 1, 1}, 2.0 / 24},
		// Turned: Red's man 29 is 4 (bit 3, on its first row), its king 15
		// is 18; Black's man 18 is 15 (bit 14, four rows down), its king 4
		// is 29. Each side has a piece in the centre and a king on the road.
		{"W:W29,K15:B18,K4", []int{27, 0, 2 * 729, 2 * 9, 0, 0, 0}, []int{0, 0, -4, 0, 0, 1, 1}, 4.0 / 24},
		// The start, Black to move: its men fill bands 0 and 1, Red's 5
		// and 6; band 2 has Black's on its first four squares, band 4
		// Red's on its last four, band 3 none.
		{"B:W21-32:B1-12", []int{3280, 3280, 40, 0, 2 * 3240, 2 * 3280, 2 * 3280}, []int{0, 0, 0, 0, 0, 0, 1}, 1},
	} {
		b, err := draughts32.Numbered.Parse(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		want := evaltest.Features(c.windows, c.scalars)
		for _, b := range []draughts32.Board{b, mirror(b)} {
			got, phase := draughts32eval.PatternFeatures(&b, nil)
			if !slices.Equal(got, want) || phase != c.phase {
				t.Errorf("%s: got features %v, phase %g; want %v, phase %g", draughts32.Numbered.Text(b), got, phase, want, c.phase)
			}
		}
	}
}

// TestPatternScalarsAreTheHandSetTerms checks, over positions of random
// games of each game of the kit, that the scalar terms weighted by a
// hand-set Weights' terms sum to its Evaluate: the default weights and
// random ones.
func TestPatternScalarsAreTheHandSetTerms(t *testing.T) {
	var random draughts32eval.Weights
	evaltest.RandomInts(&random, 5, 300)
	for _, w := range []draughts32eval.Weights{draughts32eval.DefaultWeights(), random} {
		terms := []int{w.Man, w.King, w.Advance, w.Centre, w.Road, w.Back}
		for _, b := range boards(500) {
			s, n := draughts32eval.PatternScalars(&b)
			sum := 0
			for k, x := range terms {
				sum += x * s[k]
			}
			if want := draughts32eval.Evaluate(&b, &w); sum != want {
				t.Fatalf("%s with %+v: the scalars %v weighted sum to %d; want Evaluate's %d", draughts32.Numbered.Text(b), w, s, sum, want)
			}
			men, kings := b.Count(checkers.Black)
			rmen, rkings := b.Count(checkers.Red)
			if want := men + kings + rmen + rkings; n != want || s[draughts32eval.ScalarTempo] != 1 {
				t.Fatalf("%s: got %d pieces, tempo %d; want %d, 1", draughts32.Numbered.Text(b), n, s[draughts32eval.ScalarTempo], want)
			}
		}
	}
}

// TestPatternEvaluate checks, over positions of random games of each game
// of the kit, that PatternEvaluate scores what the features and the phase
// give, the same for a position and its mirror, and with Base the
// hand-set evaluation more.
func TestPatternEvaluate(t *testing.T) {
	w := evaltest.RandomWeights(draughts32eval.NumFeatures, 1, 60)
	hand := draughts32eval.DefaultWeights()
	base := w
	base.Base = true
	for _, b := range boards(400) {
		fs, phase := draughts32eval.PatternFeatures(&b, nil)
		for _, f := range fs {
			if f.Index < 0 || f.Index >= draughts32eval.NumFeatures {
				t.Fatalf("%s: feature %d, want below %d", draughts32.Numbered.Text(b), f.Index, draughts32eval.NumFeatures)
			}
		}
		got := draughts32eval.PatternEvaluate(&w, &b, &hand)
		if want := evaltest.Score(&w, fs, phase, draughts32eval.FullPhase); got != want {
			t.Fatalf("%s: PatternEvaluate %d, its features score %d; want the same", draughts32.Numbered.Text(b), got, want)
		}
		m := mirror(b)
		if mirrored := draughts32eval.PatternEvaluate(&w, &m, &hand); mirrored != got {
			t.Fatalf("%s scores %d, its mirror %s %d; want the same", draughts32.Numbered.Text(b), got, draughts32.Numbered.Text(m), mirrored)
		}
		if got, want := draughts32eval.PatternEvaluate(&base, &b, &hand), got+draughts32eval.Evaluate(&b, &hand); got != want {
			t.Fatalf("%s: with Base %d, want %d", draughts32.Numbered.Text(b), got, want)
		}
	}
}

// TestPatternsFile checks the weights file: written and read back the same,
// and refused for another game, another shape or when damaged.
func TestPatternsFile(t *testing.T) {
	w := evaltest.RandomWeights(draughts32eval.NumFeatures, 2, 3000)
	w.Base = true
	var buf bytes.Buffer
	if _, err := draughts32eval.WritePatterns(&w, &buf, "russian"); err != nil {
		t.Fatal(err)
	}
	back, err := draughts32eval.DecodePatterns(buf.Bytes(), "russian")
	if err != nil {
		t.Fatal(err)
	}
	if !back.Base || !slices.Equal(back.Pairs, w.Pairs) {
		t.Error("the weights read back differ from those written")
	}
	other := pattern.File{Game: "russian", Shape: []uint16{pattern.Bands, pattern.Configs, 3}, Values: make([]int16, 2*(pattern.Bands*pattern.Configs+3))}
	var shaped bytes.Buffer
	if _, err := other.WriteTo(&shaped); err != nil {
		t.Fatal(err)
	}
	damaged := slices.Clone(buf.Bytes())
	damaged[len(damaged)-8] ^= 1
	for _, c := range []struct {
		name, key string
		data      []byte
		want      string
	}{
		{"another game's", "brazilian", buf.Bytes(), `weights file of the game "russian": want "brazilian"`},
		{"another shape", "russian", shaped.Bytes(), "of shape [7 6561 3]: want [7 6561 7]"},
		{"a damaged file", "russian", damaged, "checksum"},
		{"a file cut short", "russian", buf.Bytes()[:100], "want"},
	} {
		if _, err := draughts32eval.DecodePatterns(c.data, c.key); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func BenchmarkEvaluateHandSet(b *testing.B) {
	bs := boards(250)
	w := draughts32eval.DefaultWeights()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += draughts32eval.Evaluate(&bs[i%len(bs)], &w)
	}
	_ = s
}

func BenchmarkEvaluatePatterns(b *testing.B) {
	bs := boards(250)
	w := evaltest.RandomWeights(draughts32eval.NumFeatures, 1, 50)
	hand := draughts32eval.DefaultWeights()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += draughts32eval.PatternEvaluate(&w, &bs[i%len(bs)], &hand)
	}
	_ = s
}
