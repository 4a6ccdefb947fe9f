package turkish_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[turkish.Position, turkish.Move, turkisheval.Engine]{
	Variant:     turkish.Variant{},
	Game:        turkisheval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
