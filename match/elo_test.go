package match_test

import (
	"math"
	"testing"

	"github.com/kingme/kingme/match"
)

func TestEloDiff(t *testing.T) {
	tests := []struct {
		score, want float64
	}{
		{0.5, 0},
		{0.75, 190.85},
		{0.25, -190.85},
		{0.9, 381.70},
		{0.64, 100.0},
		{1, math.Inf(1)},
		{0, math.Inf(-1)},
	}
	for _, tt := range tests {
		got := match.EloDiff(tt.score)
		if math.IsInf(tt.want, 0) && got != tt.want || math.Abs(got-tt.want) > 0.5 {
			t.Errorf("EloDiff(%v): got %.2f, want %.2f", tt.score, got, tt.want)
		}
	}
}

func TestTallyElo(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name         string
		tally        match.Tally
		score        float64
		diff, margin float64
		text         string
	}{
		{"no game", match.Tally{}, 0.5, 0, 0, "+0 ± 0 (95 %)"},
		{"all drawn", match.Tally{Draws: 100}, 0.5, 0, 0, "+0 ± 0 (95 %)"},
		{"even", match.Tally{Wins: 10, Losses: 10}, 0.5, 0, 163.32, "+0 ± 163 (95 %)"},
		{"even with draws", match.Tally{Wins: 30, Draws: 40, Losses: 30}, 0.5, 0, 53.16, "+0 ± 53 (95 %)"},
		{"drawish", match.Tally{Wins: 5, Draws: 90, Losses: 5}, 0.5, 0, 21.56, "+0 ± 22 (95 %)"},
		{"75 %", match.Tally{Wins: 2, Draws: 2}, 0.75, 190.85, 457.95, "+191 ± 458 (95 %)"},
		{"70 %", match.Tally{Wins: 60, Draws: 20, Losses: 20}, 0.7, 147.19, 66.01, "+147 ± 66 (95 %)"},
		{"25 %", match.Tally{Wins: 20, Draws: 10, Losses: 70}, 0.25, -190.85, 75.22, "-191 ± 75 (95 %)"},
		{"interval past 100 %", match.Tally{Wins: 3, Losses: 1}, 0.75, 190.85, inf, "+191 ± inf (95 %)"},
		{"all won", match.Tally{Wins: 4}, 1, inf, 0, "+inf (A won every game)"},
		{"all lost", match.Tally{Losses: 4}, 0, -inf, 0, "-inf (A lost every game)"},
	}
	near := func(got, want float64) bool {
		if math.IsInf(want, 0) {
			return got == want
		}
		return math.Abs(got-want) < 0.01
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.tally.Score(); !near(got, tt.score) {
				t.Errorf("%v score: got %v, want %v", tt.tally, got, tt.score)
			}
			diff, margin := tt.tally.Elo()
			if !near(diff, tt.diff) || !near(margin, tt.margin) {
				t.Errorf("%v Elo: got %.2f ± %.2f, want %.2f ± %.2f", tt.tally, diff, margin, tt.diff, tt.margin)
			}
			if got := tt.tally.EloText(); got != tt.text {
				t.Errorf("%v EloText: got %q, want %q", tt.tally, got, tt.text)
			}
		})
	}
}

func TestTallyAdd(t *testing.T) {
	var tally match.Tally
	for _, s := range []float64{1, 0.5, 0, 1, 1} {
		tally.Add(s)
	}
	if got, want := tally, (match.Tally{Wins: 3, Draws: 1, Losses: 1}); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if got, want := tally.Points(), 3.5; got != want {
		t.Errorf("points: got %v, want %v", got, want)
	}
	if got, want := tally.String(), "+3 =1 -1"; got != want {
		t.Errorf("String: got %q, want %q", got, want)
	}
}
