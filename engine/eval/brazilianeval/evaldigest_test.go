package brazilianeval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/engine/eval/brazilianeval"
	"github.com/kingme/kingme/engine/eval/evaltest"
)

// TestEvaluateDigest pins the evaluation, with the hand-set and with random
// weights, the engine adapter and searches to depth 6, over 4,000 positions
// of random games.
func TestEvaluateDigest(t *testing.T) {
	positions := evaltest.PositionsOf[brazilian.Position](brazilian.Variant{}, 4000, 32)
	var random brazilianeval.Weights
	evaltest.RandomInts(&random, 32, 200)
	got := evaltest.Digests{}
	handSet, randomSet := brazilianeval.Engine{}, brazilianeval.Engine{W: &random}
	for _, p := range positions {
		got.Add("handset", handSet.Evaluate(&p))
		got.Add("handset-random", randomSet.Evaluate(&p))
	}
	evaltest.Adapter[brazilian.Position, brazilian.Move](got, handSet, positions)
	evaltest.Searches[brazilian.Position, brazilian.Move](got, handSet, positions, 400, 6)
	evaltest.Searches[brazilian.Position, brazilian.Move](got, randomSet, positions, 1000, 5)
	evaltest.Check(t, "testdata/evaluate.txt", got)
}
