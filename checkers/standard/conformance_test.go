package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[standard.Position, standard.Move, standardeval.Engine]{
	Variant:     standard.Variant{},
	Game:        standardeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 8,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
