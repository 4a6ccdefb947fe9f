package server_test

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// storedGames stores n local games of standard checkers in a compacted
// database in a new directory (a copy made by sqlite.Backup, so that each
// b-tree's pages are its own), and returns the directory and the IDs.
func storedGames(t *testing.T, n int) (string, []string) {
	t.Helper()
	src := t.TempDir()
	st, err := sqlite.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	game, err := games.Lookup("standard")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	var ids []string
	for i := range n {
		id := fmt.Sprintf("game%08d", i)
		rec := &store.Record{ID: id, Variant: "standard", Start: game.Variant.Start().String(), Mode: "local",
			Seats:   [2]store.Seat{{Player: "human", Name: "A", TokenHash: "x"}, {Player: "human", Name: "B", TokenHash: "x"}},
			Moves:   []store.Move{{Text: "11-15", At: now}, {Text: "23-19", At: now}},
			Created: now.Add(time.Duration(i) * time.Millisecond), Updated: now}
		if err := st.Create(context.Background(), rec); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	st.Close()
	dir := t.TempDir()
	if _, err := sqlite.Backup(context.Background(), src, filepath.Join(dir, sqlite.FileName), sqlite.BackupOptions{}); err != nil {
		t.Fatal(err)
	}
	return dir, ids
}

// TestReadyzOnDamagedIndex starts the server on a database whose index of
// IDs, games_newest index or games table's root page is damaged, where
// every new game is refused: /readyz answers 503 saying games cannot be
// saved (before: 200 "ready"), a new game of every variant answers 503
// saying the database is damaged (before: 500 "internal error"), and with
// an index damaged every stored game is still served (before: 500 for
// every game with the index of IDs damaged).
func TestReadyzOnDamagedIndex(t *testing.T) {
	const n = 400
	cases := []struct {
		tree  string
		root  bool // the root page only
		reads bool // every stored game is still served
	}{
		{tree: "sqlite_autoindex_games_1", reads: true},
		{tree: "games_newest", reads: true},
		{tree: "games", root: true},
	}
	for _, c := range cases {
		t.Run(c.tree, func(t *testing.T) {
			dir, ids := storedGames(t, n)
			path := filepath.Join(dir, sqlite.FileName)
			pages := sqlitetest.Pages(t, path, c.tree)
			if c.root {
				pages = pages[:1]
			}
			sqlitetest.OverwritePages(t, path, pages...)
			a := startAppWith(t, dir, &fakeClock{}, 0, nil)
			if code, body := a.get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "refuses to save games") {
				t.Errorf("/readyz: got %d %q, want 503 saying games cannot be saved", code, body)
			}
			for _, game := range games.All() {
				var body struct {
					Error string `json:"error"`
				}
				code := a.call("POST", "/api/games", "", map[string]any{"variant": game.Variant.Key(), "mode": "local"}, &body)
				if code != http.StatusServiceUnavailable || !strings.Contains(body.Error, "database is damaged") {
					t.Errorf("a new %s game: got %d %q, want 503 saying the database is damaged", game.Variant.Key(), code, body.Error)
				}
			}
			if !c.reads {
				return
			}
			served := 0
			for _, id := range ids {
				if code := a.call("GET", "/api/games/"+id, "", nil, nil); code == http.StatusOK {
					served++
				}
			}
			if served != n {
				t.Errorf("GET the stored games: got %d of %d served, want all", served, n)
			}
		})
	}
}
