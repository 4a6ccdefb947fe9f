package breakthrough_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/breakthrougheval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[breakthrough.Position, breakthrough.Move, breakthrougheval.Engine]{
	Variant:     breakthrough.Variant{},
	Game:        breakthrougheval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
