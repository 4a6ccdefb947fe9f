package italian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/italian"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[italian.Position, italian.Move, italian.Engine]{
	Variant:     italian.Variant{},
	Game:        italian.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
