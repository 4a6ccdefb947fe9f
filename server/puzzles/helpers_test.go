package puzzles

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// t0 is the tests' time.
var t0 = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

// fixture is a Service on a SQLite store of its own holding the built-in
// puzzles, with a settable clock.
type fixture struct {
	*Service
	st  store.Store
	now time.Time
}

// newFixture returns a fixture with the built-in puzzles stored.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st, now: t0}
	f.Service = New(st, func() time.Time { return f.now })
	if err := f.AddBuiltin(context.Background()); err != nil {
		t.Fatal(err)
	}
	return f
}

// account makes an account named name and returns it.
func (f *fixture) account(t *testing.T, name string) *store.Account {
	t.Helper()
	a := &store.Account{ID: "id-" + name, Name: name, Skeleton: name, PasswordHash: "x", Created: t0}
	if err := f.st.(store.Accounts).CreateAccount(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	return a
}

// builtin returns the built-in puzzles by game key, in their order.
func builtin(t *testing.T) map[string][]puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]puzzle.Puzzle{}
	for _, p := range ps {
		out[p.Variant] = append(out[p.Variant], p)
	}
	return out
}

// withPuzzles returns the games that have built-in puzzles, in the
// table's order, or fails when none has.
func withPuzzles(t *testing.T) []*games.Game {
	t.Helper()
	set := builtin(t)
	var out []*games.Game
	for _, g := range games.All() {
		if len(set[g.Key()]) > 0 {
			out = append(out, g)
		}
	}
	if len(out) == 0 {
		t.Fatal("no game has built-in puzzles")
	}
	return out
}

// refusal returns err's Refusal kind and text, or fails.
func refusal(t *testing.T, err error) (refuse.Kind, string) {
	t.Helper()
	var r *refuse.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("got error %v (%T), want a *refuse.Refusal", err, err)
	}
	return r.Kind(), r.Error()
}

// noPuzzles is a store that keeps no puzzles.
type noPuzzles struct{ store.Store }
