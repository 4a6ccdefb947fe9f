package engine_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
)

// BenchmarkSearchStandard searches the start position of standard checkers
// to depth 18 and reports nodes per second.
func BenchmarkSearchStandard(b *testing.B) {
	s := engine.NewSearcher[standard.Position, standard.Move](standard.Engine{}, 64)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		s.NewGame()
		r := s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{Depth: 18}, nil)
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
