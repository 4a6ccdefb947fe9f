package server_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// errStoreDown is what the failing stores of these tests answer.
var errStoreDown = errors.New("the store is down")

// pingFails is a store whose Ping fails.
type pingFails struct{ store.Store }

func (pingFails) Ping(context.Context) error { return errStoreDown }

// noPing is a store without Ping: readiness lists a game instead.
type noPing struct{ store.Store }

// noPingListFails is a store without Ping whose List fails once the
// server has started (it lists the games to resume at start).
type noPingListFails struct {
	store.Store
	failing atomic.Bool
}

func (s *noPingListFails) List(ctx context.Context, q store.Query) ([]*store.Record, error) {
	if s.failing.Load() {
		return nil, errStoreDown
	}
	return s.Store.List(ctx, q)
}

func (s *noPingListFails) startFailing() { s.failing.Store(true) }

// get sends a GET to the app and returns the status and the body.
func (a *app) get(path string) (int, string) {
	a.t.Helper()
	resp, err := http.Get(a.http.URL + path)
	if err != nil {
		a.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		a.t.Fatal(err)
	}
	return resp.StatusCode, string(body)
}

func TestHealthz(t *testing.T) {
	a := newApp(t)
	for _, closed := range []bool{false, true} {
		if closed {
			a.srv.Close()
		}
		if code, body := a.get("/healthz"); code != http.StatusOK || body != "ok\n" {
			t.Errorf("closed %v: got %d %q, want 200 \"ok\\n\"", closed, code, body)
		}
	}
}

func TestReadyz(t *testing.T) {
	tests := []struct {
		name     string
		wrap     func(store.Store) store.Store
		close    bool
		wantCode int
		wantBody string
	}{
		{"store answers", nil, false, http.StatusOK, "ready"},
		{"store without Ping answers a list", func(s store.Store) store.Store { return noPing{s} }, false, http.StatusOK, "ready"},
		{"Ping fails", func(s store.Store) store.Store { return pingFails{s} }, false, http.StatusServiceUnavailable, "not ready: the game store does not answer"},
		{"store without Ping fails a list", func(s store.Store) store.Store { return &noPingListFails{Store: s} }, false, http.StatusServiceUnavailable, "not ready: the game store does not answer"},
		{"server closed", nil, true, http.StatusServiceUnavailable, "not ready: the server is shutting down"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var wrapped store.Store
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(cfg *server.Config) {
				if tt.wrap != nil {
					cfg.Store = tt.wrap(cfg.Store)
				}
				wrapped = cfg.Store
			})
			if f, ok := wrapped.(interface{ startFailing() }); ok {
				f.startFailing()
			}
			if tt.close {
				a.srv.Close()
			}
			code, body := a.get("/readyz")
			if code != tt.wantCode || strings.TrimSpace(body) != tt.wantBody {
				t.Errorf("got %d %q, want %d %q", code, body, tt.wantCode, tt.wantBody)
			}
		})
	}
}

// TestReadyzWhileShuttingDown checks that readiness fails once the
// http.Server's Shutdown begins, before the server is closed.
func TestReadyzWhileShuttingDown(t *testing.T) {
	a := newApp(t)
	if code, body := a.get("/readyz"); code != http.StatusOK {
		t.Fatalf("before Shutdown: got %d %q, want 200", code, body)
	}
	hs := a.srv.HTTPServer()
	if err := hs.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Shutdown runs its hooks on goroutines of their own.
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, body := a.get("/readyz")
		if code == http.StatusServiceUnavailable && strings.TrimSpace(body) == "not ready: the server is shutting down" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after Shutdown: got %d %q, want 503 \"not ready: the server is shutting down\"", code, body)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// diskFull is a store whose writes fail, as a full disk's do, while full
// is set.
type diskFull struct {
	store.Store
	full atomic.Bool
}

var errNoSpace = errors.New("write games: database or disk is full")

func (s *diskFull) Save(ctx context.Context, g *store.Record) error {
	if s.full.Load() {
		return errNoSpace
	}
	return s.Store.Save(ctx, g)
}

func (s *diskFull) AppendMove(ctx context.Context, g *store.Record) error {
	if s.full.Load() {
		return errNoSpace
	}
	return s.Store.AppendMove(ctx, g)
}

func (s *diskFull) Create(ctx context.Context, g *store.Record) error {
	if s.full.Load() {
		return errNoSpace
	}
	return s.Store.Create(ctx, g)
}

// TestReadyzWhileSavesFail fills the disk under a game: the move is
// refused, and /readyz says not ready (before, 200 while every save
// failed) until a save succeeds again, or writeFailedFor has passed (then
// it is probed again).
func TestReadyzWhileSavesFail(t *testing.T) {
	var disk *diskFull
	clock := &fakeClock{}
	a := startAppWith(t, t.TempDir(), clock, 0, func(cfg *server.Config) {
		disk = &diskFull{Store: cfg.Store}
		cfg.Store = disk
	})
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	disk.full.Store(true)
	if code, _, _ := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusInternalServerError {
		t.Fatalf("a move on a full disk: got %d, want 500", code)
	}
	if code, body := a.get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "refuses to save games") {
		t.Errorf("/readyz while saves fail: got %d %q, want 503 saying saves are refused", code, body)
	}
	clock.advance(31 * time.Second)
	if code, _ := a.get("/readyz"); code != http.StatusOK {
		t.Errorf("/readyz 31 s after the last failed save, nothing tried since: got %d, want 200 (a probe)", code)
	}
	if code, _, _ := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusInternalServerError {
		t.Fatalf("a move on the still full disk: got %d, want 500", code)
	}
	disk.full.Store(false)
	if code, _, msg := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusOK {
		t.Fatalf("a move once there is room: got %d %s, want 200", code, msg)
	}
	if code, _ := a.get("/readyz"); code != http.StatusOK {
		t.Errorf("/readyz after a save succeeded: got %d, want 200", code)
	}
}

// TestReadyzWhileCreationsFail fills the disk before any move: a new game
// of every variant is refused, and /readyz says not ready until a game
// is stored again (a new game is a save like a move: it counts).
func TestReadyzWhileCreationsFail(t *testing.T) {
	var disk *diskFull
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(cfg *server.Config) {
		disk = &diskFull{Store: cfg.Store}
		cfg.Store = disk
	})
	for _, game := range games.All() {
		a.clock.advance(time.Minute) // two creations a game: within the per-address limit whatever the games
		disk.full.Store(true)
		if code := a.call("POST", "/api/games", "", map[string]any{"variant": game.Variant.Key(), "mode": "local"}, nil); code < 500 {
			t.Errorf("a new %s game on a full disk: got %d, want a 5xx", game.Variant.Key(), code)
		}
		if code, body := a.get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "refuses to save games") {
			t.Errorf("/readyz after a new %s game failed: got %d %q, want 503 saying saves are refused", game.Variant.Key(), code, body)
		}
		disk.full.Store(false)
		a.create(map[string]any{"variant": game.Variant.Key(), "mode": "local"})
		if code, _ := a.get("/readyz"); code != http.StatusOK {
			t.Errorf("/readyz after a new %s game was stored: got %d, want 200", game.Variant.Key(), code)
		}
	}
}
