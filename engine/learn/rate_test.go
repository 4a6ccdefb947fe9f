package learn_test

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/engine/learn"
)

// TestFinalRate checks the falling step: a final rate equal to the rate is
// no fall at all, the same weights as none; a small final rate settles the
// weights, so that the last epoch moves the training loss less than a
// constant step does; and a negative one is refused.
func TestFinalRate(t *testing.T) {
	samples, err := learn.ReadSamples(bytes.NewReader(selfPlay(t, 2)), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	train := func(final float64) *learn.TrainResult {
		t.Helper()
		res, err := learn.Train(standardForLearning().Evaluation, samples, learn.TrainConfig{Epochs: 4, Rate: 2, FinalRate: final, Batch: 256, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	weights := func(res *learn.TrainResult) standardeval.PatternWeights {
		return *res.Weights.(*standardeval.PatternWeights)
	}
	constant, same, falling := train(0), train(2), train(0.01)
	if weights(same) != weights(constant) {
		t.Error("a final rate equal to the rate made other weights than none")
	}
	if weights(falling) == weights(constant) {
		t.Error("a final rate of 0.01 made the same weights as a constant step")
	}
	lastMove := func(res *learn.TrainResult) float64 {
		n := len(res.Train)
		return math.Abs(res.Train[n-1] - res.Train[n-2])
	}
	if got, want := lastMove(falling), lastMove(constant); got >= want {
		t.Errorf("the last epoch moved the training loss by %.5f with a falling step, want less than a constant step's %.5f", got, want)
	}
	_, err = learn.Train(standardForLearning().Evaluation, samples, learn.TrainConfig{Epochs: 1, Rate: 1, FinalRate: -1, Seed: 3})
	if err == nil || !strings.Contains(err.Error(), "final rate") {
		t.Errorf("a final rate of -1: error %v, want one naming the final rate", err)
	}
}
