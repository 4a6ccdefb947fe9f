package coast_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[coast.Position, coast.Move, coast.Engine]{
	Variant:     coast.Variant{},
	Game:        coast.Engine{},
	PerftFile:   "testdata/perft.txt",
	Named:       []coast.Move{coast.Pass},
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
