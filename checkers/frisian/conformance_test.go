package frisian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/frisianeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[frisian.Position, frisian.Move, frisianeval.Engine]{
	Variant:     frisian.Variant{},
	Game:        frisianeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }

// BenchmarkGenerate measures the move generation on positions of random
// games.
func BenchmarkGenerate(b *testing.B) { conformance.BenchGenerate(b) }
