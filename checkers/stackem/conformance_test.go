package stackem_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine/eval/stackemeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[stackem.Position, stackem.Move, stackemeval.Engine]{
	Variant:     stackem.Variant{},
	Game:        stackemeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
