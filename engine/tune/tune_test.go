package tune_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/engine/tune"
	"github.com/kingme/kingme/games"
)

func TestRunMovesTheWeightsAndKeepsTheFixedOnes(t *testing.T) {
	start := standardeval.DefaultWeights()
	var log strings.Builder
	got, err := tune.Run(context.Background(), tune.Config{
		Variant: standard.Variant{}, NewPlayer: standardPlayer, Start: &start, Fixed: []string{"Man"},
		Iterations: 3, Nodes: 300, MaxPlies: 60, Seed: 1, Log: &log,
	})
	if err != nil {
		t.Fatal(err)
	}
	w, ok := got.(*standardeval.Weights)
	if !ok {
		t.Fatalf("Run returned %T, want *standardeval.Weights", got)
	}
	if w.Man != start.Man {
		t.Errorf("fixed weight Man = %d, want %d", w.Man, start.Man)
	}
	if lines := strings.Count(log.String(), "\n"); lines != 3 {
		t.Errorf("log has %d lines, want one per iteration (3):\n%s", lines, log.String())
	}
	if *w == start && !strings.Contains(log.String(), "plus side +0") {
		t.Errorf("weights did not move although games were decided:\n%s", log.String())
	}
}

func TestRunRefusesWeightsThatAreNotAStruct(t *testing.T) {
	tests := []struct {
		name  string
		start any
		want  string
	}{
		{"not a pointer", standardeval.DefaultWeights(), "pointer to a struct"},
		{"no int field", &struct{ S string }{}, "no int field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tune.Run(context.Background(), tune.Config{Variant: standard.Variant{}, NewPlayer: standardPlayer, Start: tt.start, Iterations: 1})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run(%T) error = %v, want one containing %q", tt.start, err, tt.want)
			}
		})
	}
}

// standardPlayer makes standard checkers' engine player, from the table of
// games.
func standardPlayer(o engine.Options) (engine.Player, error) {
	return games.NewPlayer(standard.Variant{}, o)
}

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

// TestRunStops cancels a run after its first iteration: it returns the
// weights so far and a *tune.Stopped that says so.
func TestRunStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := standardeval.DefaultWeights()
	got, err := tune.Run(ctx, tune.Config{Variant: standard.Variant{}, NewPlayer: standardPlayer, Start: &start, Iterations: 50, Nodes: 300, MaxPlies: 60, Seed: 1,
		Log: cancelOn{"iteration 1:", cancel}})
	var stopped *tune.Stopped
	if !errors.As(err, &stopped) || stopped.Done != 1 || stopped.Iterations != 50 || !errors.Is(err, context.Canceled) {
		t.Fatalf("Run cancelled after iteration 1: got error %v, want a *tune.Stopped after 1 of 50 iterations", err)
	}
	if w, ok := got.(*standardeval.Weights); !ok || w == nil {
		t.Errorf("Run cancelled after iteration 1 returned %T %v, want the weights so far, a *standardeval.Weights", got, got)
	}
}
