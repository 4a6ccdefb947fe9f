package stackem_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/stackem"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[stackem.Position, stackem.Move, stackem.Engine]{
	Variant:     stackem.Variant{},
	Game:        stackem.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
