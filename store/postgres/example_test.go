package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres"
)

// The example needs a PostgreSQL server and a database the user may
// create tables in (made once with createdb kingme); it is compiled but
// not run by go test.
func Example() {
	ctx := context.Background()
	s, err := postgres.Open(ctx, "postgres://kingme:secret@db.example.org:5432/kingme?sslmode=require")
	if err != nil {
		log.Fatal(err) // not reachable, or its schema is newer than this kingme's
	}
	defer s.Close()

	now := time.Now()
	g := &store.Record{ID: "x7Kq2", Variant: "standard", Mode: "local", Created: now, Updated: now}
	if err := s.Create(ctx, g); err != nil {
		log.Fatal(err)
	}
	g.Moves = append(g.Moves, store.Move{Text: "11-15", At: now}, store.Move{Text: "23-19", At: now})
	if err := s.Save(ctx, g); err != nil { // revision 0 to 1
		log.Fatal(err)
	}
	stale := *g // as another server loaded it

	// Take a move back: revision 1 to 2.
	g.Moves = g.Moves[:1]
	if err := s.Save(ctx, g); err != nil {
		log.Fatal(err)
	}
	// The other server's save comes second: refused, nothing written.
	err = s.Save(ctx, &stale)
	fmt.Println(errors.Is(err, store.ErrConflict))

	loaded, err := s.Load(ctx, "x7Kq2")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(loaded.Variant, loaded.MoveCount, loaded.Moves[0].Text, loaded.Revision)
}
