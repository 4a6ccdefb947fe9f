package match

import (
	"math"
	"testing"
)

// TestLagrangeOptimal checks that the distributions lagrange gives are the
// most likely ones with their mean, by the Karush–Kuhn–Tucker conditions
// (enough, the log-likelihood being concave and the constraints linear):
// p_k = f_k/(1 + λ·(x_k − s)) ≥ 0 on the scores seen, the rest of the mass
// on scores not seen where 1 + λ·(x − s) = 0, 1 + λ·(x − s) ≥ 0 on every
// score, and the mean s.
func TestLagrangeOptimal(t *testing.T) {
	pairs := []Pentanomial{
		{0, 0, 0, 0, 3}, {3, 0, 0, 0, 0}, {0, 0, 7, 0, 0}, {2, 0, 0, 0, 6}, {0, 1, 2, 3, 4},
		{0, 3, 5, 4, 0}, {0, 2, 3, 9, 0}, {0, 0, 5, 0, 6}, {2, 10, 50, 14, 4}, {1, 0, 0, 0, 0},
		{0, 1, 0, 0, 0}, {0, 0, 0, 1, 0}, {5, 1, 0, 0, 1}, {0, 0, 1, 1, 0},
	}
	for _, p := range pairs {
		var f [5]float64
		for k, count := range p {
			f[k] = float64(count) / float64(p.Pairs())
		}
		for _, elo := range []float64{-400, -50, -5, 0, 5, 50, 400} {
			s := ExpectedScore(elo)
			l := lagrange(f, s)
			var mass, mean float64
			var free []int // scores not seen where the rest may go
			for k, share := range f {
				x := pairScore(k)
				denominator := 1 + l.lambda*(x-s)
				if denominator < -1e-12 {
					t.Errorf("%v, s %.4f: λ %v makes 1 + λ·(x − s) negative at %v", p, s, l.lambda, x)
				}
				switch {
				case share > 0:
					mass += share / denominator
					mean += share / denominator * x
				case math.Abs(denominator) < 1e-9:
					free = append(free, k)
				}
			}
			rest := 1 - mass
			if rest < -1e-9 || rest > 1e-9 && len(free) != 1 {
				t.Errorf("%v, s %.4f: λ %v leaves mass %.3g for the scores %v", p, s, l.lambda, rest, free)
				continue
			}
			if rest > 1e-9 {
				mean += rest * pairScore(free[0])
			}
			if math.Abs(mean-s) > 1e-9 {
				t.Errorf("%v, s %.4f: λ %v gives the mean %.6f", p, s, l.lambda, mean)
			}
		}
	}
}
