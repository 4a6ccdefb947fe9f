package coast_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/coasteval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[coast.Position, coast.Move, coasteval.Engine]{
	Variant:     coast.Variant{},
	Game:        coasteval.Engine{},
	PerftFile:   "testdata/perft.txt",
	Named:       []coast.Move{coast.Pass},
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
