// Package rating rates players by the Glicko-2 system (Mark E. Glickman,
// "Example of the Glicko-2 system", 2012): each player has a rating, a
// rating deviation (how uncertain the rating is) and a volatility (how much
// the player's strength moves). KingMe rates each finished rated game as
// its own rating period, as lichess and lidraughts do, and lets the
// deviation grow with the time a player spends without a rated game.
//
// The constants are lichess's: a new player starts at 1500 with deviation
// 500 and volatility 0.09; τ, which limits how fast the volatility
// changes, is 0.75; the deviation stays between 45 and 500; a rating whose
// deviation is above 110 is provisional (shown with "?").
package rating

import (
	"errors"
	"math"
	"time"
)

// The system's constants.
const (
	// Initial is a new player's rating.
	Initial = 1500.0
	// InitialDeviation is a new player's rating deviation, also the most a
	// deviation grows to.
	InitialDeviation = 500.0
	// InitialVolatility is a new player's volatility.
	InitialVolatility = 0.09
	// Tau (τ) limits the change of the volatility from one period to the
	// next (Glickman suggests 0.3 to 1.2).
	Tau = 0.75
	// MinDeviation is the least deviation a rating keeps.
	MinDeviation = 45.0
	// ProvisionalDeviation is the deviation above which a rating is
	// provisional.
	ProvisionalDeviation = 110.0
	// PeriodsPerDay is how many rating periods a day without a rated game
	// counts for the growth of the deviation (lichess's 0.21436: a
	// deviation of 45 at volatility 0.06 grows to about 103 in a year).
	PeriodsPerDay = 0.21436
	// scale converts between the Glicko and the Glicko-2 scales.
	scale = 173.7178
	// epsilon is the convergence tolerance of the volatility's iteration.
	epsilon = 0.000001
)

// Rating is one player's rating in one game and speed.
type Rating struct {
	Rating     float64 // the rating, 1500 for a new player
	Deviation  float64 // the rating deviation (RD)
	Volatility float64 // σ
}

// New returns a new player's rating.
func New() Rating {
	return Rating{Rating: Initial, Deviation: InitialDeviation, Volatility: InitialVolatility}
}

// Provisional reports whether the rating is still provisional: its
// deviation is above ProvisionalDeviation.
func (r Rating) Provisional() bool { return r.Deviation > ProvisionalDeviation }

// Result is one game of a rating period: the opponent's rating before it
// and the player's score (1 a win, 0.5 a draw, 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

// ErrScore is returned for a score other than 0, 0.5 and 1.
var ErrScore = errors.New("rating: a score is 1 (a win), 0.5 (a draw) or 0 (a loss)")

// g is Glickman's g(φ).
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expected is Glickman's E(μ, μj, φj).
func expected(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// Update returns the player's rating after the rating period whose games
// are results, with τ = tau (Tau in KingMe; Glickman's example uses 0.5).
// A period without games only lets the deviation grow (step 6 of the
// system). The result's deviation is not clamped: Clamp does that.
func (r Rating) Update(results []Result, tau float64) (Rating, error) {
	mu, phi, sigma := (r.Rating-Initial)/scale, r.Deviation/scale, r.Volatility
	if len(results) == 0 {
		return Rating{Rating: r.Rating, Deviation: math.Sqrt(phi*phi+sigma*sigma) * scale, Volatility: sigma}, nil
	}
	// Steps 3 and 4: the estimated variance v and improvement Δ.
	var invV, sum float64
	for _, res := range results {
		if res.Score != 0 && res.Score != 0.5 && res.Score != 1 {
			return r, ErrScore
		}
		muj, phij := (res.Opponent.Rating-Initial)/scale, res.Opponent.Deviation/scale
		gj, e := g(phij), expected(mu, muj, phij)
		invV += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	v := 1 / invV
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm.
	sigma = newVolatility(delta, phi, v, sigma, tau)
	// Steps 6 and 7: the new deviation and rating.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{Rating: muNew*scale + Initial, Deviation: phiNew * scale, Volatility: sigma}, nil
}

// newVolatility is step 5 of the system: σ' from Δ, φ, v and σ.
func newVolatility(delta, phi, v, sigma, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Clamp returns r with its deviation kept between MinDeviation and
// InitialDeviation.
func (r Rating) Clamp() Rating {
	r.Deviation = min(max(r.Deviation, MinDeviation), InitialDeviation)
	return r
}

// Idle returns r after the time idle without a rated game: its deviation
// grows as over idle × PeriodsPerDay empty rating periods, up to
// InitialDeviation.
func (r Rating) Idle(idle time.Duration) Rating {
	periods := max(idle.Hours()/24*PeriodsPerDay, 0)
	phi, sigma := r.Deviation/scale, r.Volatility
	r.Deviation = min(math.Sqrt(phi*phi+periods*sigma*sigma)*scale, InitialDeviation)
	return r
}

// Game rates one game between a and b, b's score being 1 − score: each
// player's rating is first aged by its idle time (Idle), then updated by
// the game as a period of its own with τ = Tau, and clamped. It returns
// both new ratings.
func Game(a, b Rating, idleA, idleB time.Duration, score float64) (Rating, Rating, error) {
	a, b = a.Idle(idleA), b.Idle(idleB)
	na, err := a.Update([]Result{{Opponent: b, Score: score}}, Tau)
	if err != nil {
		return a, b, err
	}
	nb, err := b.Update([]Result{{Opponent: a, Score: 1 - score}}, Tau)
	if err != nil {
		return a, b, err
	}
	return na.Clamp(), nb.Clamp(), nil
}
