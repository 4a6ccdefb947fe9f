package turkish_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/draughtstest"
	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// TestBeatsRandomPlayer plays the engine at depth 2, with the hand-set
// evaluation, against a player choosing uniformly among the legal moves,
// each side in turn: it must win every game.
func TestBeatsRandomPlayer(t *testing.T) {
	draughtstest.BeatsRandom(t, turkish.Variant{}, func() engine.Player {
		return engine.NewPlayer[turkish.Position, turkish.Move](turkish.Variant{}, turkisheval.Engine{}, engine.Options{TableMiB: 1})
	})
}
