package pool_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/engine/eval/pooleval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[pool.Position, pool.Move, pooleval.Engine]{
	Variant:     pool.Variant{},
	Game:        pooleval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }
