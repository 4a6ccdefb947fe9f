package sqlite

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/storetest"
)

// openTemp opens a store in a new temporary directory.
func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return openTemp(t) })
}

// game is a small game for this package's own tests.
func game(id string, moves ...string) *store.Record {
	created := time.Date(2026, 1, 2, 3, 4, 5, 123456789, time.UTC)
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

func TestReopenKeepsData(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open(%q): got error %v, want nil", dir, err)
	}
	want := game("kept", "11-15", "23-19", "8-11")
	if err := s.Create(ctx, want); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	want.Moves = want.Moves[:2]
	want.Outcome, want.Reason = 1, 2
	if err := s.Save(ctx, want); err != nil {
		t.Fatalf("Save: got error %v, want nil", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: got error %v, want nil", err)
	}

	for round := range 2 {
		s, err := Open(dir)
		if err != nil {
			t.Fatalf("reopen %d: got error %v, want nil", round+1, err)
		}
		got, err := s.Load(ctx, want.ID)
		if err != nil {
			t.Fatalf("reopen %d: Load: got error %v, want nil", round+1, err)
		}
		if got.Outcome != 1 || got.Reason != 2 || len(got.Moves) != 2 || got.Moves[1].Text != "23-19" {
			t.Errorf("reopen %d: got outcome %d, reason %d, moves %+v; want 1, 2 and the first two moves",
				round+1, got.Outcome, got.Reason, got.Moves)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("reopen %d: Close: got error %v, want nil", round+1, err)
		}
	}
}

func TestExactTimesInUTC(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	zone := time.FixedZone("UTC+9", 9*3600)
	g := game("exact", "9-14")
	g.Created = time.Date(2026, 5, 6, 7, 8, 9, 987654321, zone)
	g.Updated = time.Now() // monotonic reading and local zone
	g.Moves[0].At = time.Date(2261, 12, 31, 0, 0, 0, 1, zone)
	if err := s.Create(ctx, g); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	got, err := s.Load(ctx, g.ID)
	if err != nil {
		t.Fatalf("Load: got error %v, want nil", err)
	}
	for _, tt := range []struct {
		name      string
		got, want time.Time
	}{
		{"Created", got.Created, g.Created},
		{"Updated", got.Updated, g.Updated},
		{"Moves[0].At", got.Moves[0].At, g.Moves[0].At},
	} {
		if !tt.got.Equal(tt.want) || tt.got.Location() != time.UTC {
			t.Errorf("%s: got %v, want %v in UTC", tt.name, tt.got, tt.want.UTC())
		}
	}
}

func TestTimeOutOfRange(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	tests := []struct {
		name string
		set  func(g *store.Record)
	}{
		{"created too early", func(g *store.Record) { g.Created = time.Date(1500, 1, 1, 0, 0, 0, 0, time.UTC) }},
		{"updated too late", func(g *store.Record) { g.Updated = time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC) }},
		{"move too late", func(g *store.Record) { g.Moves[0].At = time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := game("range", "9-14")
			tt.set(g)
			if err := s.Create(ctx, g); err == nil || !strings.Contains(err.Error(), "outside the storable range") {
				t.Errorf("Create: got error %v, want one about the storable range", err)
			}
			g = game("range", "9-14")
			if err := s.Create(ctx, g); err != nil {
				t.Fatalf("Create of a valid game: got error %v, want nil", err)
			}
			tt.set(g)
			if err := s.Save(ctx, g); err == nil || !strings.Contains(err.Error(), "outside the storable range") {
				t.Errorf("Save: got error %v, want one about the storable range", err)
			}
			if _, err := s.writer.Exec("DELETE FROM games"); err != nil {
				t.Fatalf("cleanup: %v", err)
			}
		})
	}
}

func TestZeroTimesRoundTrip(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	g := game("zero-times", "9-14")
	g.Created, g.Updated, g.Moves[0].At = time.Time{}, time.Time{}, time.Time{}
	if err := s.Create(ctx, g); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	got, err := s.Load(ctx, g.ID)
	if err != nil {
		t.Fatalf("Load: got error %v, want nil", err)
	}
	if !got.Created.IsZero() || !got.Updated.IsZero() || !got.Moves[0].At.IsZero() {
		t.Errorf("got times %v, %v, %v; want zero times", got.Created, got.Updated, got.Moves[0].At)
	}
}

func TestCreateWithoutID(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	if err := s.Create(context.Background(), game("")); err == nil || !strings.Contains(err.Error(), "no ID") {
		t.Errorf("Create of a game without ID: got error %v, want one saying it has no ID", err)
	}
}

func TestListNegativePaging(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	for _, q := range []store.Query{{Limit: -1}, {Offset: -3}} {
		if _, err := s.List(context.Background(), q); err == nil {
			t.Errorf("List(%+v): got nil error, want one", q)
		}
	}
}

func TestOpenErrors(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(t *testing.T) string // returns the dir to open
		want    string                    // in the error
	}{
		{"directory is a file", func(t *testing.T) string {
			path := filepath.Join(t.TempDir(), "data")
			if err := os.WriteFile(path, []byte("not a directory"), 0o644); err != nil {
				t.Fatal(err)
			}
			return path
		}, "is not a directory"},
		{"parent is a file", func(t *testing.T) string {
			path := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(path, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(path, "data")
		}, "create directory"},
		{"database is a directory", func(t *testing.T) string {
			dir := t.TempDir()
			if err := os.Mkdir(filepath.Join(dir, FileName), 0o755); err != nil {
				t.Fatal(err)
			}
			return dir
		}, "is a directory, not a database file"},
		{"database is not a database", func(t *testing.T) string {
			dir := t.TempDir()
			junk := strings.Repeat("this is not a SQLite database. ", 200)
			if err := os.WriteFile(filepath.Join(dir, FileName), []byte(junk), 0o644); err != nil {
				t.Fatal(err)
			}
			return dir
		}, "not a database"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := tt.prepare(t)
			s, err := Open(dir)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%q): got nil error, want one containing %q", dir, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Open(%q): got error %q, want one containing %q", dir, err, tt.want)
			}
		})
	}
}

func TestOpenCreatesDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "data dir?#%")
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("Open(%q): got error %v, want nil", dir, err)
	}
	defer s.Close()
	info, err := os.Stat(dir)
	if err != nil || !info.IsDir() || info.Mode().Perm()&0o700 != 0o700 {
		t.Fatalf("Stat(%q): got %v, %v; want a directory the owner can use", dir, info, err)
	}
	if want := filepath.Join(dir, FileName); s.Path() != want {
		t.Errorf("Path: got %q, want %q", s.Path(), want)
	}
	if _, err := os.Stat(filepath.Join(dir, FileName)); err != nil {
		t.Errorf("database file: got %v, want it to exist", err)
	}
}

func TestConnectionSettings(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	tests := []struct {
		db     string
		pragma string
		want   string
	}{
		{"writer", "journal_mode", "wal"},
		{"writer", "synchronous", "2"}, // FULL
		{"writer", "foreign_keys", "1"},
		{"writer", "busy_timeout", "10000"},
		{"reader", "journal_mode", "wal"},
		{"reader", "foreign_keys", "1"},
		{"reader", "query_only", "1"},
		{"reader", "busy_timeout", "10000"},
	}
	for _, tt := range tests {
		t.Run(tt.db+" "+tt.pragma, func(t *testing.T) {
			db := s.writer
			if tt.db == "reader" {
				db = s.reader
			}
			var got string
			if err := db.QueryRow("PRAGMA " + tt.pragma).Scan(&got); err != nil {
				t.Fatalf("PRAGMA %s: %v", tt.pragma, err)
			}
			if got != tt.want {
				t.Errorf("PRAGMA %s on the %s: got %q, want %q", tt.pragma, tt.db, got, tt.want)
			}
		})
	}
}

func TestMovesDeletedWithGame(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	if err := s.Create(ctx, game("gone", "9-14", "23-18")); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	if _, err := s.writer.Exec("DELETE FROM games WHERE id = 'gone'"); err != nil {
		t.Fatalf("delete game: %v", err)
	}
	var n int
	if err := s.reader.QueryRow("SELECT count(*) FROM moves").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("moves left after deleting their game: got %d, want 0", n)
	}
	if _, err := s.Load(ctx, "gone"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load of a deleted game: got error %v, want one wrapping %v", err, store.ErrNotFound)
	}
}
