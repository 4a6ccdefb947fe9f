package postgres

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres/pgtest"
	"github.com/kingme/kingme/store/storetest"
)

// The tests share one PostgreSQL server; each opens a store on a fresh
// database of its own (pgtest.Database).
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// openURL opens a store at url or fails the test, and closes it when the
// test ends (a second Close is harmless).
func openURL(t testing.TB, url string) *Store {
	t.Helper()
	s, err := Open(context.Background(), url)
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openFresh opens a store on a new, empty database.
func openFresh(t testing.TB) *Store {
	t.Helper()
	return openURL(t, pgtest.Database(t))
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return openFresh(t) })
}

// game is a small game for this package's own tests.
func game(id string, moves ...string) *store.Record {
	created := time.Date(2026, 1, 2, 3, 4, 5, 123456000, time.UTC)
	g := &store.Record{
		ID: id, Variant: "standard", Start: "start", Mode: "local",
		Seats:   [2]store.Seat{{Player: "human", Name: "A"}, {Player: "human", Name: "B"}},
		Initial: time.Minute, Clock: [2]time.Duration{time.Minute, time.Minute},
		Created: created, Updated: created,
	}
	for i, m := range moves {
		g.Moves = append(g.Moves, store.Move{Text: m, Clock: time.Minute - time.Duration(i), At: created.Add(time.Duration(i) * time.Second)})
	}
	return g
}
