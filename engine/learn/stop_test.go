package learn_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/learn"
)

// cancelOn is a log that cancels a context when a line holds a text.
type cancelOn struct {
	text   string
	cancel context.CancelFunc
}

func (c cancelOn) Write(b []byte) (int, error) {
	if strings.Contains(string(b), c.text) {
		c.cancel()
	}
	return len(b), nil
}

// TestTrainContextStops cancels a training run once its first epoch is
// logged: it stops in the next, with no weights.
func TestTrainContextStops(t *testing.T) {
	var data bytes.Buffer
	if _, err := learn.SelfPlay(context.Background(), learn.SelfPlayConfig{Game: standardForLearning(), Games: 20, Depth: 1, Seed: 5}, &data); err != nil {
		t.Fatal(err)
	}
	samples, err := learn.ReadSamples(&data, standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	res, err := learn.TrainContext(ctx, standardForLearning().Evaluation, samples, learn.TrainConfig{Epochs: 1000, Batch: 64, Seed: 3, Log: cancelOn{"epoch 1:", cancel}})
	if want := "train: stopped in epoch 2 of 1000"; res != nil || !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), want) {
		t.Errorf("TrainContext cancelled after epoch 1: got %v, %v; want no result and an error %q wrapping context.Canceled", res, err, want)
	}
}
