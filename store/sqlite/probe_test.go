package sqlite

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// TestProbeWrites damages where new games are written (the index of IDs,
// games_newest, the games table's root page) and elsewhere (a leaf of the
// table in the middle): ProbeWrites fails with store.ErrDamaged exactly
// when Create does, and keeps nothing of what it wrote.
func TestProbeWrites(t *testing.T) {
	skipDamageWhenShort(t)
	ctx := context.Background()
	cases := []struct {
		name   string
		damage func(t *testing.T, path string)
		fails  bool
	}{
		{"sound", func(*testing.T, string) {}, false},
		{"a leaf of the table", func(t *testing.T, path string) {
			sqlitetest.OverwritePages(t, path, sqlitetest.Leaf(t, path, "VICTIM-HEADER"))
		}, false},
		{"the index of IDs", func(t *testing.T, path string) {
			sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "sqlite_autoindex_games_1")...)
		}, true},
		{"games_newest", func(t *testing.T, path string) {
			sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "games_newest")...)
		}, true},
		{"the games table's root page", func(t *testing.T, path string) {
			sqlitetest.OverwritePages(t, path, sqlitetest.Pages(t, path, "games")[0])
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			fillStore(t, dir, salvageGames)
			c.damage(t, filepath.Join(dir, FileName))
			s, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			err = s.ProbeWrites(ctx)
			if got := err != nil; got != c.fails || (c.fails && !errors.Is(err, store.ErrDamaged)) {
				t.Errorf("ProbeWrites: got error %v, want failing %v (wrapping store.ErrDamaged)", err, c.fails)
			}
			cerr := s.Create(ctx, game("newgame00001", "11-15"))
			if got := cerr != nil; got != c.fails {
				t.Errorf("Create: got error %v, want failing %v, as ProbeWrites", cerr, c.fails)
			}
			if c.fails {
				return
			}
			var n int
			if err := s.reader.QueryRowContext(ctx, "SELECT count(*) FROM games NOT INDEXED WHERE id LIKE '%-probe'").Scan(&n); err != nil && !isDamage(err) {
				t.Fatal(err)
			}
			if n != 0 {
				t.Errorf("after ProbeWrites: got %d probe games kept, want 0", n)
			}
		})
	}
}
