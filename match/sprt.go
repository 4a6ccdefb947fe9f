package match

import (
	"errors"
	"fmt"
	"math"
)

// SPRT is a sequential probability ratio test of A's strength against B's:
// H0, that A is Elo0 stronger than B, against H1, that it is Elo1 stronger,
// with Alpha the chance of accepting H1 when H0 holds and Beta the chance of
// accepting H0 when H1 holds. Elo here is logistic Elo: an Elo difference d
// stands for the expected score 1/(1+10^(−d/400)) (ExpectedScore, the
// inverse of EloDiff).
//
// The test counts game pairs (a Pentanomial): the two games of a pair start
// from the same opening with the colours swapped, so their results are not
// independent, and a pair's score is the unit that is. After each pair the
// log-likelihood ratio (LLR) of H1 against H0 is compared with the bounds
// log(β/(1−α)) and log((1−β)/α): at or below the lower one H0 is accepted,
// at or above the upper one H1 (Wald's bounds).
//
// The LLR is the generalized SPRT's: each hypothesis says only what A's
// expected score is, s0 or s1, not how the pairs' scores are spread, so
// each is given the distribution that explains the pairs best with that
// mean. A pair's score x is A's points in it halved, 0, ¼, ½, ¾ or 1; with
// n pairs, f_k the share of them that scored x_k, the distribution p with
// mean s that maximizes the likelihood Σ n·f_k·log p_k is
//
//	p_k = f_k / (1 + λ·(x_k − s)),  λ the root of Σ f_k·(x_k − s)/(1 + λ·(x_k − s)) = 0
//
// (Lagrange multipliers: Σ p_k = 1 and Σ p_k·x_k = s), λ kept in
// [−1/(1−s), 1/s] so that no p_k is negative. When the root lies past an
// end (as when A won every pair: then no mean below 1 fits the scores seen),
// λ is that end and the mass left over goes to the score 1 (or 0), which no
// pair has had; these are the Karush–Kuhn–Tucker conditions of the
// maximum. Then
//
//	LLR = n · Σ f_k · log(p1_k / p0_k).
//
// With many pairs this comes to the normal approximation
// n·(s1−s0)·(2μ−s0−s1)/(2σ²) (μ and σ² the pairs' mean and variance);
// with a few pairs, or pairs that all scored alike, that approximation
// overstates the evidence (2 pairs of 2 and 1.5 points would accept 50 Elo
// over 0) or has none to give (σ² = 0), where the exact maximum does
// neither.
type SPRT struct {
	Elo0, Elo1  float64 // the Elo difference of A over B under H0 and under H1
	Alpha, Beta float64 // the error rates, each between 0 and 1
}

// Check says what is wrong with s: Elo1 must be above Elo0, Alpha and Beta
// between 0 and 1 and their sum below 1.
func (s SPRT) Check() error {
	switch {
	case math.IsNaN(s.Elo0) || math.IsNaN(s.Elo1) || math.IsInf(s.Elo0, 0) || math.IsInf(s.Elo1, 0):
		return fmt.Errorf("SPRT elo %v,%v: want finite numbers", s.Elo0, s.Elo1)
	case s.Elo1 <= s.Elo0:
		return fmt.Errorf("SPRT elo %v,%v: want elo0 below elo1", s.Elo0, s.Elo1)
	case !(s.Alpha > 0 && s.Alpha < 1):
		return fmt.Errorf("SPRT alpha %v: want it between 0 and 1", s.Alpha)
	case !(s.Beta > 0 && s.Beta < 1):
		return fmt.Errorf("SPRT beta %v: want it between 0 and 1", s.Beta)
	case s.Alpha+s.Beta >= 1:
		return fmt.Errorf("SPRT alpha %v and beta %v: want their sum below 1", s.Alpha, s.Beta)
	}
	return nil
}

// Bounds returns the LLR's bounds: H0 is accepted at or below lower,
// log(β/(1−α)), and H1 at or above upper, log((1−β)/α).
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// ExpectedScore returns the expected score, from 0 to 1, of a side that is
// elo stronger (logistic Elo): 1/(1+10^(−elo/400)), the inverse of EloDiff.
func ExpectedScore(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// LLR returns the log-likelihood ratio of H1 against H0 that the game pairs
// p give (see SPRT); 0 without a pair.
func (s SPRT) LLR(p Pentanomial) float64 {
	n := p.Pairs()
	if n == 0 {
		return 0
	}
	var f [5]float64
	for k, count := range p {
		f[k] = float64(count) / float64(n)
	}
	l0, l1 := lagrange(f, ExpectedScore(s.Elo0)), lagrange(f, ExpectedScore(s.Elo1))
	var llr float64
	for k, count := range p {
		if count > 0 {
			// log(p1_k/p0_k) = log(1 + λ0·(x_k − s0)) − log(1 + λ1·(x_k − s1))
			x := pairScore(k)
			llr += float64(count) * (math.Log1p(l0.lambda*(x-l0.mean)) - math.Log1p(l1.lambda*(x-l1.mean)))
		}
	}
	return llr
}

// multiplier is the Lagrange multiplier λ of the most likely distribution
// of pair scores with a given mean.
type multiplier struct {
	mean, lambda float64
}

// lagrange returns the multiplier λ of the distribution with mean s (0 < s
// < 1) that is most likely to have given the shares f of the pair scores
// k/4 (see SPRT): the root of g(λ) = Σ f_k·(x_k − s)/(1 + λ·(x_k − s)) in
// [−1/(1−s), 1/s], or the end past which it lies. g decreases, so the root
// is found by bisection.
func lagrange(f [5]float64, s float64) multiplier {
	g := func(lambda float64) float64 {
		var sum float64
		for k, share := range f {
			if share > 0 {
				d := pairScore(k) - s
				sum += share * d / (1 + lambda*d)
			}
		}
		return sum
	}
	lo, hi := -1/(1-s), 1/s
	// At an end where a share is positive a denominator is 0 and g is
	// infinite, of the sign that puts the root inside; otherwise g is
	// finite there, and if it has the wrong sign the end is the answer.
	if f[4] == 0 && g(lo) <= 0 {
		return multiplier{s, lo}
	}
	if f[0] == 0 && g(hi) >= 0 {
		return multiplier{s, hi}
	}
	for range 200 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if g(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return multiplier{s, lo + (hi-lo)/2}
}

// pairScore is the score, from 0 to 1, of a pair in which A made k half
// points: k/4.
func pairScore(k int) float64 { return float64(k) / 4 }

// Verdict returns what the test concludes at llr: AcceptH0 at or below the
// lower bound, AcceptH1 at or above the upper one, and Continue between.
func (s SPRT) Verdict(llr float64) Verdict {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// String writes the test as "elo 0 against 5 (α 0.05, β 0.05)".
func (s SPRT) String() string {
	return fmt.Sprintf("elo %g against %g (α %g, β %g)", s.Elo0, s.Elo1, s.Alpha, s.Beta)
}

// Verdict is what an SPRT concludes.
type Verdict int

const (
	// Continue: the LLR is between the bounds; the test needs more games.
	Continue Verdict = iota
	// AcceptH0: the LLR reached the lower bound.
	AcceptH0
	// AcceptH1: the LLR reached the upper bound.
	AcceptH1
)

// String returns "H0 accepted", "H1 accepted" or "inconclusive".
func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "inconclusive"
}

// Pentanomial counts game pairs by A's points in the pair: p[k] pairs in
// which A made k half points, from 0 (two losses) to 4 (two wins); p[2]
// counts both a win and a loss and two draws.
type Pentanomial [5]int

// Add counts a pair in which A scored points (0, 0.5, 1, 1.5 or 2; anything
// else is rounded to the nearest).
func (p *Pentanomial) Add(points float64) {
	k := int(math.Round(2 * points))
	p[min(max(k, 0), 4)]++
}

// Pairs returns the number of pairs counted.
func (p Pentanomial) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// String writes the counts from 0 points to 2, as "0 3 10 4 1".
func (p Pentanomial) String() string {
	return fmt.Sprintf("%d %d %d %d %d", p[0], p[1], p[2], p[3], p[4])
}

// errDecided cancels the games still being played once the SPRT decides.
var errDecided = errors.New("match: the SPRT decided")
