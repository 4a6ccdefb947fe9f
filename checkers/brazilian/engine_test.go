package brazilian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/checkers/internal/draughtstest"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/brazilianeval"
)

// TestBeatsRandomPlayer plays the engine at depth 2, with the hand-set
// evaluation, against a player choosing uniformly among the legal moves,
// each side in turn: it must win every game.
func TestBeatsRandomPlayer(t *testing.T) {
	draughtstest.BeatsRandom(t, brazilian.Variant{}, func() engine.Player {
		return engine.NewPlayer[brazilian.Position, brazilian.Move](brazilian.Variant{}, brazilianeval.Engine{}, engine.Options{TableMiB: 1})
	})
}
