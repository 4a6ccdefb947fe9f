package flyingkings_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/internal/varianttest"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[flyingkings.Position, flyingkings.Move, flyingkings.Engine]{
	Variant:     flyingkings.Variant{},
	Game:        flyingkings.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
