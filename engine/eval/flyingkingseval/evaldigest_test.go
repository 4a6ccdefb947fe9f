package flyingkingseval_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine/eval/evaltest"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

func TestEvaluateDigest(t *testing.T) {
	positions := evaltest.PositionsOf[flyingkings.Position](flyingkings.Variant{}, 4000, 30)
	var random flyingkingseval.Weights
	evaltest.RandomInts(&random, 30, 200)
	randomPatterns := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 30, 200)}
	basePatterns := &flyingkingseval.PatternWeights{Weights: evaltest.RandomWeights(flyingkingseval.NumFeatures, 30, 200)}
	basePatterns.Base = true
	// The same weights with bands that see Guards and Princes alone, as the
	// first files' were trained: their digests are those of every version
	// before the bands saw Kings.
	menOnly := &flyingkingseval.PatternWeights{Weights: randomPatterns.Weights, MenOnly: true}
	baseMenOnly := &flyingkingseval.PatternWeights{Weights: basePatterns.Weights, MenOnly: true}
	got := evaltest.Digests{}
	add, b := got.Add, evaltest.Bool
	handSet, randomSet := flyingkingseval.Engine{}, flyingkingseval.Engine{W: &random}
	learned := flyingkingseval.PatternEngine{Patterns: flyingkingseval.LearnedWeights()}
	var fs []pattern.Feature
	for _, p := range positions {
		add("handset", handSet.Evaluate(&p))
		add("handset-random", randomSet.Evaluate(&p))
		add("learned", learned.Evaluate(&p))
		add("patterns-random", randomPatterns.Evaluate(&p))
		add("patterns-random-base", basePatterns.Evaluate(&p))
		add("patterns-random-men-only", menOnly.Evaluate(&p))
		add("patterns-random-base-men-only", baseMenOnly.Evaluate(&p))
		var phase float64
		fs, phase = flyingkingseval.Features(&p, fs[:0])
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
