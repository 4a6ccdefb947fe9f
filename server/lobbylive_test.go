package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// lobbySocket is a client of GET /api/lobby/ws.
type lobbySocket struct {
	t    *testing.T
	conn *websocket.Conn
}

func openLobby(t *testing.T, a *app) *lobbySocket {
	t.Helper()
	u := "ws" + strings.TrimPrefix(a.http.URL, "http") + "/api/lobby/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		t.Fatalf("dial %s: %v", u, err)
	}
	t.Cleanup(func() { conn.CloseNow() })
	return &lobbySocket{t: t, conn: conn}
}

// until reads lobby lists until cond holds, failing after 5 s; it
// returns the list's seek IDs.
func (l *lobbySocket) until(what string, cond func(ids []string) bool) []string {
	l.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var ids []string
	for {
		_, data, err := l.conn.Read(ctx)
		if err != nil {
			l.t.Fatalf("waiting for %s on the lobby's socket: %v; last list %v", what, err, ids)
		}
		var msg struct {
			Type  string
			Seeks []server.SeekInfo
		}
		if err := json.Unmarshal(data, &msg); err != nil {
			l.t.Fatalf("lobby message %q: %v", data, err)
		}
		if msg.Type != "lobby" {
			continue
		}
		ids = ids[:0]
		for _, k := range msg.Seeks {
			ids = append(ids, k.ID)
		}
		if cond(ids) {
			return ids
		}
	}
}

// TestLobbyLive: the lobby's socket gives the open seeks when it opens and
// again each time they change: a seek posted shows, and goes once taken
// or withdrawn.
func TestLobbyLive(t *testing.T) {
	a := newApp(t)
	ls := openLobby(t, a)
	ls.until("the empty lobby", func(ids []string) bool { return len(ids) == 0 })
	guest := newBrowser(t, a, nil)
	blitz := map[string]any{"minutes": 5, "increment": 3}
	post := func() (string, string) {
		t.Helper()
		a.clock.advance(time.Minute)
		code, out, _ := guest.post("/api/lobby/seeks", map[string]any{"variant": "standard", "clock": blitz})
		if code != http.StatusCreated {
			t.Fatalf("seek: %d %v", code, out)
		}
		return out["seek"].(map[string]any)["id"].(string), out["token"].(string)
	}
	first, _ := post()
	ls.until("the seek posted", func(ids []string) bool { return len(ids) == 1 && ids[0] == first })
	if code, _, _ := newBrowser(t, a, nil).post("/api/lobby/seeks/"+first+"/accept", map[string]any{}); code != http.StatusCreated {
		t.Fatalf("accept: %d", code)
	}
	ls.until("the seek taken", func(ids []string) bool { return len(ids) == 0 })
	second, token := post()
	ls.until("the second seek", func(ids []string) bool { return len(ids) == 1 && ids[0] == second })
	if code := a.call("POST", "/api/lobby/seeks/"+second+"/withdraw", token, map[string]any{}, nil); code != http.StatusOK {
		t.Fatalf("withdraw: %d", code)
	}
	ls.until("the seek withdrawn", func(ids []string) bool { return len(ids) == 0 })
	// A socket opened now gets the list as it is.
	third, _ := post()
	openLobby(t, a).until("the list on a new socket", func(ids []string) bool { return len(ids) == 1 && ids[0] == third })
}

// seeksShared is the cluster's shared store with the seeks of the store
// under it (which a leasedStore, embedding store.Store, hides).
type seeksShared struct {
	*leasedStore
	store.Seeks
}

// TestLobbyLiveCluster: a seek posted on one server shows on the lobby
// socket of another, which reads the shared store.
func TestLobbyLiveCluster(t *testing.T) {
	apps, _, _ := startClusterOf(t, 2, clusterOptions{storeFor: func(_ int, shared store.Store) store.Store {
		ls := shared.(*leasedStore)
		return seeksShared{ls, ls.Store.(store.Seeks)}
	}})
	a, b := apps[0], apps[1]
	ls := openLobby(t, a)
	ls.until("the empty lobby", func(ids []string) bool { return len(ids) == 0 })
	code, out, _ := newBrowser(t, b, nil).post("/api/lobby/seeks", map[string]any{"variant": "russian", "clock": map[string]any{"minutes": 3, "increment": 2}})
	if code != http.StatusCreated {
		t.Fatalf("seek on server b: %d %v", code, out)
	}
	id := out["seek"].(map[string]any)["id"].(string)
	start := time.Now()
	ls.until("server b's seek on server a", func(ids []string) bool { return len(ids) == 1 && ids[0] == id })
	t.Logf("server b's seek reached server a's lobby socket in %v", time.Since(start).Round(time.Millisecond))
}
