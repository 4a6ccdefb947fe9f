package standardeval_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

func TestEvaluateDigest(t *testing.T) {
	positions := evaltest.PositionsOf[standard.Position](standard.Variant{}, 4000, 30)
	var random standardeval.Weights
	evaltest.RandomInts(&random, 30, 200)
	rng := rand.New(rand.NewPCG(30, 4))
	vs := make([]int16, standardeval.NumPatternWeights)
	for i := range vs {
		vs[i] = int16(rng.IntN(401) - 200)
	}
	randomPatterns := &standardeval.PatternWeights{}
	if err := randomPatterns.SetValues(vs); err != nil {
		t.Fatal(err)
	}
	basePatterns := &standardeval.PatternWeights{Base: true}
	if err := basePatterns.SetValues(vs); err != nil {
		t.Fatal(err)
	}
	got := evaltest.Digests{}
	add, b := got.Add, evaltest.Bool
	handSet, randomSet := standardeval.Engine{}, standardeval.Engine{W: &random}
	learned := standardeval.PatternEngine{Patterns: standardeval.LearnedWeights()}
	for _, p := range positions {
		add("handset", handSet.Evaluate(&p))
		add("handset-random", randomSet.Evaluate(&p))
		add("learned", learned.Evaluate(&p))
		add("patterns-random", randomPatterns.Evaluate(&p))
		add("patterns-random-base", basePatterns.Evaluate(&p))
		f := standardeval.Features(&p)
		for _, c := range f.Config {
			add("features", int(c))
		}
		for _, c := range f.KingConfig {
			add("features", int(c))
		}
		add("features", int(f.Material))
		for _, x := range f.Scalar {
			add("features", int(x))
		}
		add("features", int(f.Phase), int(f.Base))
		outcome, over := handSet.Ended(&p)
		add("adapter", int(handSet.Hash(&p)), outcome, b(over), b(handSet.Threatened(&p)), b(handSet.MustCapture(&p)), handSet.NoProgressPlies())
		for _, m := range handSet.AppendMoves(&p, nil) {
			next := handSet.Play(&p, m)
			add("adapter", handSet.MoveIndex(m), b(handSet.Noisy(m)), b(handSet.Progress(&p, m)), int(next.Hash()))
		}
	}
	evaltest.Check(t, "testdata/evaluate.txt", got)
}
