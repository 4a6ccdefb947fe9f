package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
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
