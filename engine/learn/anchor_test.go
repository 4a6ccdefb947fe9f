package learn_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/engine/learn"
)

// TestAnchor checks that an anchor keeps the weights nearer the ones
// training started from, the stronger the nearer, and that an anchor
// without weights to start from, or a negative one, is refused.
func TestAnchor(t *testing.T) {
	samples, err := learn.ReadSamples(bytes.NewReader(selfPlay(t, 2)), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	eval := standardForLearning().Evaluation
	start := standardeval.LearnedWeights()
	from, _, err := eval.Values(start)
	if err != nil {
		t.Fatal(err)
	}
	// drift is the sum of the weights' distances from the start.
	drift := func(anchor float64) int {
		t.Helper()
		res, err := learn.Train(eval, samples, learn.TrainConfig{Epochs: 3, Rate: 2, Batch: 256, Seed: 3, ScoreShare: 0.9, Start: start, Anchor: anchor})
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := eval.Values(res.Weights)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for i, v := range got {
			sum += max(int(v)-int(from[i]), int(from[i])-int(v))
		}
		return sum
	}
	free, loose, tight := drift(0), drift(0.01), drift(0.5)
	if free == 0 {
		t.Fatal("training without an anchor left every weight where it started")
	}
	if !(tight < loose && loose < free) {
		t.Errorf("the weights' drift from the start: %d with no anchor, %d with 0.01, %d with 0.5; want it falling as the anchor grows", free, loose, tight)
	}
	for _, tc := range []struct {
		cfg  learn.TrainConfig
		want string
	}{
		{learn.TrainConfig{Epochs: 1, Anchor: 0.1}, "start from"},
		{learn.TrainConfig{Epochs: 1, Anchor: -1, Start: start}, "anchor"},
	} {
		if _, err := learn.Train(eval, samples, tc.cfg); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Train with anchor %g: error %v, want one saying %q", tc.cfg.Anchor, err, tc.want)
		}
	}
}
