package brazilian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/brazilianeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[brazilian.Position, brazilian.Move, brazilianeval.Engine]{
	Variant:     brazilian.Variant{},
	Game:        brazilianeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
