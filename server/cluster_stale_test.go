package server_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// unreadableStore is a server's view of a shared store whose games cannot
// be read while down is set (its database connection lost, say), though
// it still answers a ping.
type unreadableStore struct {
	revisionedStore
	down atomic.Bool
}

func (s *unreadableStore) Load(ctx context.Context, id string) (*store.Record, error) {
	if s.down.Load() {
		return nil, errStoreDown
	}
	return s.revisionedStore.Load(ctx, id)
}

func (s *unreadableStore) Revision(ctx context.Context, id string) (int64, error) {
	if s.down.Load() {
		return 0, errStoreDown
	}
	return s.revisionedStore.Revision(ctx, id)
}

// TestClusterStaleWhileStoreDown plays a move on server a while server b,
// which holds the game (a socket watches it there), cannot read the store:
// b gets the news without the move (as an older server sends it) and
// cannot load the game. b must then answer the game
// 503 rather than the state before the move, which a has already answered
// (before: 200 at ply 0), and /readyz 503; once the store reads again,
// both answer the move. In every game.
func TestClusterStaleWhileStoreDown(t *testing.T) {
	for _, game := range games.All() {
		t.Run(game.Variant.Key(), func(t *testing.T) {
			down := &unreadableStore{}
			apps, _, buses := startClusterOf(t, 2, clusterOptions{revisions: true, storeFor: func(i int, shared store.Store) store.Store {
				if i == 1 {
					down.revisionedStore = shared.(revisionedStore)
					return down
				}
				return shared
			}})
			a, b := apps[0], apps[1]
			buses[1].sub.plain.Store(true)
			g := a.create(map[string]any{"variant": game.Variant.Key(), "mode": "local"})
			watcher := b.watch(g.ID, "")
			watcher.next("the game on b", func(st server.State) bool { return st.Ply == 0 })
			move := a.state(g.ID, g.Token).Legal[0].Text
			down.down.Store(true)
			if code, st, msg := a.move(g.ID, g.Token, move, 0); code != http.StatusOK || st.Ply != 1 {
				t.Fatalf("a move on a: got %d (%s), want 200 at ply 1", code, msg)
			}
			// b gets the news, and cannot load the game.
			deadline := time.Now().Add(5 * time.Second)
			for {
				var st server.State
				code := b.call("GET", "/api/games/"+g.ID, "", nil, &st)
				if code == http.StatusServiceUnavailable {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("GET on b while it cannot load the game: got %d at ply %d, want 503 (a already answered ply 1)", code, st.Ply)
				}
				time.Sleep(10 * time.Millisecond)
			}
			if code, body := b.get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "cannot be loaded") {
				t.Errorf("/readyz on b: got %d %q, want 503 saying games cannot be loaded", code, body)
			}
			down.down.Store(false)
			if code, body := b.get("/readyz"); code != http.StatusOK {
				t.Errorf("/readyz on b once the store reads again: got %d %q, want 200", code, body)
			}
			var st server.State
			if code := b.call("GET", "/api/games/"+g.ID, "", nil, &st); code != http.StatusOK || st.Ply != 1 {
				t.Errorf("GET on b once the store reads again: got %d at ply %d, want 200 at ply 1", code, st.Ply)
			}
		})
	}
}

// TestClusterMoveWhileStoreDown plays a move on server a while server b,
// which holds the game, cannot read the store: the news brings b the
// move, which b answers at once without reading the store, and b stays
// ready. In every game.
func TestClusterMoveWhileStoreDown(t *testing.T) {
	for _, game := range games.All() {
		t.Run(game.Variant.Key(), func(t *testing.T) {
			down := &unreadableStore{}
			apps, _, _ := startClusterOf(t, 2, clusterOptions{revisions: true, storeFor: func(i int, shared store.Store) store.Store {
				if i == 1 {
					down.revisionedStore = shared.(revisionedStore)
					return down
				}
				return shared
			}})
			a, b := apps[0], apps[1]
			g := a.create(map[string]any{"variant": game.Variant.Key(), "mode": "local"})
			watcher := b.watch(g.ID, "")
			watcher.next("the game on b", func(st server.State) bool { return st.Ply == 0 })
			move := a.state(g.ID, g.Token).Legal[0].Text
			down.down.Store(true)
			if code, st, msg := a.move(g.ID, g.Token, move, 0); code != http.StatusOK || st.Ply != 1 {
				t.Fatalf("a move on a: got %d (%s), want 200 at ply 1", code, msg)
			}
			watcher.next("the move on b", func(st server.State) bool { return st.Ply == 1 })
			var st server.State
			if code := b.call("GET", "/api/games/"+g.ID, "", nil, &st); code != http.StatusOK || st.Ply != 1 || len(st.Moves) != 1 || st.Moves[0].Text != move {
				t.Errorf("GET on b while it cannot read the store: got %d at ply %d, moves %+v; want 200 at ply 1 with %s", code, st.Ply, st.Moves, move)
			}
			if code, body := b.get("/readyz"); code != http.StatusOK {
				t.Errorf("/readyz on b: got %d %q, want 200 (nothing to load)", code, body)
			}
		})
	}
}
