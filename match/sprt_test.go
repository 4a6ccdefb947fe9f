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

// TestSPRTLLR checks the LLR against values worked out by hand from the
// formula n·(s1−s0)·(2μ−s0−s1)/(2σ²), with μ and σ² the mean and variance
// of the pairs' scores k/4, and against the log ratio of the two normal
// densities computed from the list of pair scores.
func TestSPRTLLR(t *testing.T) {
	tests := []struct {
		name       string
		pairs      match.Pentanomial
		elo0, elo1 float64
		want       float64
	}{
		// 10 pairs, μ = 0.5; the squared deviations ¼, 1/16, 0, 1/16, ¼
		// weighted 1 2 4 2 1 give σ² = 0.75/10 = 0.075;
		// s0 = 0.5, s1 = 0.75: 10·0.25·(1 − 1.25)/0.15 = −25/6.
		{"even, H1 far", match.Pentanomial{1, 2, 4, 2, 1}, 0, elo75, -25.0 / 6},
		// 10 pairs, μ = (0·0 + 1·¼ + 2·½ + 3·¾ + 4·1)/10 = 0.75,
		// σ² = E[x²] − μ² = 6.25/10 − 0.5625 = 0.0625;
		// s0 = 0.5, s1 = 0.75: 10·0.25·(1.5 − 1.25)/0.125 = 5.
		{"75 %, H1 at 75 %", match.Pentanomial{0, 1, 2, 3, 4}, 0, elo75, 5},
		// The same pairs, s0 = 0.25, s1 = 0.5: 10·0.25·(1.5 − 0.75)/0.125 = 15.
		{"75 %, H0 at 25 %", match.Pentanomial{0, 1, 2, 3, 4}, -elo75, 0, 15},
		// 11 pairs, 6 won twice and 5 split: μ = 8.5/11, σ² = 7.5/121;
		// s0 = 0.5, s1 = 0.5714631 (50 Elo):
		// 11·0.0714631·(17/11 − 1.0714631)/(15/121) = 3.0056558.
		{"6 pairs won, 5 split", match.Pentanomial{0, 0, 5, 0, 6}, 0, 50, 3.0056558},
		// 80 pairs, μ = 0.525, σ² = 0.036875; s1 = 0.5071951 (5 Elo):
		// 80·0.0071951·(1.05 − 1.0071951)/0.07375 = 0.3340853.
		{"80 pairs, 0,5", match.Pentanomial{2, 10, 50, 14, 4}, 0, 5, 0.3340853},
		{"no pair", match.Pentanomial{}, 0, 5, 0},
		{"all pairs drawn: no variance", match.Pentanomial{0, 0, 7, 0, 0}, 0, 5, 0},
		{"all pairs won: no variance", match.Pentanomial{0, 0, 0, 0, 3}, 0, 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := match.SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05}
			got := s.LLR(tt.pairs)
			if math.Abs(got-tt.want) > 1e-6 {
				t.Errorf("LLR(%v): got %.7f, want %.7f by hand", tt.pairs, got, tt.want)
			}
			if want, ok := normalLLR(tt.pairs, tt.elo0, tt.elo1); ok && math.Abs(got-want) > 1e-9 {
				t.Errorf("LLR(%v): got %.9f, want %.9f from the normal densities", tt.pairs, got, want)
			}
		})
	}
}

// normalLLR is the LLR computed another way: the pairs spelled out one by
// one, their mean m and variance v, and the log of the ratio of the normal
// densities of m with variance v/n about the expected scores of elo1 and of
// elo0. It reports false when there is no variance to work with.
func normalLLR(p match.Pentanomial, elo0, elo1 float64) (float64, bool) {
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
	if len(xs) == 0 || v == 0 {
		return 0, false
	}
	logDensity := func(x, mean, variance float64) float64 {
		return -math.Log(2*math.Pi*variance)/2 - (x-mean)*(x-mean)/(2*variance)
	}
	s := func(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }
	return logDensity(m, s(elo1), v/n) - logDensity(m, s(elo0), v/n), true
}

// TestSPRTStoppingRule feeds streams of pair scores to the test and checks
// after which pair it stops and what it accepts.
func TestSPRTStoppingRule(t *testing.T) {
	tests := []struct {
		name    string
		stream  []float64 // A's points in each pair, repeated
		sprt    match.SPRT
		pairs   int // the pair after which the test stops
		verdict match.Verdict
	}{
		// Won twice, split, won twice, ...: after 10 pairs μ = 0.75,
		// σ² = 1/16, LLR = 10·0.0714631·0.4285369/0.125 = 2.450 < log 19;
		// after 11 (see TestSPRTLLR) 3.006 ≥ log 19.
		{"A stronger", []float64{2, 1}, match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}, 11, match.AcceptH1},
		// Split, 1.5, 0.5, ...: after 48 pairs (16 of each) μ = 0.5,
		// σ² = 1/24, LLR = −48·0.0714631²·12 = −2.9416 > −log 19; after 49
		// (17 split) μ = 0.5, σ² = 2/49, LLR = −49·0.0714631²·49/4 = −3.0655.
		{"A even", []float64{1, 1.5, 0.5}, match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}, 49, match.AcceptH0},
		// The same stream with wider error rates stops sooner, at the
		// bounds ±log 4 = ±1.386: after 21 pairs (7 of each) σ² = 1/24,
		// LLR = −21·12·0.0714631² = −1.2870; after 22 (8 split) μ = 0.5,
		// σ² = 14/16/22, LLR = −22·0.0714631²·22·16/28 = −1.4124.
		{"A even, α = β = 0.2", []float64{1, 1.5, 0.5}, match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.2, Beta: 0.2}, 22, match.AcceptH0},
		// Every pair split: no variance, no decision.
		{"all split", []float64{1}, match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}, 0, match.Continue},
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
				llr := tt.sprt.LLR(p)
				verdict = tt.sprt.Verdict(llr)
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
		c.Openings = match.Ballot()
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
