package sqlite

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// BenchmarkSaveMove appends one move to a game of 40 moves and saves it:
// the work, and the disk sync, behind every accepted move.
func BenchmarkSaveMove(b *testing.B) {
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	moves := make([]string, 40)
	for i := range moves {
		moves[i] = fmt.Sprintf("%d-%d", 9+i%20, 13+i%20)
	}
	g := game("bench", moves...)
	if err := s.Create(ctx, g); err != nil {
		b.Fatal(err)
	}
	extra := store.Move{Text: "32x23", Clock: time.Second}
	b.ReportAllocs()
	for b.Loop() {
		g.Moves = append(g.Moves[:40], extra) // 40 stored, one new
		if err := s.Save(ctx, g); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		g.Moves = g.Moves[:40] // take it back for the next round
		if err := s.Save(ctx, g); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}

// BenchmarkLoad loads a game of 40 moves.
func BenchmarkLoad(b *testing.B) {
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	moves := make([]string, 40)
	for i := range moves {
		moves[i] = fmt.Sprintf("%d-%d", 9+i%20, 13+i%20)
	}
	if err := s.Create(ctx, game("bench", moves...)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Load(ctx, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSaveMoveGroup is BenchmarkSaveMove from 1 000 games saved at
// once, a goroutine each (as the server's games are): the group commit's
// throughput. It reports saves per transaction.
func BenchmarkSaveMoveGroup(b *testing.B) {
	const games = 1000
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	moves := make([]string, 40)
	for i := range moves {
		moves[i] = fmt.Sprintf("%d-%d", 9+i%20, 13+i%20)
	}
	gs := make([]*store.Game, games)
	for i := range gs {
		gs[i] = game(fmt.Sprint("bench", i), moves...)
		if err := s.Create(ctx, gs[i]); err != nil {
			b.Fatal(err)
		}
	}
	tx0, w0 := s.CommitStats()
	var next atomic.Int64
	b.ResetTimer()
	b.SetParallelism((games + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
	b.RunParallel(func(pb *testing.PB) {
		g := gs[next.Add(1)-1]
		for pb.Next() {
			g.Moves = append(g.Moves, store.Move{Text: "32x23", Clock: time.Second})
			if err := s.Save(ctx, g); err != nil {
				b.Error(err)
				return
			}
		}
	})
	tx, w := s.CommitStats()
	b.ReportMetric(float64(w-w0)/float64(max(1, tx-tx0)), "saves/tx")
}
