package antidraughts_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/antidraughtseval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[antidraughts.Position, antidraughts.Move, antidraughtseval.Engine]{
	Variant:     antidraughts.Variant{},
	Game:        antidraughtseval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
