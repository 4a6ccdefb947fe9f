package storetest

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// benchGame is a game of 40 moves with the given ID.
func benchGame(id string) *store.Record {
	return sampleGame(id, 40)
}

// BenchSaveMove appends one move to a game of 40 moves and saves it, on
// s: the work, and the commit's sync, behind every accepted move. Each
// store's benchmark of the same name calls it, so the stores are measured
// alike.
func BenchSaveMove(b *testing.B, s store.Store) {
	benchOneMove(b, s, "bench-save", s.Save)
}

// BenchAppendMove is BenchSaveMove with AppendMove: one move appended to
// a game of 40 moves, the work behind every accepted move once the server
// appends. Each store's benchmark of the same name calls it.
func BenchAppendMove(b *testing.B, s store.Store) {
	benchOneMove(b, s, "bench-append", s.AppendMove)
}

// benchOneMove times write storing one move added to game id of 40
// moves on s; the move is taken back (by Save, untimed) after each round.
func benchOneMove(b *testing.B, s store.Store, id string, write func(context.Context, *store.Record) error) {
	ctx := context.Background()
	g := benchGame(id)
	if err := s.Create(ctx, g); err != nil {
		b.Fatal(err)
	}
	extra := store.Move{Text: "32x23", Clock: time.Second}
	b.ReportAllocs()
	for b.Loop() {
		g.Moves = append(g.Moves[:40], extra) // 40 stored, one new
		if err := write(ctx, g); err != nil {
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

// BenchLoad loads a game of 40 moves from s.
func BenchLoad(b *testing.B, s store.Store) {
	ctx := context.Background()
	if err := s.Create(ctx, benchGame("bench-load")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Load(ctx, "bench-load"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchGames creates n games of 40 moves in s for BenchSaveMoveGroup.
func BenchGames(b *testing.B, s store.Store, n int) []*store.Record {
	gs := make([]*store.Record, n)
	for i := range gs {
		gs[i] = benchGame(fmt.Sprint("bench-group-", i))
		if err := s.Create(context.Background(), gs[i]); err != nil {
			b.Fatal(err)
		}
	}
	return gs
}

// BenchSaveMoveGroup is BenchSaveMove on the games gs (BenchGames) saved
// at once, a goroutine each (as a server's games are): what the store's
// commits give under load.
func BenchSaveMoveGroup(b *testing.B, s store.Store, gs []*store.Record) {
	ctx := context.Background()
	games := len(gs)
	var next atomic.Int64
	b.SetParallelism((games + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		g := gs[(next.Add(1)-1)%int64(games)]
		for pb.Next() {
			g.Moves = append(g.Moves, store.Move{Text: "32x23", Clock: time.Second})
			if err := s.Save(ctx, g); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
