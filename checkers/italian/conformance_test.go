package italian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/italian"
	"github.com/kingme/kingme/engine/eval/italianeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[italian.Position, italian.Move, italianeval.Engine]{
	Variant:     italian.Variant{},
	Game:        italianeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
