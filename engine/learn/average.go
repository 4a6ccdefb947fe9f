package learn

import (
	"errors"
	"fmt"
	"math"
)

// Average returns the weights of the evaluation e whose every number is the
// mean of the same number in ws, rounded to the nearest integer (halves
// away from zero). Two weight files trained apart can play better as their
// mean than either alone, as standard checkers' built-in weights do
// (docs/engine.md, "Half the fifth generation, half the depth-14
// weights"). ws are weights values of e (as Read or New return them): at
// least two, all whole evaluations or all corrections to the hand-set one.
func Average(e *Evaluation, ws ...any) (any, error) {
	if e == nil {
		return nil, errors.New("average: the game has no learned evaluation")
	}
	if len(ws) < 2 {
		return nil, fmt.Errorf("average: got %d weights, want at least 2", len(ws))
	}
	var sums []float64
	var base bool
	for i, w := range ws {
		vs, b, err := e.Values(w)
		if err != nil {
			return nil, fmt.Errorf("average: weights %d: %w", i+1, err)
		}
		if i == 0 {
			sums, base = make([]float64, len(vs)), b
		}
		if b != base {
			return nil, fmt.Errorf("average: weights %d are %s, weights 1 %s", i+1, baseName(b), baseName(base))
		}
		if len(vs) != len(sums) {
			return nil, fmt.Errorf("average: weights %d have %d numbers, weights 1 %d", i+1, len(vs), len(sums))
		}
		for j, v := range vs {
			sums[j] += float64(v)
		}
	}
	mean := make([]int16, len(sums))
	for j, s := range sums {
		mean[j] = int16(math.Round(s / float64(len(ws))))
	}
	return e.New(mean, base)
}

// baseName says what weights with the base mark are.
func baseName(base bool) string {
	if base {
		return "corrections to the hand-set evaluation"
	}
	return "a whole evaluation"
}
