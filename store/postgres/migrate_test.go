package postgres

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// laterStep is a migration a later kingme might add: a new column with a
// default, so games stored before it stay readable.
var laterStep = migration{
	name: "games note",
	sql:  `ALTER TABLE games ADD COLUMN note text NOT NULL DEFAULT 'none'`,
}

// storedVersion reads the highest version schema_migrations records.
func storedVersion(t *testing.T, s *Store) int {
	t.Helper()
	var v int
	if err := s.pool.QueryRow(context.Background(), "SELECT max(version) FROM schema_migrations").Scan(&v); err != nil {
		t.Fatalf("reading the schema version: %v", err)
	}
	return v
}

func TestMigrateOlderDatabase(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	old, err := openWith(ctx, url, migrations)
	if err != nil {
		t.Fatalf("open at version %d: got error %v, want nil", len(migrations), err)
	}
	want := game("old", "11-15", "23-19")
	if err := old.Create(ctx, want); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	old.Close()

	steps := append(append([]migration(nil), migrations...), laterStep)
	for round := range 2 { // the second open must find nothing to do
		s, err := openWith(ctx, url, steps)
		if err != nil {
			t.Fatalf("open %d with a later step: got error %v, want nil", round+1, err)
		}
		if got := storedVersion(t, s); got != len(steps) {
			t.Errorf("open %d: schema version got %d, want %d", round+1, got, len(steps))
		}
		var note string
		if err := s.pool.QueryRow(ctx, "SELECT note FROM games WHERE id = 'old'").Scan(&note); err != nil || note != "none" {
			t.Errorf("open %d: note of a game stored before the step: got %q (error %v), want %q", round+1, note, err, "none")
		}
		got, err := s.Load(ctx, want.ID)
		if err != nil || len(got.Moves) != 2 || got.Seats[1].Name != "B" {
			t.Errorf("open %d: Load of a game stored before the step: got %+v (error %v), want it unchanged", round+1, got, err)
		}
		s.Close()
	}
}

func TestMigrateStepByStep(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	for n := 0; n <= len(migrations); n++ {
		s, err := openWith(ctx, url, migrations[:n])
		if err != nil {
			t.Fatalf("open with the first %d steps: got error %v, want nil", n, err)
		}
		if n > 0 {
			if got := storedVersion(t, s); got != n {
				t.Errorf("open with the first %d steps: schema version got %d, want %d", n, got, n)
			}
		}
		s.Close()
	}
}

func TestRefuseNewerDatabase(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	newer, err := openWith(ctx, url, append(append([]migration(nil), migrations...), laterStep))
	if err != nil {
		t.Fatalf("open with a later step: got error %v, want nil", err)
	}
	newer.Close()
	s, err := Open(ctx, url)
	if err == nil {
		s.Close()
		t.Fatalf("Open of a database from a newer kingme: got nil error, want a refusal")
	}
	for _, want := range []string{"newer than this kingme knows", "use a newer kingme"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Open of a database from a newer kingme: got error %q, want one containing %q", err, want)
		}
	}
}

// TestOpenAtOnce opens several stores on one empty database at once, as
// servers starting together would: the advisory lock lets each step be
// applied once, and every Open succeeds.
func TestOpenAtOnce(t *testing.T) {
	url := pgtest.Database(t)
	const servers = 6
	var wg sync.WaitGroup
	for i := range servers {
		wg.Go(func() {
			s, err := Open(context.Background(), url)
			if err != nil {
				t.Errorf("Open %d: got error %v, want nil", i+1, err)
				return
			}
			s.Close()
		})
	}
	wg.Wait()
	s := openURL(t, url)
	var rows int
	if err := s.pool.QueryRow(context.Background(), "SELECT count(*) FROM schema_migrations").Scan(&rows); err != nil || rows != len(migrations) {
		t.Errorf("schema_migrations: got %d rows (error %v), want %d", rows, err, len(migrations))
	}
}

// TestSearchPath opens stores in two schemas of one database, as the
// package documentation suggests for a database shared with others: each
// has its own tables and games.
func TestSearchPath(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	admin := openURL(t, url)
	if _, err := admin.pool.Exec(ctx, "CREATE SCHEMA kingme_a; CREATE SCHEMA kingme_b"); err != nil {
		t.Fatal(err)
	}
	a, b := openURL(t, url+"&search_path=kingme_a"), openURL(t, url+"&search_path=kingme_b")
	if err := a.Create(ctx, game("in-a", "11-15")); err != nil {
		t.Fatalf("Create in schema kingme_a: got error %v, want nil", err)
	}
	if _, err := b.Load(ctx, "in-a"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load in schema kingme_b of a game of kingme_a: got error %v, want one wrapping store.ErrNotFound", err)
	}
	var tables int
	if err := admin.pool.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'kingme_a' AND tablename = 'games'").Scan(&tables); err != nil || tables != 1 {
		t.Errorf("tables named games in schema kingme_a: got %d (error %v), want 1", tables, err)
	}
}

// stepIndex is the index in migrations of the step named name, failing
// the test when there is none.
func stepIndex(t *testing.T, name string) int {
	t.Helper()
	for i, m := range migrations {
		if m.name == name {
			return i
		}
	}
	t.Fatalf("no migration step named %q", name)
	return 0
}

// TestMigrateOpeningPlies stores a game as kingme did before the step
// "games opening plies" (by SQL: the code writes the new column), then
// opens the database with every step: the game reads back with
// OpeningPlies 0 and its moves, in List too, and a save stores
// OpeningPlies.
func TestMigrateOpeningPlies(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	before := stepIndex(t, "games opening plies")
	old, err := openWith(ctx, url, migrations[:before])
	if err != nil {
		t.Fatalf("open at version %d: got error %v, want nil", before, err)
	}
	_, err = old.pool.Exec(ctx, `
INSERT INTO games (id, variant, start, mode, level,
	black_player, black_name, black_token, red_player, red_name, red_token,
	initial_ns, increment_ns, black_clock_ns, red_clock_ns,
	outcome, reason, draw_offer, rematch, takeback, created, updated, revision, move_count)
VALUES ('old', 'standard', 'start', 'local', '', 'human', 'A', '', 'human', 'B', '',
	60000000000, 0, 60000000000, 59000000000, 0, 0, 0, '', '', now(), now(), 4, 2);
INSERT INTO moves (game_id, ply, text, clock_ns, at) VALUES ('old', 0, '11-15', 60000000000, now()), ('old', 1, '23-19', 59000000000, now());`)
	old.Close()
	if err != nil {
		t.Fatalf("storing a game at version %d: %v", before, err)
	}

	s := openURL(t, url)
	g, err := s.Load(ctx, "old")
	if err != nil {
		t.Fatalf("Load of a game stored before the step: got error %v, want nil", err)
	}
	if g.OpeningPlies != 0 || len(g.Moves) != 2 || g.Moves[1].Text != "23-19" || g.Revision != 4 || g.Seats[1].Name != "B" {
		t.Errorf("Load of a game stored before the step: got OpeningPlies %d, %d moves, revision %d, %+v; want OpeningPlies 0, 2 moves (11-15 23-19), revision 4",
			g.OpeningPlies, len(g.Moves), g.Revision, g)
	}
	if games, err := s.List(ctx, store.Query{}); err != nil || len(games) != 1 || games[0].OpeningPlies != 0 || games[0].MoveCount != 2 {
		t.Errorf("List after the step: got %+v (error %v), want the game with OpeningPlies 0 and MoveCount 2", games, err)
	}
	g.OpeningPlies = 2
	if err := s.Save(ctx, g); err != nil {
		t.Fatalf("Save after the step: got error %v, want nil", err)
	}
	if got, err := s.Load(ctx, "old"); err != nil || got.OpeningPlies != 2 || len(got.Moves) != 2 {
		t.Errorf("Load after Save: got %+v (error %v), want OpeningPlies 2 and 2 moves", got, err)
	}
}
