package flyingkings_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[flyingkings.Position, flyingkings.Move, flyingkingseval.Engine]{
	Variant:     flyingkings.Variant{},
	Game:        flyingkingseval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
