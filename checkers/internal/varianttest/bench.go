package varianttest

import (
	"context"
	"testing"

	"github.com/kingme/kingme/engine"
)

// benchPositions returns the positions the benchmarks use: those of four
// seeded random games that still have a move, the same on every run.
func (c Conformance[P, M, G]) benchPositions(b *testing.B) []P {
	b.Helper()
	var out []P
	var buf []M
	for _, p := range c.RandomPositions(b, 3, 256) {
		if buf = c.Game.AppendMoves(&p, buf[:0]); len(buf) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// BenchGenerate benchmarks the engine adapter's AppendMoves: one op
// generates the moves of one position of random games, into a reused buffer.
// It reports the moves generated per op too.
func (c Conformance[P, M, G]) BenchGenerate(b *testing.B) {
	ps := c.benchPositions(b)
	buf := make([]M, 0, 256)
	moves, i := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		buf = c.Game.AppendMoves(&ps[i], buf[:0])
		moves += len(buf)
		if i++; i == len(ps) {
			i = 0
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchEvaluate benchmarks the engine adapter's Evaluate: one op evaluates
// one position of random games.
func (c Conformance[P, M, G]) BenchEvaluate(b *testing.B) {
	ps := c.benchPositions(b)
	i, sum := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		sum += c.Game.Evaluate(&ps[i])
		if i++; i == len(ps) {
			i = 0
		}
	}
	_ = sum
}

// BenchSearch benchmarks a search of the start position to SearchDepth by a
// warmed-up Searcher with a fresh table each time, and reports nodes per
// second.
func (c Conformance[P, M, G]) BenchSearch(b *testing.B) {
	p := c.starts(b)[0]
	s := engine.NewSearcher[P, M, G](c.Game, 16)
	limits := engine.Limits{Depth: c.searchDepth()}
	s.Search(context.Background(), p, nil, 0, limits, nil)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		s.NewGame()
		nodes += s.Search(context.Background(), p, nil, 0, limits, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
