package coasteval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine/eval/coasteval"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/pattern"
)

func TestEvaluateDigest(t *testing.T) {
	positions := evaltest.PositionsOf[coast.Position](coast.Variant{}, 4000, 30)
	var random coasteval.Weights
	evaltest.RandomInts(&random, 30, 200)
	randomPatterns := &coasteval.PatternWeights{evaltest.RandomWeights(coasteval.NumFeatures, 30, 200)}
	basePatterns := &coasteval.PatternWeights{evaltest.RandomWeights(coasteval.NumFeatures, 30, 200)}
	basePatterns.Base = true
	got := evaltest.Digests{}
	add, b := got.Add, evaltest.Bool
	handSet, randomSet := coasteval.Engine{}, coasteval.Engine{W: &random}

	var fs []pattern.Feature
	for _, p := range positions {
		add("handset", handSet.Evaluate(&p))
		add("handset-random", randomSet.Evaluate(&p))

		add("patterns-random", randomPatterns.Evaluate(&p))
		add("patterns-random-base", basePatterns.Evaluate(&p))
		var phase float64
		fs, phase = coasteval.Features(&p, fs[:0])
		for _, f := range fs {
			add("features", int(f.Index), int(f.Value*1000))
		}
		add("features", int(phase*1e6))
		outcome, over := handSet.Ended(&p)
		add("adapter", int(handSet.Hash(&p)), outcome, b(over), handSet.NoProgressPlies())
		for _, m := range handSet.AppendMoves(&p, nil) {
			next := handSet.Play(&p, m)
			add("adapter", handSet.MoveIndex(m), b(handSet.Noisy(m)), b(handSet.Progress(&p, m)), int(next.Hash()))
		}
	}
	evaltest.Check(t, "testdata/evaluate.txt", got)
}
