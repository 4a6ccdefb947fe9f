package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/standard"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[standard.Position, standard.Move, standard.Engine]{
	Variant:     standard.Variant{},
	Game:        standard.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
