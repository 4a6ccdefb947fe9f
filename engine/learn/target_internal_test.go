package learn

import (
	"math"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

// TestScoreTargets checks the score part of the training target: with
// lambda 0 each sample's own score; with lambda, mixed back from the game's
// result through the later samples of the same game, each seen from the
// side to move of the sample it joins.
func TestScoreTargets(t *testing.T) {
	const (
		black = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
		white = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,15"
	)
	lines := []string{
		black + " 1 0 7",    // game 7, Black to move, won by Black
		white + " 0 200 7",  // White to move: lost
		black + " 1 0 7",    // Black to move again
		black + " 1/2 0 8",  // game 8: one sample, drawn
		white + " 0 -200 9", // game 9: one sample, lost
	}
	samples := make([]Sample, len(lines))
	for i, l := range lines {
		s, err := ParseSample(standard.Variant{}, l)
		if err != nil {
			t.Fatal(err)
		}
		samples[i] = s
	}
	s200 := sigmoid(1)
	// lambda 0.5, backward through game 7: v2 = 0.25 + 0.5·1 = 0.75;
	// v1 = 0.5·s200 + 0.5·(1 − 0.75); v0 = 0.25 + 0.5·(1 − v1).
	v1 := 0.5*s200 + 0.5*0.25
	tests := []struct {
		lambda float64
		want   []float64
	}{
		{0, []float64{0.5, s200, 0.5, 0.5, 1 - s200}},
		{0.5, []float64{0.25 + 0.5*(1-v1), v1, 0.75, 0.5, 0.5 * (1 - s200)}},
	}
	for _, tt := range tests {
		got := scoreTargets(samples, tt.lambda)
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 1e-12 {
				t.Errorf("lambda %g: sample %d: got %.6f, want %.6f", tt.lambda, i, got[i], tt.want[i])
			}
		}
	}
}
