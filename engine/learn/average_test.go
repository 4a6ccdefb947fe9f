package learn_test

import (
	"math"
	"strings"
	"testing"

	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/games"
)

// weightsFrom makes weights of e whose i-th number is f(i).
func weightsFrom(t *testing.T, e *learn.Evaluation, base bool, f func(i int) int16) any {
	t.Helper()
	vs := make([]int16, 2*e.Features)
	for i := range vs {
		vs[i] = f(i)
	}
	w, err := e.New(vs, base)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// standardLearning returns standard checkers' learned evaluation.
func standardLearning(t *testing.T) *learn.Evaluation {
	t.Helper()
	g, err := games.Lookup("standard")
	if err != nil {
		t.Fatal(err)
	}
	return g.Learning
}

// TestAverageEveryGame checks that the mean of two and of three weights is
// taken number by number and rounded to the nearest, halves away from zero,
// for every game of the table with a learned evaluation.
func TestAverageEveryGame(t *testing.T) {
	for _, g := range games.All() {
		e := g.Learning
		if e == nil {
			continue
		}
		t.Run(g.Key(), func(t *testing.T) {
			a := weightsFrom(t, e, false, func(i int) int16 { return int16(i%7 - 3) })
			b := weightsFrom(t, e, false, func(i int) int16 { return int16(i%5 - 2) })
			c := weightsFrom(t, e, false, func(i int) int16 { return int16(1000 - i%11) })
			for _, ws := range [][]any{{a, b}, {a, b, c}} {
				got, err := learn.Average(e, ws...)
				if err != nil {
					t.Fatal(err)
				}
				gotVs, gotBase, err := e.Values(got)
				if err != nil {
					t.Fatal(err)
				}
				if gotBase {
					t.Errorf("the mean of whole evaluations is marked as corrections")
				}
				var in [][]int16
				for _, w := range ws {
					vs, _, _ := e.Values(w)
					in = append(in, vs)
				}
				for i, v := range gotVs {
					sum := 0.0
					for _, vs := range in {
						sum += float64(vs[i])
					}
					if want := int16(math.Round(sum / float64(len(ws)))); v != want {
						t.Fatalf("mean of %d weights, number %d: got %d, want %d", len(ws), i, v, want)
					}
				}
			}
		})
	}
}

// TestAverageRounding pins the rounding: halves go away from zero.
func TestAverageRounding(t *testing.T) {
	e := standardLearning(t)
	tests := []struct {
		a, b, want int16
	}{
		{1, 2, 2},
		{-1, -2, -2},
		{-1, 2, 1},
		{1, -2, -1},
		{7, 7, 7},
		{math.MaxInt16, math.MaxInt16, math.MaxInt16},
		{math.MinInt16, math.MaxInt16, -1},
		{math.MinInt16, math.MinInt16, math.MinInt16},
	}
	for _, tt := range tests {
		a := weightsFrom(t, e, false, func(int) int16 { return tt.a })
		b := weightsFrom(t, e, false, func(int) int16 { return tt.b })
		got, err := learn.Average(e, a, b)
		if err != nil {
			t.Fatal(err)
		}
		vs, _, _ := e.Values(got)
		if vs[0] != tt.want {
			t.Errorf("mean of %d and %d: got %d, want %d", tt.a, tt.b, vs[0], tt.want)
		}
	}
}

// TestAverageRefuses checks the errors: too few weights, weights of another
// game, and whole evaluations mixed with corrections.
func TestAverageRefuses(t *testing.T) {
	std := standardLearning(t)
	var other *learn.Evaluation
	for _, g := range games.All() {
		if g.Learning != nil && g.Learning != std {
			other = g.Learning
			break
		}
	}
	if other == nil {
		t.Fatal("no second game with a learned evaluation")
	}
	whole := weightsFrom(t, std, false, func(int) int16 { return 1 })
	corr := weightsFrom(t, std, true, func(int) int16 { return 1 })
	foreign := weightsFrom(t, other, false, func(int) int16 { return 1 })
	tests := []struct {
		name string
		e    *learn.Evaluation
		ws   []any
		want string
	}{
		{"none", std, nil, "want at least 2"},
		{"one", std, []any{whole}, "want at least 2"},
		{"another game's", std, []any{whole, foreign}, "weights 2"},
		{"mixed", std, []any{whole, corr}, "corrections"},
		{"no evaluation", nil, []any{whole, whole}, "no learned evaluation"},
	}
	for _, tt := range tests {
		_, err := learn.Average(tt.e, tt.ws...)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}
