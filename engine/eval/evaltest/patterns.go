package evaltest

import (
	"math"
	"math/rand/v2"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// Positions returns n positions of random games of v, drawn from seed,
// each game played from the start position for at most 200 plies.
func Positions(v checkers.Variant, n int, seed uint64) []checkers.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []checkers.Position
	for len(out) < n {
		p := v.Start()
		for ply := 0; ply < 200 && len(out) < n; ply++ {
			legal := p.Legal()
			if len(legal) == 0 || p.Status().Over() {
				break
			}
			out = append(out, p)
			next, err := p.After(legal[rng.IntN(len(legal))])
			if err != nil {
				panic(err)
			}
			p = next
		}
	}
	return out
}

// RandomWeights returns weights for features features drawn from seed,
// each within ±limit.
func RandomWeights(features int, seed uint64, limit int) pattern.Weights {
	rng := rand.New(rand.NewPCG(seed, 2))
	w := pattern.NewWeights(features)
	for i := range w.Pairs {
		w.Pairs[i] = [2]int16{int16(rng.IntN(2*limit+1) - limit), int16(rng.IntN(2*limit+1) - limit)}
	}
	return w
}

// Score returns the score the features fs at phase give with weights w,
// as the evaluations compute it: the opening and ending sums mixed by the
// phase out of full (pattern.Mix).
func Score(w *pattern.Weights, fs []pattern.Feature, phase float64, full int) int {
	var open, end int
	for _, f := range fs {
		open += int(f.Value) * int(w.Pairs[f.Index][0])
		end += int(f.Value) * int(w.Pairs[f.Index][1])
	}
	return pattern.Mix(open, end, int(math.Round(phase*float64(full))), full)
}

// Features returns the features a position with these windows'
// configurations and scalar terms has: each window's configuration with
// value 1, then each scalar term that is not 0, numbered after the
// windows', as pattern.AppendBands (and Coast-to-Coast's blocks) lay them
// out.
func Features(windows, scalars []int) []pattern.Feature {
	var fs []pattern.Feature
	for k, c := range windows {
		fs = append(fs, pattern.Feature{Index: int32(k*pattern.Configs + c), Value: 1})
	}
	scalar0 := len(windows) * pattern.Configs
	for k, x := range scalars {
		if x != 0 {
			fs = append(fs, pattern.Feature{Index: int32(scalar0 + k), Value: float32(x)})
		}
	}
	return fs
}

// PositionsOf returns Positions of v as the game's own position type P.
func PositionsOf[P checkers.Position](v checkers.Variant, n int, seed uint64) []P {
	var out []P
	for _, p := range Positions(v, n, seed) {
		out = append(out, p.(P))
	}
	return out
}
