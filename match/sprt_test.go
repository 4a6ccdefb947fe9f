package match_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/kingme/kingme/match"
)

// elo75 is the logistic Elo difference of an expected score of 3/4:
// 400·log10(3) ≈ 190.85.
var elo75 = 400 * math.Log10(3)

func TestExpectedScore(t *testing.T) {
	tests := []struct {
		elo, want float64
	}{
		{0, 0.5},
		{elo75, 0.75},
		{-elo75, 0.25},
		{400, 10.0 / 11},
		{50, 0.571463},
	}
	for _, tt := range tests {
		got := match.ExpectedScore(tt.elo)
		if math.Abs(got-tt.want) > 1e-6 {
			t.Errorf("ExpectedScore(%.2f): got %.6f, want %.6f", tt.elo, got, tt.want)
		}
		if back := match.EloDiff(got); math.Abs(back-tt.elo) > 1e-6 {
			t.Errorf("EloDiff(ExpectedScore(%.2f)): got %.6f, want it back", tt.elo, back)
		}
	}
}

func TestSPRTBounds(t *testing.T) {
	tests := []struct {
		alpha, beta  float64
		lower, upper float64
	}{
		// log(0.05/0.95) = −log 19 and log(0.95/0.05) = log 19.
		{0.05, 0.05, -2.944439, 2.944439},
		// log(0.1/0.95) and log(0.9/0.05) = log 18.
		{0.05, 0.1, -2.251292, 2.890372},
		{0.01, 0.01, -4.595120, 4.595120},
	}
	for _, tt := range tests {
		s := match.SPRT{Elo0: 0, Elo1: 5, Alpha: tt.alpha, Beta: tt.beta}
		lower, upper := s.Bounds()
		if math.Abs(lower-tt.lower) > 1e-6 || math.Abs(upper-tt.upper) > 1e-6 {
			t.Errorf("α %v, β %v: got bounds [%.6f, %.6f], want [%.6f, %.6f]", tt.alpha, tt.beta, lower, upper, tt.lower, tt.upper)
		}
	}
}

// Logs of the likelihood ratios of the game pairs' scores under H1 (50
// Elo: s1 = 0.5714631) and H0 (0 Elo: s0 = ½), for the closed forms below.
const (
	logWon   = 0.1335918  // log(s1/s0): a pair won twice
	logLost  = -0.1542313 // log((1−s1)/(1−s0)): a pair lost twice
	logSplit = -0.1542313 // log(2·(1−s1)): a pair split (see TestSPRTLLR)
)

// TestSPRTLLR checks the LLR against closed forms worked out by hand, a
// direct search for the most likely distributions, and the normal
// approximation it comes to with many pairs.
//
// The closed forms: when every pair was won twice (x = 1), the most likely
// distribution with mean s puts s on 1 and the rest on 0 (which no pair
// scored), so the LLR is n·log(s1/s0). When the pairs were only won or lost
// twice, the one distribution on 0 and 1 with mean s puts s on 1: the LLR
// is n₄·log(s1/s0) + n₀·log((1−s1)/(1−s0)). When every pair was split
// (x = ½) and s0 = ½, H0 is that distribution itself and H1's best keeps
// 2·(1−s1) on ½ and the rest on 1: the LLR is n·log(2·(1−s1)).
func TestSPRTLLR(t *testing.T) {
	log5 := math.Log(match.ExpectedScore(5) / 0.5)
	tests := []struct {
		name       string
		pairs      match.Pentanomial
		elo0, elo1 float64
		want       float64
	}{
		{"all won", match.Pentanomial{0, 0, 0, 0, 3}, 0, 50, 3 * logWon},
		{"all won, 0,5", match.Pentanomial{0, 0, 0, 0, 3}, 0, 5, 3 * log5},
		{"won or lost", match.Pentanomial{2, 0, 0, 0, 6}, 0, 50, 6*logWon + 2*logLost},
		{"all lost", match.Pentanomial{4, 0, 0, 0, 0}, 0, 50, 4 * logLost},
		{"all split", match.Pentanomial{0, 0, 7, 0, 0}, 0, 50, 7 * logSplit},
		// The pairs' mean ¾ is H1's: its distribution is their own shares
		// f_k. H0's (mean ½) is ⅕ on each score 0 to 1 (λ = 1/s0 = 2,
		// p_k = f_k/(1 + 2·(k/4 − ½)) = 2·f_k/k, the ⅕ left on 0), so the
		// LLR is Σ n_k·log(k/2) = log(½ · 1² · (3/2)³ · 2⁴) = 3·log 3.
		{"75 %, H1 at 75 %", match.Pentanomial{0, 1, 2, 3, 4}, 0, 400 * math.Log10(3), 3 * math.Log(3)},
		{"no pair", match.Pentanomial{}, 0, 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := match.SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05}
			if got := s.LLR(tt.pairs); math.Abs(got-tt.want) > 1e-6 {
				t.Errorf("LLR(%v): got %.7f, want %.7f", tt.pairs, got, tt.want)
			}
		})
	}
}

// TestSPRTLLRSearch checks the LLR of pairs that scored ¼, ½ and ¾ only,
// with means between, against a direct search: such a distribution with
// mean s is p(¼) = t − 4·(s−½), p(¾) = t, p(½) = the rest, and the most
// likely t is found by ternary search (the log-likelihood is concave in t).
func TestSPRTLLRSearch(t *testing.T) {
	tests := []struct {
		pairs      match.Pentanomial
		elo0, elo1 float64
	}{
		{match.Pentanomial{0, 3, 5, 4, 0}, 0, 50},
		{match.Pentanomial{0, 3, 5, 4, 0}, -20, 20},
		{match.Pentanomial{0, 9, 5, 6, 0}, -50, 0},
		{match.Pentanomial{0, 12, 30, 14, 0}, 0, 10},
	}
	for _, tt := range tests {
		s := match.SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05}
		want := bestLogLikelihood(tt.pairs, match.ExpectedScore(tt.elo1)) - bestLogLikelihood(tt.pairs, match.ExpectedScore(tt.elo0))
		if got := s.LLR(tt.pairs); math.Abs(got-want) > 1e-6 {
			t.Errorf("LLR(%v) at %v,%v: got %.7f, want %.7f", tt.pairs, tt.elo0, tt.elo1, got, want)
		}
	}
}

// bestLogLikelihood returns the log-likelihood of the pairs p (which
// scored ¼, ½ and ¾ only) under the most likely distribution on those
// three scores with mean s (which must lie between ¼ and ¾).
func bestLogLikelihood(p match.Pentanomial, s float64) float64 {
	shift := 4 * (s - 0.5)
	logL := func(t float64) float64 {
		return float64(p[1])*math.Log(t-shift) + float64(p[2])*math.Log(1-2*t+shift) + float64(p[3])*math.Log(t)
	}
	lo, hi := max(0, shift), (1+shift)/2
	for range 500 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if logL(a) < logL(b) {
			lo = a
		} else {
			hi = b
		}
	}
	return logL((lo + hi) / 2)
}

// TestSPRTLLRNormal: with many pairs the LLR comes close to the normal
// approximation n·(s1−s0)·(2μ−s0−s1)/(2σ²), μ and σ² the mean and variance
// of the pairs' scores.
func TestSPRTLLRNormal(t *testing.T) {
	tests := []struct {
		pairs      match.Pentanomial
		elo0, elo1 float64
	}{
		// 80 pairs, μ = 0.525, σ² = 0.036875, s1 = 0.5071951:
		// 80·0.0071951·(1.05 − 1.0071951)/0.07375 = 0.334.
		{match.Pentanomial{2, 10, 50, 14, 4}, 0, 5},
		{match.Pentanomial{20, 100, 500, 140, 40}, 0, 5},
		{match.Pentanomial{30, 150, 400, 120, 20}, -10, 0},
		{match.Pentanomial{5, 60, 300, 80, 10}, 0, 5},
	}
	for _, tt := range tests {
		s := match.SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05}
		want := normalLLR(tt.pairs, tt.elo0, tt.elo1)
		if got := s.LLR(tt.pairs); math.Abs(got-want) > 0.02*math.Abs(want) {
			t.Errorf("LLR(%v) at %v,%v: got %.4f, want within 2 %% of the normal approximation %.4f", tt.pairs, tt.elo0, tt.elo1, got, want)
		}
	}
}

// normalLLR is the normal approximation of the LLR: the pairs spelled out
// one by one, their mean m and variance v, and the log of the ratio of the
// normal densities of m with variance v/n about the expected scores of
// elo1 and of elo0.
func normalLLR(p match.Pentanomial, elo0, elo1 float64) float64 {
	var xs []float64
	for k, count := range p {
		for range count {
			xs = append(xs, float64(k)/4)
		}
	}
	n := float64(len(xs))
	var sum float64
	for _, x := range xs {
		sum += x
	}
	m := sum / n
	var v float64
	for _, x := range xs {
		v += (x - m) * (x - m)
	}
	v /= n
	logDensity := func(x, mean, variance float64) float64 {
		return -math.Log(2*math.Pi*variance)/2 - (x-mean)*(x-mean)/(2*variance)
	}
	s := func(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }
	return logDensity(m, s(elo1), v/n) - logDensity(m, s(elo0), v/n)
}

// TestSPRTStoppingRule feeds streams of pair scores to the test and checks
// after which pair it stops and what it accepts, worked out from the closed
// forms of TestSPRTLLR.
func TestSPRTStoppingRule(t *testing.T) {
	test := match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05} // bounds ±log 19 = ±2.944439
	tests := []struct {
		name    string
		stream  []float64 // A's points in each pair, repeated
		sprt    match.SPRT
		pairs   int // the pair after which the test stops
		verdict match.Verdict
	}{
		// 22·logWon = 2.9390 < log 19 ≤ 23·logWon = 3.0726.
		{"all won", []float64{2}, test, 23, match.AcceptH1},
		// Two pairs won for one lost: after 73 pairs (49 won, 24 lost)
		// 49·logWon + 24·logLost = 2.8444; after 74 (50 won) 2.9780.
		{"won, won, lost", []float64{2, 2, 0}, test, 74, match.AcceptH1},
		// 19·logSplit = −2.9304 > −log 19 ≥ 20·logSplit = −3.0846.
		{"all split", []float64{1}, test, 20, match.AcceptH0},
		// The same with wider error rates, at ±log 4 = ±1.386294:
		// 8·logSplit = −1.2339, 9·logSplit = −1.3881.
		{"all split, α = β = 0.2", []float64{1}, match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.2, Beta: 0.2}, 9, match.AcceptH0},
		// Won and lost in turn: after 2m pairs m·(logWon + logLost) < 0,
		// drifting down by 0.0206 a 2 pairs: −log 19 is crossed after 286.
		{"won, lost", []float64{2, 0}, test, 286, match.AcceptH0},
	}
	const most = 1000
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p match.Pentanomial
			stopped, verdict := 0, match.Continue
			lower, upper := tt.sprt.Bounds()
			for i := 0; i < most && verdict == match.Continue; i++ {
				before := tt.sprt.LLR(p)
				p.Add(tt.stream[i%len(tt.stream)])
				verdict = tt.sprt.Verdict(tt.sprt.LLR(p))
				if verdict != match.Continue {
					stopped = i + 1
					if before <= lower || before >= upper {
						t.Errorf("pair %d: LLR %.4f before it was already past a bound", i+1, before)
					}
				}
			}
			if verdict != tt.verdict || stopped != tt.pairs {
				t.Errorf("got %v after %d pairs, want %v after %d", verdict, stopped, tt.verdict, tt.pairs)
			}
		})
	}
}

func TestSPRTVerdict(t *testing.T) {
	s := match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lower, upper := s.Bounds()
	tests := []struct {
		llr  float64
		want match.Verdict
		text string
	}{
		{0, match.Continue, "inconclusive"},
		{upper - 1e-9, match.Continue, "inconclusive"},
		{upper, match.AcceptH1, "H1 accepted"},
		{10, match.AcceptH1, "H1 accepted"},
		{lower, match.AcceptH0, "H0 accepted"},
		{lower + 1e-9, match.Continue, "inconclusive"},
		{-10, match.AcceptH0, "H0 accepted"},
	}
	for _, tt := range tests {
		got := s.Verdict(tt.llr)
		if got != tt.want || got.String() != tt.text {
			t.Errorf("Verdict(%v): got %v (%q), want %v (%q)", tt.llr, int(got), got, int(tt.want), tt.text)
		}
	}
}

func TestSPRTCheck(t *testing.T) {
	tests := []struct {
		sprt match.SPRT
		want string // "" for no error
	}{
		{match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}, ""},
		{match.SPRT{Elo0: -3, Elo1: 1.5, Alpha: 0.1, Beta: 0.2}, ""},
		{match.SPRT{Elo0: 5, Elo1: 5, Alpha: 0.05, Beta: 0.05}, "want elo0 below elo1"},
		{match.SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}, "want elo0 below elo1"},
		{match.SPRT{Elo0: 0, Elo1: math.Inf(1), Alpha: 0.05, Beta: 0.05}, "want finite numbers"},
		{match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0, Beta: 0.05}, "alpha 0: want it between 0 and 1"},
		{match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 1}, "beta 1: want it between 0 and 1"},
		{match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.5, Beta: 0.5}, "want their sum below 1"},
	}
	for _, tt := range tests {
		err := tt.sprt.Check()
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%v: got %v, want no error", tt.sprt, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%v: got %v, want an error containing %q", tt.sprt, err, tt.want)
		}
	}
}

func TestPentanomialAdd(t *testing.T) {
	var p match.Pentanomial
	for _, points := range []float64{0, 0.5, 1, 1, 1.5, 2, 2, 2} {
		p.Add(points)
	}
	if got, want := p, (match.Pentanomial{1, 1, 2, 1, 3}); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if got, want := p.Pairs(), 8; got != want {
		t.Errorf("pairs: got %d, want %d", got, want)
	}
	if got, want := p.String(), "1 1 2 1 3"; got != want {
		t.Errorf("String: got %q, want %q", got, want)
	}
}

// TestRunSPRT plays an SPRT between depth 3 and depth 1, one game at a
// time and two at once, and checks that it stops at the first pair whose
// LLR reaches a bound, with the games that ended.
func TestRunSPRT(t *testing.T) {
	for _, concurrency := range []int{1, 2} {
		c := tinyConfig(40)
		c.Openings = ballot()
		c.Concurrency = concurrency
		c.SPRT = &match.SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05}
		var llrs []float64
		c.PairDone = func(p match.Pentanomial, llr float64) {
			if got, want := p.Pairs(), len(llrs)+1; got != want {
				t.Errorf("concurrency %d: PairDone with %d pairs, want %d", concurrency, got, want)
			}
			llrs = append(llrs, llr)
		}
		res, err := match.Run(context.Background(), c)
		if err != nil {
			t.Fatalf("concurrency %d: %v", concurrency, err)
		}
		lower, upper := c.SPRT.Bounds()
		if res.Verdict == match.Continue || len(res.Games) >= c.Games {
			t.Fatalf("concurrency %d: got %v after %d games, want a verdict before %d", concurrency, res.Verdict, len(res.Games), c.Games)
		}
		if got, want := res.LLR, c.SPRT.LLR(res.Pairs); got != want {
			t.Errorf("concurrency %d: LLR %v, the pairs %v give %v", concurrency, got, res.Pairs, want)
		}
		if got, want := res.Verdict, c.SPRT.Verdict(res.LLR); got != want {
			t.Errorf("concurrency %d: verdict %v at LLR %.2f, want %v", concurrency, got, res.LLR, want)
		}
		for i, llr := range llrs[:len(llrs)-1] {
			if llr <= lower || llr >= upper {
				t.Errorf("concurrency %d: pair %d had LLR %.2f, past the bounds [%.2f, %.2f], and the match went on",
					concurrency, i+1, llr, lower, upper)
			}
		}
		if got, want := llrs[len(llrs)-1], res.LLR; got != want {
			t.Errorf("concurrency %d: the last pair's LLR %v, the result's %v", concurrency, got, want)
		}
		var tally match.Tally
		var pairs match.Pentanomial
		byRound := map[int]float64{}
		for _, g := range res.Games {
			tally.Add(g.Score)
			byRound[g.Round] = g.Score
		}
		for round, score := range byRound {
			if other, ok := byRound[round+1]; round%2 == 1 && ok {
				pairs.Add(score + other)
			}
		}
		if tally != res.Tally || pairs != res.Pairs {
			t.Errorf("concurrency %d: got tally %v and pairs %v, the games give %v and %v", concurrency, res.Tally, res.Pairs, tally, pairs)
		}
	}
}
