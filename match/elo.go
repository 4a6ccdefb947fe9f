package match

import (
	"fmt"
	"math"
)

// Tally counts a match's games from side A's point of view.
type Tally struct {
	Wins, Draws, Losses int
}

// Add counts one game: score is A's, 1 for a win, 0.5 for a draw, 0 for a
// loss.
func (t *Tally) Add(score float64) {
	switch score {
	case 1:
		t.Wins++
	case 0:
		t.Losses++
	default:
		t.Draws++
	}
}

// Games returns the number of games counted.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Points returns A's points: one a win, half a draw.
func (t Tally) Points() float64 { return float64(t.Wins) + float64(t.Draws)/2 }

// Score returns A's share of the points, from 0 to 1; 0.5 before any game.
func (t Tally) Score() float64 {
	if t.Games() == 0 {
		return 0.5
	}
	return t.Points() / float64(t.Games())
}

// z95 is the two-sided 95 % quantile of the normal distribution.
const z95 = 1.959963984540054

// EloDiff returns the Elo difference that an expected score (from 0 to 1)
// stands for: -400·log10(1/score − 1). It is +Inf at 1 and -Inf at 0.
func EloDiff(score float64) float64 {
	switch {
	case score >= 1:
		return math.Inf(1)
	case score <= 0:
		return math.Inf(-1)
	}
	return -400 * math.Log10(1/score-1)
}

// Elo returns the Elo difference of A over B that the tally gives and its
// 95 % error margin: half the width of the Elo interval whose ends are the
// score plus and minus 1.96 standard errors, the standard error being the
// per-game scores' standard deviation over √games. The difference is ±Inf
// when A won or lost every game; the margin is +Inf when an end of the
// interval reaches a score of 0 or 1, and 0 when there is no game.
func (t Tally) Elo() (diff, margin float64) {
	n := float64(t.Games())
	if n == 0 {
		return 0, 0
	}
	s := t.Score()
	diff = EloDiff(s)
	variance := (float64(t.Wins)*(1-s)*(1-s) + float64(t.Draws)*(0.5-s)*(0.5-s) + float64(t.Losses)*s*s) / n
	delta := z95 * math.Sqrt(variance/n)
	if delta == 0 {
		return diff, 0
	}
	lo, hi := s-delta, s+delta
	if lo <= 0 || hi >= 1 {
		return diff, math.Inf(1)
	}
	return diff, (EloDiff(hi) - EloDiff(lo)) / 2
}

// String returns the tally as "+4 =3 -3".
func (t Tally) String() string {
	return fmt.Sprintf("+%d =%d -%d", t.Wins, t.Draws, t.Losses)
}

// EloText writes the tally's Elo difference and 95 % margin for people:
// "+191 ± 120 (95 %)"; "± inf" when the margin has no finite bound,
// "+inf (A won every game)" and "-inf (A lost every game)".
func (t Tally) EloText() string {
	diff, margin := t.Elo()
	var d string
	switch {
	case math.IsInf(diff, 1):
		return "+inf (A won every game)"
	case math.IsInf(diff, -1):
		return "-inf (A lost every game)"
	default:
		d = fmt.Sprintf("%+.0f", diff)
		if d == "-0" {
			d = "+0"
		}
	}
	if math.IsInf(margin, 1) {
		return d + " ± inf (95 %)"
	}
	return fmt.Sprintf("%s ± %.0f (95 %%)", d, margin)
}
