package sqlite_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

func Example() {
	dir, err := os.MkdirTemp("", "kingme-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	s, err := sqlite.Open(filepath.Join(dir, "data")) // created if missing
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()

	now := time.Now()
	g := &store.Record{ID: "x7Kq2", Variant: "standard", Mode: "local", Created: now, Updated: now}
	if err := s.Create(ctx, g); err != nil {
		log.Fatal(err)
	}
	g.Moves = append(g.Moves, store.Move{Text: "11-15", At: now}, store.Move{Text: "23-19", At: now})
	if err := s.Save(ctx, g); err != nil {
		log.Fatal(err)
	}
	g.Moves = g.Moves[:1] // take a move back
	if err := s.Save(ctx, g); err != nil {
		log.Fatal(err)
	}

	loaded, err := s.Load(ctx, "x7Kq2")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(loaded.Variant, loaded.MoveCount, loaded.Moves[0].Text)
	games, err := s.List(ctx, store.Query{Finished: false})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(games), games[0].ID, games[0].Moves == nil)
	// Output:
	// standard 1 11-15
	// 1 x7Kq2 true
}
