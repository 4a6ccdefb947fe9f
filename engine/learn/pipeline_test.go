package learn_test

import (
	"bytes"
	"context"
	"math"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/games"
)

// selfPlay plays the pipeline test's games and returns the data file. The
// engine plays the hand-set evaluation, as a pipeline from nothing starts
// (kingme selfplay --patterns handset), so that new built-in weights leave
// the test's games alone.
func selfPlay(t *testing.T, concurrency int) []byte {
	t.Helper()
	g, err := games.Of(standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	var data bytes.Buffer
	n, err := learn.SelfPlay(context.Background(), learn.SelfPlayConfig{Game: standardForLearning(), Games: 40, Depth: 2, Seed: 5,
		Concurrency: concurrency, Weights: g.DefaultWeights()}, &data)
	if err != nil {
		t.Fatal(err)
	}
	if n < 1000 {
		t.Fatalf("self-play wrote %d samples, want at least 1000 from 40 games", n)
	}
	return data.Bytes()
}

// TestPipeline runs the whole pipeline small: self-play, training, the
// weights file, and the engine playing with the weights.
func TestPipeline(t *testing.T) {
	data := selfPlay(t, 2)
	if again := selfPlay(t, 1); !bytes.Equal(again, data) {
		t.Fatal("self-play with one worker wrote another file than with two")
	}
	samples, err := learn.ReadSamples(bytes.NewReader(data), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range samples {
		p := s.Position.(standard.Position)
		if ms := p.AppendMoves(nil); len(ms) > 0 && ms[0].IsJump() {
			t.Fatalf("sample %v has a jump pending, want only quiet positions", s.Position)
		}
	}
	cfg := learn.TrainConfig{Epochs: 4, Rate: 1, Batch: 256, Seed: 3}
	res, err := learn.Train(standardForLearning().Evaluation, samples, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Train[len(res.Train)-1], res.Train[0]; got >= want {
		t.Errorf("training loss after %d epochs %.4f, want below the first %.4f", cfg.Epochs, got, want)
	}
	if got, want := res.HeldFinal, math.Ln2; got >= want {
		t.Errorf("held-out loss %.4f, want below zero weights' %.4f", got, want)
	}
	var file bytes.Buffer
	if _, err := res.Weights.(*standardeval.PatternWeights).WriteTo(&file); err != nil {
		t.Fatal(err)
	}
	again, err := learn.Train(standardForLearning().Evaluation, samples, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var file2 bytes.Buffer
	if _, err := again.Weights.(*standardeval.PatternWeights).WriteTo(&file2); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(file.Bytes(), file2.Bytes()) {
		t.Fatal("training twice on the same data wrote different weights files")
	}
	w, err := standardeval.ReadPatternWeights(&file)
	if err != nil {
		t.Fatal(err)
	}
	if *w != *res.Weights.(*standardeval.PatternWeights) {
		t.Fatal("the weights read back differ from those trained")
	}

	pl, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 1, Weights: w})
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGame(standard.Variant{})
	for g.Len() < 60 && !g.Result().Over() {
		r, err := pl.Think(context.Background(), g, engine.Limits{Depth: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatalf("the engine with learned weights played %v in %v: %v", r.Move, g.Position(), err)
		}
	}
}

// TestPatternWeightsChangeThePlay checks that the table's player uses the
// pattern weights it is given: weights that only love to lose men make it
// play otherwise than the default.
func TestPatternWeightsChangeThePlay(t *testing.T) {
	var w standardeval.PatternWeights
	w.Scalars[standardeval.ScalarMen] = [2]int16{-100, -100}
	p, err := standard.ParseFEN("B:W23:B1,14")
	if err != nil {
		t.Fatal(err)
	}
	if got := w.Evaluate(&p); got != -100 {
		t.Fatalf("Evaluate(%v) = %d, want -100", p, got)
	}
	think := func(o engine.Options) string {
		pl, err := games.NewPlayer(standard.Variant{}, o)
		if err != nil {
			t.Fatal(err)
		}
		g := checkers.NewGameFrom(standard.Variant{}, p)
		r, err := pl.Think(context.Background(), g, engine.Limits{Depth: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return r.Move.String()
	}
	// Black's man on 14 goes to 18, where 23x14 takes it, or anywhere
	// safe (14-17, 1-5, 1-6): the default keeps it, the perverse weights
	// give it away.
	if got := think(engine.Options{TableMiB: 1}); got == "14-18" {
		t.Errorf("default weights play %s, want a move that keeps the man", got)
	}
	if got, want := think(engine.Options{TableMiB: 1, Weights: &w}), "14-18"; got != want {
		t.Errorf("man-hating pattern weights play %s, want %s", got, want)
	}
}

// TestTrainOptions checks Base (the prediction starts from today's
// evaluation), ScoreShare and the configuration's checks.
func TestTrainOptions(t *testing.T) {
	samples, err := learn.ReadSamples(bytes.NewReader(selfPlay(t, 2)), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := learn.Train(standardForLearning().Evaluation, samples, learn.TrainConfig{Epochs: 2, Batch: 256, Seed: 3, Base: true, ScoreShare: 0.5, MinCount: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Weights.(*standardeval.PatternWeights).Base {
		t.Error("weights trained with Base do not say so")
	}
	if got, want := res.Held[0], res.HeldHandSet; math.Abs(got-want) > 1e-9 {
		t.Errorf("held-out loss before training with Base %.6f, want today's evaluation's %.6f", got, want)
	}
	for _, cfg := range []learn.TrainConfig{{ScoreShare: 1.5}, {ScoreShare: -1}, {L2: -1}, {ScoreShare: 1, ScoreLambda: 1}, {ScoreShare: 1, ScoreLambda: -0.5}} {
		if _, err := learn.Train(standardForLearning().Evaluation, samples, cfg); err == nil {
			t.Errorf("Train(%+v) gave no error", cfg)
		}
	}
}

// TestBuiltInWeights checks the weights built into KingMe
// (standardeval.LearnedWeights; docs/engine.md says how they were made) and
// plays a few moves with them.
func TestBuiltInWeights(t *testing.T) {
	w := standardeval.LearnedWeights()
	p := standard.Start()
	if got := w.Evaluate(&p); got < -50 || got > 50 {
		t.Errorf("the start position scores %d, want within ±50", got)
	}
	down, err := standard.ParseFEN("B:W21-32:B2-12")
	if err != nil {
		t.Fatal(err)
	}
	if got := w.Evaluate(&down); got > -100 {
		t.Errorf("a man down at the start scores %d, want below -100", got)
	}
	pl, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 1, Weights: w})
	if err != nil {
		t.Fatal(err)
	}
	g := checkers.NewGame(standard.Variant{})
	for range 10 {
		r, err := pl.Think(context.Background(), g, engine.Limits{Depth: 4}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
}

// standardForLearning is what the pipeline needs of standard checkers,
// from the table of games.
func standardForLearning() learn.GameKit {
	g, err := games.Of(standard.Variant{})
	if err != nil {
		panic(err)
	}
	return g.ForLearning()
}
