package engine_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/games"
)

// BenchmarkSearchStandard searches the start position of standard checkers
// to depth 18 with the hand-set evaluation and reports nodes per second.
func BenchmarkSearchStandard(b *testing.B) {
	benchStartDepth18(b, engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 64))
}

// BenchmarkSearchLearned searches the start position of standard checkers
// to depth 18 with the built-in learned evaluation (the one that plays),
// with truncation as the table of games sets it, and reports nodes per
// second.
func BenchmarkSearchLearned(b *testing.B) {
	s := engine.NewSearcher[standard.Position, standard.Move](standardeval.PatternEngine{Patterns: standardeval.LearnedWeights()}, 64)
	s.SetTruncation(true)
	benchStartDepth18(b, s)
}

// benchStartDepth18 searches the start position to depth 18 with s, from a
// new game each time, and reports nodes per second.
func benchStartDepth18[G engine.Adapter[standard.Position, standard.Move]](b *testing.B, s *engine.Searcher[standard.Position, standard.Move, G]) {
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		s.NewGame()
		r := s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{Depth: 18}, nil)
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkSearchThreads searches the start position of standard checkers
// to depth 20 from an empty table with one thread and with two: ns/op is
// the time to depth, nodes/s counts the nodes of every thread.
func BenchmarkSearchThreads(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			s := engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 64)
			s.SetThreads(threads)
			var nodes uint64
			for b.Loop() {
				s.NewGame()
				r := s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{Depth: 20}, nil)
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkSearchGames searches the start position of every game of the
// table, as its default player does (one thread, no book), for 300 000
// nodes from an empty table, and reports nodes per second.
func BenchmarkSearchGames(b *testing.B) {
	for _, g := range games.All() {
		b.Run(g.Key(), func(b *testing.B) {
			p, err := g.NewPlayer(engine.Options{TableMiB: 64, Threads: 1, NoBook: true})
			if err != nil {
				b.Fatal(err)
			}
			var nodes uint64
			for b.Loop() {
				p.NewGame()
				r, err := p.Think(context.Background(), checkers.NewGame(g.Variant), engine.Limits{Nodes: 300_000}, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
