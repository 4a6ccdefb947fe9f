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
// stands for the expected score 1/(1+10^(−d/400)) (see EloDiff).
//
// The test counts game pairs (a Pentanomial): the two games of a pair start
// from the same opening with the colours swapped, so their results are not
// independent, and a pair's score is the unit that is. After each pair the
// log-likelihood ratio (LLR) of H1 against H0 is compared with the bounds
// log(β/(1−α)) and log((1−β)/α): at or below the lower one H0 is accepted,
// at or above the upper one H1.
//
// The LLR is the generalized SPRT's, with the normal approximation: with n
// pairs, each pair's score x (A's points over the two games, halved: 0,
// ¼, ½, ¾ or 1), their mean μ and variance σ², the mean of n pairs is
// taken to be normal with variance σ²/n and mean s0 under H0, s1 under H1
// (the expected scores of Elo0 and Elo1), and
//
//	LLR = n·((μ−s0)² − (μ−s1)²)/(2σ²) = n·(s1−s0)·(2μ−s0−s1)/(2σ²).
//
// This is the model fishtest uses for chess engines' game pairs. While
// every pair has had the same score the variance is 0 and the LLR is taken
// to be 0: the test waits for the results to vary.
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
// p give (see SPRT): 0 without a pair, and while every pair has had the same
// score.
func (s SPRT) LLR(p Pentanomial) float64 {
	n := float64(p.Pairs())
	if n == 0 {
		return 0
	}
	var mean float64
	for k, count := range p {
		mean += float64(count) * pairScore(k)
	}
	mean /= n
	var variance float64
	for k, count := range p {
		d := pairScore(k) - mean
		variance += float64(count) * d * d
	}
	variance /= n
	if variance == 0 {
		return 0
	}
	s0, s1 := ExpectedScore(s.Elo0), ExpectedScore(s.Elo1)
	return n * (s1 - s0) * (2*mean - s0 - s1) / (2 * variance)
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
