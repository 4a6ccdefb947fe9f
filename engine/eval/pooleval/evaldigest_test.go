package pooleval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pooleval"
)

// TestEvaluateDigest pins the evaluation, with the hand-set and with random
// weights, the engine adapter and searches to depth 6, over 4,000 positions
// of random games.
func TestEvaluateDigest(t *testing.T) {
	positions := evaltest.PositionsOf[pool.Position](pool.Variant{}, 4000, 32)
	var random pooleval.Weights
	evaltest.RandomInts(&random, 32, 200)
	got := evaltest.Digests{}
	handSet, randomSet := pooleval.Engine{}, pooleval.Engine{W: &random}
	for _, p := range positions {
		got.Add("handset", handSet.Evaluate(&p))
		got.Add("handset-random", randomSet.Evaluate(&p))
	}
	evaltest.Adapter[pool.Position, pool.Move](got, handSet, positions)
	evaltest.Searches[pool.Position, pool.Move](got, handSet, positions, 400, 6)
	evaltest.Searches[pool.Position, pool.Move](got, randomSet, positions, 1000, 5)
	evaltest.Check(t, "testdata/evaluate.txt", got)
}
