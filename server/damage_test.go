package server_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
	"github.com/kingme/kingme/store/sqlite/sqlitetest"
)

// TestDamagedDatabaseServesTheRest starts the server on a database one of
// whose header pages was overwritten: it starts (it used to stop, "database
// disk image is malformed"), the games on the page answer 500 with a
// message that says the database is damaged, the others are served, and
// the log says what to do.
func TestDamagedDatabaseServesTheRest(t *testing.T) {
	const n, victim = 120, "victim01"
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
		id := fmt.Sprintf("game%04d", i)
		name := "Player"
		if i == n/2 {
			id, name = victim, "VICTIMHEADER"
		}
		rec := &store.Record{ID: id, Variant: "standard", Start: game.Variant.Start().String(), Mode: "local",
			Seats:   [2]store.Seat{{Player: "human", Name: name, TokenHash: "x"}, {Player: "human", Name: "B", TokenHash: "x"}},
			Moves:   []store.Move{{Text: "11-15", At: now}, {Text: "23-19", At: now}},
			Created: now, Updated: now}
		if err := st.Create(context.Background(), rec); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	st.Close()
	// A compacted copy, so that the marker is only where the row is.
	dir := t.TempDir()
	if _, err := sqlite.Backup(context.Background(), src, filepath.Join(dir, sqlite.FileName), sqlite.BackupOptions{}); err != nil {
		t.Fatal(err)
	}
	sqlitetest.OverwriteLeaf(t, filepath.Join(dir, sqlite.FileName), "VICTIMHEADER")

	logs := &logBuffer{}
	a := startAppWith(t, dir, &fakeClock{}, 0, func(c *server.Config) {
		c.Log = slog.New(slog.NewTextHandler(logs, nil))
	})
	served := 0
	for _, id := range ids {
		var body struct {
			Error string `json:"error"`
		}
		switch code := a.call("GET", "/api/games/"+id, "", nil, &body); {
		case code == http.StatusOK:
			served++
			if id == victim {
				t.Errorf("GET %s: got 200, want 500: its header page is overwritten", id)
			}
		case code == http.StatusInternalServerError && strings.Contains(body.Error, "cannot be read: the database is damaged"):
		default:
			t.Errorf("GET %s: got %d %q, want 200, or 500 saying the database is damaged", id, code, body.Error)
		}
	}
	if served < n/2 {
		t.Errorf("got %d of %d games served, want most of them", served, n)
	}
	for _, want := range []string{"cannot resume every unfinished game: the database is damaged", "kingme db check", victim} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log: got %q, want it to contain %q", logs.String(), want)
		}
	}
	// The archive lists the games it can read.
	var list struct {
		Games []struct {
			ID string `json:"id"`
		} `json:"games"`
	}
	if code := a.call("GET", "/api/games?status=playing&limit=200", "", nil, &list); code != http.StatusOK || len(list.Games) < served || len(list.Games) >= n {
		t.Errorf("the list of games being played: got %d with %d games, want 200 with the %d readable ones (not all %d)", code, len(list.Games), served, n)
	}
	t.Logf("%d of %d games served, %d listed", served, n, len(list.Games))
}
