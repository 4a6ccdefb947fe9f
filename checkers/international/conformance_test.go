package international_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/varianttest"
	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine/eval/internationaleval"
)

// conformance is the suite every game passes, filled in for this one.
var conformance = varianttest.Conformance[international.Position, international.Move, internationaleval.Engine]{
	Variant:     international.Variant{},
	Game:        internationaleval.Engine{},
	PerftFile:   "testdata/perft.txt",
	SearchDepth: 6,
}

// TestConformance runs the suite every game passes.
func TestConformance(t *testing.T) { conformance.Run(t) }

// BenchmarkGenerate measures the move generation on positions of random
// games.
func BenchmarkGenerate(b *testing.B) { conformance.BenchGenerate(b) }

// BenchmarkPerft measures the perft walk from the start to depth 7
// (1,049,442 leaves), and reports leaves per second.
func BenchmarkPerft(b *testing.B) {
	p := international.Start()
	var n uint64
	for b.Loop() {
		n += p.Perft(7)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "leaves/s")
}
