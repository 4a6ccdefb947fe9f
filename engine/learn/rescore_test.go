package learn_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/learn"
)

// TestRescore scores a small self-play file again, deeper: every sample
// keeps its position, result and game, the first position of each game
// gets the score a fresh search to that depth gives it, the file does not
// depend on the concurrency, and a stopped run writes nothing partial.
func TestRescore(t *testing.T) {
	samples, err := learn.ReadSamples(bytes.NewReader(selfPlay(t, 2)), standard.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	samples = samples[:400]
	kit := standardForLearning()
	rescore := func(concurrency int) []learn.Sample {
		t.Helper()
		var out bytes.Buffer
		n, err := learn.Rescore(context.Background(), learn.RescoreConfig{Game: kit, Depth: 4, Concurrency: concurrency}, samples, &out)
		if err != nil {
			t.Fatal(err)
		}
		if n != len(samples) {
			t.Errorf("Rescore wrote %d samples, want %d", n, len(samples))
		}
		got, err := learn.ReadSamples(&out, standard.Variant{})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	got := rescore(1)
	if again := rescore(3); !equalSamples(again, got) {
		t.Error("Rescore with 3 games at once wrote another file than with 1")
	}
	if len(got) != len(samples) {
		t.Fatalf("read back %d samples, want %d", len(got), len(samples))
	}
	changed, firsts := 0, 0
	for i, s := range got {
		was := samples[i]
		if s.Position.String() != was.Position.String() || s.Result != was.Result || s.Game != was.Game {
			t.Fatalf("sample %d: got %s %s game %d, want %s %s game %d", i, s.Position, s.Result, s.Game, was.Position, was.Result, was.Game)
		}
		if s.Score != was.Score {
			changed++
		}
		if i > 0 && samples[i-1].Game == was.Game {
			continue
		}
		firsts++
		pl, err := kit.NewPlayer(engine.Options{TableMiB: 4, NoBook: true})
		if err != nil {
			t.Fatal(err)
		}
		r, err := pl.Think(context.Background(), checkers.NewGameFrom(standard.Variant{}, was.Position), engine.Limits{Depth: 4}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.Score != r.Score {
			t.Errorf("game %d's first position %s: got score %d, want %d (a fresh depth-4 search)", s.Game, s.Position, s.Score, r.Score)
		}
	}
	if firsts < 2 {
		t.Errorf("the samples hold %d games, want several", firsts)
	}
	if changed == 0 {
		t.Error("no score changed from depth 2 to depth 4")
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out bytes.Buffer
	n, err := learn.Rescore(ctx, learn.RescoreConfig{Game: kit, Depth: 4}, samples, &out)
	if !errors.Is(err, context.Canceled) || n != 0 || out.Len() != 0 {
		t.Errorf("stopped before it began: wrote %d samples (%d bytes), error %v; want none and context.Canceled", n, out.Len(), err)
	}
	if _, err := learn.Rescore(context.Background(), learn.RescoreConfig{Game: kit}, samples, &out); err == nil {
		t.Error("Rescore with neither depth nor nodes gave no error")
	}
}

func equalSamples(a, b []learn.Sample) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Position.String() != b[i].Position.String() || a[i].Result != b[i].Result || a[i].Score != b[i].Score || a[i].Game != b[i].Game {
			return false
		}
	}
	return true
}
