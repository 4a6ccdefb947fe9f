package rating_test

import (
	"fmt"
	"time"

	"github.com/kingme/kingme/rating"
)

// Glickman's worked example: a 1500 player (RD 200, σ 0.06) beats a 1400
// and loses to a 1550 and a 1700 in one rating period, τ = 0.5. The paper,
// rounding as it goes, gives 1464.06, 151.52 and 0.05999.
func ExampleRating_Update() {
	p := rating.Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	next, err := p.Update([]rating.Result{
		{Opponent: rating.Rating{Rating: 1400, Deviation: 30}, Score: 1},
		{Opponent: rating.Rating{Rating: 1550, Deviation: 100}, Score: 0},
		{Opponent: rating.Rating{Rating: 1700, Deviation: 300}, Score: 0},
	}, 0.5)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.2f RD %.2f σ %.6f\n", next.Rating, next.Deviation, next.Volatility)
	// Output: 1464.05 RD 151.52 σ 0.059996
}

// Two new players' first rated game, a 5+3 blitz game won by the first.
func ExampleGame() {
	fmt.Println(rating.SpeedOf(5*time.Minute, 3*time.Second, 0))
	a, b, err := rating.Game(rating.New(), rating.New(), 0, 0, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.0f? %.0f?\n", a.Rating, b.Rating)
	// Output:
	// blitz
	// 1742? 1258?
}
