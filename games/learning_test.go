package games_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/games"
)

// TestLearning checks every game's description of its learned evaluation:
// its shape adds up, its features stay within it, zero weights score 0,
// and its weights go through their file and into a player.
func TestLearning(t *testing.T) {
	for _, g := range games.All() {
		l := g.Learning
		if l == nil {
			continue
		}
		t.Run(g.Key(), func(t *testing.T) {
			if got, want := l.Windows+len(l.Scalars), l.Features; got != want {
				t.Errorf("windows + scalars: got %d, want the %d features", got, want)
			}
			start := g.Variant.Start()
			fs, phase := l.Sparse(start, nil)
			if phase <= 0 || phase > 1 {
				t.Errorf("the start's phase: got %g, want within (0, 1]", phase)
			}
			for _, f := range fs {
				if f.Index < 0 || int(f.Index) >= l.Features {
					t.Errorf("the start's feature %d: want below %d", f.Index, l.Features)
				}
			}
			vs := make([]int16, 2*l.Features)
			vs[len(vs)-1] = 7
			w, err := l.New(vs, false)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := l.New(vs[1:], false); err == nil {
				t.Error("New of too few values gave no error")
			}
			var buf bytes.Buffer
			if err := l.Write(w, &buf); err != nil {
				t.Fatal(err)
			}
			back, err := g.ReadWeights(buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			got, base, err := l.Values(back)
			if err != nil || base || !slices.Equal(got, vs) {
				t.Errorf("the weights read back: got %d values (base %v, error %v), want those written", len(got), base, err)
			}
			if _, _, err := l.Values(g.DefaultWeights()); err == nil {
				t.Error("Values of the hand-set weights gave no error")
			}
			if _, err := g.NewPlayer(engine.Options{Weights: back}); err != nil {
				t.Errorf("NewPlayer with the learned weights: %v", err)
			}
			zero, _ := l.New(make([]int16, 2*l.Features), false)
			if got := l.Evaluate(zero, start); got != 0 {
				t.Errorf("zero weights score the start %d, want 0", got)
			}
		})
	}
}

// TestCoastWindowsTied checks that Coast-to-Coast's weights built from
// training's numbers have their windows tied: window 0 with one own piece
// on its first square weighs minus its twin, window 20 with one opposing
// piece on its last square.
func TestCoastWindowsTied(t *testing.T) {
	g, err := games.Of(coast.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	l := g.Learning
	values := make([]int16, 2*l.Features)
	values[2], values[3] = 5, 7 // feature 1: window 0, configuration 1
	w, err := l.New(values, false)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := l.Values(w)
	if err != nil {
		t.Fatal(err)
	}
	twin := 20*pattern.Configs + 2*2187
	if got[2*twin] != -5 || got[2*twin+1] != -7 {
		t.Errorf("the twin's weights: got (%d, %d), want (-5, -7)", got[2*twin], got[2*twin+1])
	}
}
