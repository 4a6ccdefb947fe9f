package draughts50eval_test

import (
	"bytes"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine/eval/antidraughtseval"
	"github.com/kingme/kingme/engine/eval/breakthrougheval"
	"github.com/kingme/kingme/engine/eval/draughts50eval"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/frisianeval"
	"github.com/kingme/kingme/engine/eval/fryskeval"
	"github.com/kingme/kingme/engine/eval/internationaleval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// game is one 10×10 game's learned evaluation as its package gives it: P
// its positions, PW its pattern weights, HW its hand-set weights.
type game[P checkers.Position, PW any, HW any] struct {
	variant  checkers.Variant
	parse    func(string) (P, error)
	features func(*P, []pattern.Feature) ([]pattern.Feature, float64)
	full     int
	wrap     func(pattern.Weights) *PW
	flat     func(*PW) *pattern.Weights
	evaluate func(*PW, *P) int
	handSet  func() HW
	handEval func(*HW, *P) int
	patterns func(HW) *PW
	write    func(*PW, io.Writer) (int64, error)
	read     func([]byte) (*PW, error)
}

// games are the five games, each with its tests and a weights file of its
// own for the others to refuse.
var games = []struct {
	key   string
	run   func(t *testing.T)
	file  func(t *testing.T) []byte
	parse func([]byte) error
}{
	tenGame(game[international.Position, internationaleval.PatternWeights, internationaleval.Weights]{
		variant: international.Variant{}, parse: international.ParseFEN, features: internationaleval.Features,
		full: internationaleval.FullPhase,
		wrap: func(w pattern.Weights) *internationaleval.PatternWeights {
			return &internationaleval.PatternWeights{Weights: w}
		},
		flat:     func(w *internationaleval.PatternWeights) *pattern.Weights { return &w.Weights },
		evaluate: (*internationaleval.PatternWeights).Evaluate, handSet: internationaleval.DefaultWeights,
		handEval: (*internationaleval.Weights).Evaluate, patterns: internationaleval.Weights.Patterns,
		write: (*internationaleval.PatternWeights).WriteTo, read: internationaleval.ParsePatternWeights,
	}),
	tenGame(game[antidraughts.Position, antidraughtseval.PatternWeights, antidraughtseval.Weights]{
		variant: antidraughts.Variant{}, parse: antidraughts.ParseFEN, features: antidraughtseval.Features,
		full: antidraughtseval.FullPhase,
		wrap: func(w pattern.Weights) *antidraughtseval.PatternWeights {
			return &antidraughtseval.PatternWeights{Weights: w}
		},
		flat:     func(w *antidraughtseval.PatternWeights) *pattern.Weights { return &w.Weights },
		evaluate: (*antidraughtseval.PatternWeights).Evaluate, handSet: antidraughtseval.DefaultWeights,
		handEval: (*antidraughtseval.Weights).Evaluate, patterns: antidraughtseval.Weights.Patterns,
		write: (*antidraughtseval.PatternWeights).WriteTo, read: antidraughtseval.ParsePatternWeights,
	}),
	tenGame(game[breakthrough.Position, breakthrougheval.PatternWeights, breakthrougheval.Weights]{
		variant: breakthrough.Variant{}, parse: breakthrough.ParseFEN, features: breakthrougheval.Features,
		full: breakthrougheval.FullPhase,
		wrap: func(w pattern.Weights) *breakthrougheval.PatternWeights {
			return &breakthrougheval.PatternWeights{Weights: w}
		},
		flat:     func(w *breakthrougheval.PatternWeights) *pattern.Weights { return &w.Weights },
		evaluate: (*breakthrougheval.PatternWeights).Evaluate, handSet: breakthrougheval.DefaultWeights,
		handEval: (*breakthrougheval.Weights).Evaluate, patterns: breakthrougheval.Weights.Patterns,
		write: (*breakthrougheval.PatternWeights).WriteTo, read: breakthrougheval.ParsePatternWeights,
	}),
	tenGame(game[frisian.Position, frisianeval.PatternWeights, frisianeval.Weights]{
		variant: frisian.Variant{}, parse: frisian.ParseFEN, features: frisianeval.Features,
		full: frisianeval.FullPhase,
		wrap: func(w pattern.Weights) *frisianeval.PatternWeights {
			return &frisianeval.PatternWeights{Weights: w}
		},
		flat:     func(w *frisianeval.PatternWeights) *pattern.Weights { return &w.Weights },
		evaluate: (*frisianeval.PatternWeights).Evaluate, handSet: frisianeval.DefaultWeights,
		handEval: (*frisianeval.Weights).Evaluate, patterns: frisianeval.Weights.Patterns,
		write: (*frisianeval.PatternWeights).WriteTo, read: frisianeval.ParsePatternWeights,
	}),
	tenGame(game[frysk.Position, fryskeval.PatternWeights, fryskeval.Weights]{
		variant: frysk.Variant{}, parse: frysk.ParseFEN, features: fryskeval.Features,
		full: fryskeval.FullPhase,
		wrap: func(w pattern.Weights) *fryskeval.PatternWeights {
			return &fryskeval.PatternWeights{Weights: w}
		},
		flat:     func(w *fryskeval.PatternWeights) *pattern.Weights { return &w.Weights },
		evaluate: (*fryskeval.PatternWeights).Evaluate, handSet: fryskeval.DefaultWeights,
		handEval: (*fryskeval.Weights).Evaluate, patterns: fryskeval.Weights.Patterns,
		write: (*fryskeval.PatternWeights).WriteTo, read: fryskeval.ParsePatternWeights,
	}),
}

// tenGame returns g's row of games.
func tenGame[P checkers.Position, PW any, HW any](g game[P, PW, HW]) struct {
	key   string
	run   func(t *testing.T)
	file  func(t *testing.T) []byte
	parse func([]byte) error
} {
	return struct {
		key   string
		run   func(t *testing.T)
		file  func(t *testing.T) []byte
		parse func([]byte) error
	}{
		key: g.variant.Key(), run: g.run,
		file: func(t *testing.T) []byte {
			var buf bytes.Buffer
			if _, err := g.write(g.wrap(evaltest.RandomWeights(draughts50eval.NumFeatures, 4, 100)), &buf); err != nil {
				t.Fatal(err)
			}
			return buf.Bytes()
		},
		parse: func(data []byte) error { _, err := g.read(data); return err },
	}
}

// mirror returns the text of the position text seen from the other side:
// the colours swapped, the board turned half a turn (square n becomes
// 51 − n), the other player to move; Frisian kings' runs of steps
// ("RW28x2") go with their kings.
func mirror(text string) string {
	swap := map[byte]string{'W': "B", 'B': "W"}
	fields := strings.Split(text, ":")
	out := []string{swap[fields[0][0]]}
	for _, f := range fields[1:] {
		runs := f[0] == 'R'
		if runs {
			f = f[1:]
		}
		var items []string
		for _, item := range strings.Split(f, ",") {
			if runs {
				// "W28x2": a side, the king's square, its steps.
				sq, steps, _ := strings.Cut(item[1:], "x")
				n, _ := strconv.Atoi(sq)
				items = append(items, swap[item[0]]+strconv.Itoa(51-n)+"x"+steps)
				continue
			}
			if len(items) == 0 { // the side's letter
				items = append(items, swap[item[0]])
				item = item[1:]
				if item == "" {
					continue
				}
			}
			king := strings.HasPrefix(item, "K")
			n, _ := strconv.Atoi(strings.TrimPrefix(item, "K"))
			s := strconv.Itoa(51 - n)
			if king {
				s = "K" + s
			}
			items = append(items, s)
		}
		if runs {
			out = append(out, "R"+strings.Join(items, ","))
			continue
		}
		out = append(out, items[0]+strings.Join(items[1:], ","))
	}
	return strings.Join(out, ":")
}

// run tests g's learned evaluation: its features see the side to move,
// its scalar terms carry the hand-set evaluation's, its weights file goes
// and comes back.
func (g game[P, PW, HW]) run(t *testing.T) {
	positions := evaltest.PositionsOf[P](g.variant, 1500, 9)
	t.Run("mirror", func(t *testing.T) {
		w := g.wrap(evaltest.RandomWeights(draughts50eval.NumFeatures, 1, 50))
		for _, p := range positions {
			q, err := g.parse(mirror(p.String()))
			if err != nil {
				t.Fatalf("the mirror of %v: %v", p, err)
			}
			fp, php := g.features(&p, nil)
			fq, phq := g.features(&q, nil)
			if !slices.Equal(fp, fq) || php != phq {
				t.Fatalf("%v: got features %v (phase %g), its mirror %v: %v (phase %g); want the same", p, fp, php, q, fq, phq)
			}
			if got, want := g.evaluate(w, &q), g.evaluate(w, &p); got != want {
				t.Fatalf("%v scores %d, its mirror %v %d; want the same", p, want, q, got)
			}
			if got, want := evaltest.Score(g.flat(w), fp, php, g.full), g.evaluate(w, &p); got != want {
				t.Fatalf("%v: its features score %d, Evaluate %d; want the same", p, got, want)
			}
		}
	})
	t.Run("hand-set terms", func(t *testing.T) {
		for seed := range uint64(4) {
			hw := g.handSet()
			if seed > 0 { // weights in which every term counts, each its own
				evaltest.RandomInts(&hw, seed, 300)
			}
			pw := g.patterns(hw)
			for _, p := range positions {
				if got, want := g.evaluate(pw, &p), g.handEval(&hw, &p); got != want {
					t.Fatalf("%v with %+v: the scalar terms score %d, the hand-set evaluation %d; want the same", p, hw, got, want)
				}
			}
		}
	})
	t.Run("base", func(t *testing.T) {
		w := g.wrap(evaltest.RandomWeights(draughts50eval.NumFeatures, 5, 50))
		based := g.wrap(pattern.Weights{Pairs: g.flat(w).Pairs, Base: true})
		hw := g.handSet()
		for _, p := range positions[:200] {
			if got, want := g.evaluate(based, &p), g.evaluate(w, &p)+g.handEval(&hw, &p); got != want {
				t.Fatalf("%v: Base weights score %d, want the weights' and the hand-set's %d", p, got, want)
			}
		}
	})
	t.Run("file", func(t *testing.T) {
		w := g.wrap(evaltest.RandomWeights(draughts50eval.NumFeatures, 2, 3000))
		g.flat(w).Base = true
		var buf bytes.Buffer
		if _, err := g.write(w, &buf); err != nil {
			t.Fatal(err)
		}
		back, err := g.read(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !g.flat(back).Base || !slices.Equal(g.flat(back).Pairs, g.flat(w).Pairs) {
			t.Error("the weights read back differ from those written")
		}
		data := buf.Bytes()
		data[len(data)-8] ^= 1
		if _, err := g.read(data); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Errorf("a damaged file: error %v, want a checksum error", err)
		}
	})
}

// TestGames runs each game's tests.
func TestGames(t *testing.T) {
	for _, g := range games {
		t.Run(g.key, g.run)
	}
}

// TestOtherGamesFiles checks that each game refuses the others' weights
// files, which have the same shape, saying whose they are.
func TestOtherGamesFiles(t *testing.T) {
	for _, from := range games {
		data := from.file(t)
		for _, to := range games {
			err := to.parse(data)
			switch {
			case from.key == to.key && err != nil:
				t.Errorf("%s reads its own file: %v", to.key, err)
			case from.key != to.key && (err == nil || !strings.Contains(err.Error(), strconv.Quote(from.key))):
				t.Errorf("%s reads %s's file: error %v, want one naming %q", to.key, from.key, err, from.key)
			}
		}
	}
}

// TestSquare checks the layout the evaluation reads against the games'.
func TestSquare(t *testing.T) {
	for n := 1; n <= 50; n++ {
		if got, want := draughts50eval.Square(n), uint64(international.Square(n)); got != want {
			t.Errorf("Square(%d) = %#x, want the games' %#x", n, got, want)
		}
	}
}

// TestFeatures checks the features of a position and of its mirror by
// hand.
func TestFeatures(t *testing.T) {
	// White's man 28 (e5, 4 rows come) and king 46 (a1, sliding to 41,
	// 37 and 32); Black's men 19 (3 rows come) and 23 (4). Both sides
	// have a man in the centre; White steps 28-22 and slides 3, Black
	// steps 19-24 and 23-29; no man runs free.
	var scalars [draughts50eval.NumScalars]int
	scalars[draughts50eval.ScalarMen] = 1 - 2
	scalars[draughts50eval.ScalarKings] = 1
	scalars[draughts50eval.ScalarRow0+3] = -1
	scalars[draughts50eval.ScalarSlides] = 3
	scalars[draughts50eval.ScalarSteps] = 4 - 2
	scalars[draughts50eval.ScalarTempo] = 1
	// Windows 4–11 see the men: the opponent's digit d counts 2·3^d, one's own 3^d.
	windows := make([]int, draughts50eval.NumWindows)
	windows[4], windows[5] = 2*2187, 2*729 // 19 on the lower rows
	windows[6], windows[7] = 2*(27+729), 2*(9+243)
	windows[8], windows[9] = 2*9+729, 2*3+243 // 23 above, 28 below
	windows[10], windows[11] = 9, 3
	want := evaltest.Features(windows, scalars[:])
	for _, text := range []string{"W:W28,K46:B19,23", "B:W28,32:B23,K5"} {
		p, err := international.ParseFEN(text)
		if err != nil {
			t.Fatal(err)
		}
		fs, phase := internationaleval.Features(&p, nil)
		if !slices.Equal(fs, want) || phase != 4.0/40 {
			t.Errorf("%s: got features %v, phase %g; want %v, phase %g", text, fs, phase, want, 4.0/40)
		}
	}
}

// FuzzParsePatternWeights checks that a weights file international
// draughts reads writes back to the same bytes.
func FuzzParsePatternWeights(f *testing.F) {
	var buf bytes.Buffer
	if _, err := internationaleval.NewPatternWeights().WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("KMLW\x01\x00\x0dinternational\x03"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := internationaleval.ParsePatternWeights(data)
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

// BenchmarkEvaluatePatterns measures the pattern evaluation of positions
// of random games of international draughts.
func BenchmarkEvaluatePatterns(b *testing.B) {
	ps := evaltest.PositionsOf[international.Position](international.Variant{}, 1000, 3)
	w := &internationaleval.PatternWeights{Weights: evaltest.RandomWeights(draughts50eval.NumFeatures, 1, 50)}
	s, i := 0, 0
	for b.Loop() {
		s += w.Evaluate(&ps[i%len(ps)])
		i++
	}
	_ = s
}

// BenchmarkEvaluateHandSet measures the hand-set evaluation of the same
// positions, for comparison.
func BenchmarkEvaluateHandSet(b *testing.B) {
	ps := evaltest.PositionsOf[international.Position](international.Variant{}, 1000, 3)
	w := internationaleval.DefaultWeights()
	s, i := 0, 0
	for b.Loop() {
		s += w.Evaluate(&ps[i%len(ps)])
		i++
	}
	_ = s
}
