package frysk_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/engine/eval/fryskeval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[frysk.Position, frysk.Move, fryskeval.Engine]{
	Variant:     frysk.Variant{},
	Game:        fryskeval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }

// BenchmarkGenerate measures the move generation on positions of random
// games.
func BenchmarkGenerate(b *testing.B) { conformance.BenchGenerate(b) }
