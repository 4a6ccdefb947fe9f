package postgres

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// benchGame is a game of 40 moves.
func benchGame() *store.Game {
	moves := make([]string, 40)
	for i := range moves {
		moves[i] = fmt.Sprintf("%d-%d", 9+i%20, 13+i%20)
	}
	return game("bench", moves...)
}

// BenchmarkSaveMove appends one move to a game of 40 moves and saves it:
// the work, and the commit's sync, behind every accepted move (as the
// SQLite store's benchmark of the same name).
func BenchmarkSaveMove(b *testing.B) {
	s := openFresh(b)
	ctx := context.Background()
	g := benchGame()
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
	s := openFresh(b)
	ctx := context.Background()
	if err := s.Create(ctx, benchGame()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Load(ctx, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}
