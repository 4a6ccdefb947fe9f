package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// laterStep is a migration a later kingme might add: a new column with a
// default, so games stored before it stay readable.
var laterStep = migration{
	name: "games note",
	sql:  `ALTER TABLE games ADD COLUMN note TEXT NOT NULL DEFAULT 'none'`,
}

// schemaVersion reads the database's user_version.
func schemaVersion(t *testing.T, s *Store) int {
	t.Helper()
	var v int
	if err := s.reader.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		t.Fatalf("PRAGMA user_version: %v", err)
	}
	return v
}

func TestMigrateOlderDatabase(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	old, err := openWith(dir, migrations)
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
		s, err := openWith(dir, steps)
		if err != nil {
			t.Fatalf("open %d with a later step: got error %v, want nil", round+1, err)
		}
		if got := schemaVersion(t, s); got != len(steps) {
			t.Errorf("open %d: schema version got %d, want %d", round+1, got, len(steps))
		}
		var note string
		if err := s.reader.QueryRow("SELECT note FROM games WHERE id = 'old'").Scan(&note); err != nil || note != "none" {
			t.Errorf("open %d: note of a game stored before the step: got %q (error %v), want %q", round+1, note, err, "none")
		}
		got, err := s.Load(ctx, want.ID)
		if err != nil || len(got.Moves) != 2 || got.Seats[1].Name != "B" {
			t.Errorf("open %d: Load of a game stored before the step: got %+v (error %v), want it unchanged", round+1, got, err)
		}
		s.Close()
	}
}

func TestMigrateEmptyFile(t *testing.T) {
	// A database file another tool created empty is at version 0.
	dir := t.TempDir()
	db, err := sql.Open("sqlite", filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE unrelated (x)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open of a version 0 database: got error %v, want nil", err)
	}
	defer s.Close()
	if got := schemaVersion(t, s); got != len(migrations) {
		t.Errorf("schema version: got %d, want %d", got, len(migrations))
	}
	if err := s.Create(context.Background(), game("new", "9-14")); err != nil {
		t.Errorf("Create after migration: got error %v, want nil", err)
	}
}

func TestMigrateFailureRollsBack(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	broken := append(append([]migration(nil), migrations...),
		laterStep,
		migration{name: "broken", sql: "CREATE TABLE games (id TEXT)"}) // games exists
	if s, err := openWith(dir, broken); err == nil {
		s.Close()
		t.Fatal("open with a failing step: got nil error, want one")
	} else if want := fmt.Sprintf("schema migration %d (broken)", len(broken)); !strings.Contains(err.Error(), want) {
		t.Errorf("open with a failing step: got error %q, want one naming %q", err, want)
	}
	s, err = Open(dir)
	if err != nil {
		t.Fatalf("Open after a failed migration: got error %v, want nil", err)
	}
	defer s.Close()
	if got := schemaVersion(t, s); got != len(migrations) {
		t.Errorf("schema version after a failed migration: got %d, want %d", got, len(migrations))
	}
	var n int
	if err := s.reader.QueryRow("SELECT count(*) FROM pragma_table_info('games') WHERE name = 'note'").Scan(&n); err != nil || n != 0 {
		t.Errorf("column of the step before the failing one: got %d (error %v), want 0: the migration must roll back as a whole", n, err)
	}
}

func TestMigrateNewerDatabase(t *testing.T) {
	dir := t.TempDir()
	steps := append(append([]migration(nil), migrations...), laterStep)
	s, err := openWith(dir, steps)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = Open(dir)
	if err == nil {
		s.Close()
		t.Fatal("Open of a database from a newer kingme: got nil error, want one")
	}
	if !strings.Contains(err.Error(), "newer than this kingme knows") {
		t.Errorf("Open of a database from a newer kingme: got error %q, want one saying it is newer", err)
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
// OpeningPlies 0 and its moves, in List too, and a save stores OpeningPlies.
func TestMigrateOpeningPlies(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	before := stepIndex(t, "games opening plies")
	old, err := openWith(dir, migrations[:before])
	if err != nil {
		t.Fatalf("open at version %d: got error %v, want nil", before, err)
	}
	_, err = old.writer.ExecContext(ctx, `
INSERT INTO games (id, variant, start, mode, level,
	black_player, black_name, black_token, red_player, red_name, red_token,
	initial_ns, increment_ns, black_clock_ns, red_clock_ns,
	outcome, reason, draw_offer, rematch, takeback, created_ns, updated_ns, revision, move_count)
VALUES ('old', 'standard', 'start', 'local', '', 'human', 'A', '', 'human', 'B', '',
	60000000000, 0, 60000000000, 59000000000, 0, 0, 0, '', '', 1, 2, 4, 2);
INSERT INTO moves (game_id, ply, text, clock_ns, at_ns) VALUES ('old', 0, '11-15', 60000000000, 1), ('old', 1, '23-19', 59000000000, 2);`)
	old.Close()
	if err != nil {
		t.Fatalf("storing a game at version %d: %v", before, err)
	}

	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open at version %d: got error %v, want nil", len(migrations), err)
	}
	defer s.Close()
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

// TestMigrateMoveCount stores a game as kingme did before the step "games
// revision and moves digest" (by SQL: no move count, no digest), then
// opens the database with every step: AppendMove finds the stored moves
// counted and appends the next one, and a Save after it keeps them all.
func TestMigrateMoveCount(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	before := stepIndex(t, "games revision and moves digest")
	old, err := openWith(dir, migrations[:before])
	if err != nil {
		t.Fatalf("open at version %d: got error %v, want nil", before, err)
	}
	_, err = old.writer.ExecContext(ctx, `
INSERT INTO games (id, variant, start, mode, level,
	black_player, black_name, black_token, red_player, red_name, red_token,
	initial_ns, increment_ns, black_clock_ns, red_clock_ns,
	outcome, reason, draw_offer, rematch, takeback, created_ns, updated_ns)
VALUES ('old', 'standard', 'start', 'local', '', 'human', 'A', '', 'human', 'B', '',
	60000000000, 0, 60000000000, 59000000000, 0, 0, 0, '', '', 1, 2);
INSERT INTO moves (game_id, ply, text, clock_ns, at_ns) VALUES ('old', 0, '11-15', 60000000000, 1), ('old', 1, '23-19', 59000000000, 2);`)
	old.Close()
	if err != nil {
		t.Fatalf("storing a game at version %d: %v", before, err)
	}

	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open at version %d: got error %v, want nil", len(migrations), err)
	}
	defer s.Close()
	g, err := s.Load(ctx, "old")
	if err != nil {
		t.Fatalf("Load of a game stored before the step: got error %v, want nil", err)
	}
	g.Moves = append(g.Moves, store.Move{Text: "8-11", Clock: time.Minute})
	if err := s.AppendMove(ctx, g); err != nil {
		t.Fatalf("AppendMove of the third move: got error %v, want nil", err)
	}
	g.Moves = append(g.Moves, store.Move{Text: "22-18", Clock: time.Minute})
	if err := s.Save(ctx, g); err != nil {
		t.Fatalf("Save of a fourth move after AppendMove: got error %v, want nil", err)
	}
	got, err := s.Load(ctx, "old")
	if err != nil {
		t.Fatalf("Load after AppendMove and Save: got error %v, want nil", err)
	}
	var texts []string
	for _, m := range got.Moves {
		texts = append(texts, m.Text)
	}
	if want := "11-15 23-19 8-11 22-18"; strings.Join(texts, " ") != want || got.Revision != 2 {
		t.Errorf("Load after AppendMove and Save: got moves %q at revision %d, want %q at revision 2", texts, got.Revision, want)
	}
}
