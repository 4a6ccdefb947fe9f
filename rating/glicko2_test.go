package rating_test

import (
	"math"
	"testing"
	"time"

	"github.com/kingme/kingme/rating"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system" (2012): a player rated 1500, RD 200, σ 0.06, τ 0.5,
// beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300):
// 1464.06, RD 151.52, σ 0.05999.
func TestGlickmanExample(t *testing.T) {
	p := rating.Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got, err := p.Update([]rating.Result{
		{Opponent: rating.Rating{Rating: 1400, Deviation: 30}, Score: 1},
		{Opponent: rating.Rating{Rating: 1550, Deviation: 100}, Score: 0},
		{Opponent: rating.Rating{Rating: 1700, Deviation: 300}, Score: 0},
	}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if !near(got.Rating, 1464.06, 0.01) || !near(got.Deviation, 151.52, 0.01) || !near(got.Volatility, 0.05999, 0.00001) {
		t.Errorf("got %.2f, RD %.2f, σ %.5f; want 1464.06, RD 151.52, σ 0.05999", got.Rating, got.Deviation, got.Volatility)
	}
}

// TestEmptyPeriod: a period without games leaves the rating and the
// volatility and grows the deviation to √(φ² + σ²) (step 6).
func TestEmptyPeriod(t *testing.T) {
	p := rating.Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got, err := p.Update(nil, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	phi := 200 / 173.7178
	want := math.Sqrt(phi*phi+0.06*0.06) * 173.7178
	if got.Rating != 1500 || got.Volatility != 0.06 || !near(got.Deviation, want, 1e-9) {
		t.Errorf("got %+v, want 1500, RD %.4f, σ 0.06", got, want)
	}
}

// TestGame: a game between two new players moves them apart by the same
// amount, a draw between equals moves neither, the winner gains, and the
// deviations shrink but stay within the bounds.
func TestGame(t *testing.T) {
	a, b := rating.New(), rating.New()
	na, nb, err := rating.Game(a, b, 0, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if na.Rating <= 1500 || nb.Rating >= 1500 || !near(na.Rating-1500, 1500-nb.Rating, 1e-9) {
		t.Errorf("a win between new players: %.2f and %.2f, want a symmetric gain and loss", na.Rating, nb.Rating)
	}
	if na.Deviation >= 500 || na.Deviation < rating.MinDeviation {
		t.Errorf("the winner's deviation %.2f, want below 500 and at least %v", na.Deviation, rating.MinDeviation)
	}
	da, db, err := rating.Game(a, b, 0, 0, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if !near(da.Rating, 1500, 1e-9) || !near(db.Rating, 1500, 1e-9) {
		t.Errorf("a draw between equals: %.4f and %.4f, want 1500 each", da.Rating, db.Rating)
	}
	if _, _, err := rating.Game(a, b, 0, 0, 0.7); err == nil {
		t.Error("a score of 0.7 gave no error")
	}
}

// TestManyGamesSettle: a new player who scores evenly against a settled
// 1500 stays near 1500, and the deviation falls until the rating is no
// longer provisional, never below the floor.
func TestManyGamesSettle(t *testing.T) {
	a := rating.New()
	opponent := rating.Rating{Rating: 1500, Deviation: 60, Volatility: 0.06}
	if !a.Provisional() {
		t.Fatal("a new rating is not provisional")
	}
	for i := range 60 {
		na, _, err := rating.Game(a, opponent, time.Hour, time.Hour, []float64{1, 0, 0.5}[i%3])
		if err != nil {
			t.Fatal(err)
		}
		a = na
	}
	if a.Provisional() || a.Deviation < rating.MinDeviation || !near(a.Rating, 1500, 60) {
		t.Errorf("after 60 even games: %.1f, RD %.2f, provisional %v; want near 1500, settled, RD at least %v", a.Rating, a.Deviation, a.Provisional(), rating.MinDeviation)
	}
}

// TestIdle: time without a rated game grows the deviation as that many
// empty periods, up to the initial one: a year (78.2 periods) takes 45 at
// σ 0.06 to √((45/173.7178)² + 78.24·0.06²)·173.7178 = 102.59.
func TestIdle(t *testing.T) {
	r := rating.Rating{Rating: 1800, Deviation: 45, Volatility: 0.06}
	if got := r.Idle(0); got != r {
		t.Errorf("Idle(0) = %+v, want %+v", got, r)
	}
	year := r.Idle(365 * 24 * time.Hour)
	if year.Rating != 1800 || !near(year.Deviation, 102.59, 0.01) {
		t.Errorf("a year idle: %+v, want RD 102.59", year)
	}
	if got := r.Idle(100 * 365 * 24 * time.Hour); got.Deviation != rating.InitialDeviation {
		t.Errorf("a century idle: RD %.2f, want %v", got.Deviation, rating.InitialDeviation)
	}
}

func TestSpeedOf(t *testing.T) {
	for _, c := range []struct {
		initial, increment time.Duration
		days               int
		want               rating.Speed
	}{
		{time.Minute, 0, 0, rating.Bullet},
		{2 * time.Minute, time.Second, 0, rating.Bullet},
		{3 * time.Minute, 0, 0, rating.Blitz},
		{5 * time.Minute, 3 * time.Second, 0, rating.Blitz},
		{10 * time.Minute, 0, 0, rating.Rapid},
		{15 * time.Minute, 10 * time.Second, 0, rating.Rapid},
		{20 * time.Minute, 10 * time.Second, 0, rating.Classical},
		{30 * time.Minute, 0, 0, rating.Classical},
		{0, 0, 3, rating.Correspondence},
		{5 * time.Minute, 0, 1, rating.Correspondence},
		{0, 0, 0, rating.Unlimited},
	} {
		if got := rating.SpeedOf(c.initial, c.increment, c.days); got != c.want {
			t.Errorf("SpeedOf(%v, %v, %d) = %v, want %v", c.initial, c.increment, c.days, got, c.want)
		}
	}
	for s := rating.Bullet; s <= rating.Unlimited; s++ {
		back, err := rating.ParseSpeed(s.String())
		if err != nil || back != s {
			t.Errorf("ParseSpeed(%q) = %v, %v", s, back, err)
		}
	}
	if _, err := rating.ParseSpeed("ultra"); err == nil {
		t.Error("ParseSpeed(ultra) gave no error")
	}
}
