package russian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/russian"
	"github.com/kingme/kingme/engine/eval/russianeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[russian.Position, russian.Move, russianeval.Engine]{
	Variant:     russian.Variant{},
	Game:        russianeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
