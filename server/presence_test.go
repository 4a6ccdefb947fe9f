package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/kingme/kingme/server"
)

// dialWatcher opens a spectator's socket on game id, with the address
// from (through a trusted proxy) when not empty; it returns the socket or
// the answer's status.
func dialWatcher(t *testing.T, a *app, id, from string) (*websocket.Conn, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	opts := &websocket.DialOptions{HTTPHeader: http.Header{}}
	if from != "" {
		opts.HTTPHeader.Set("X-Forwarded-For", from)
	}
	conn, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(a.http.URL, "http")+"/api/games/"+id+"/ws", opts)
	if err != nil {
		if resp == nil {
			t.Fatalf("dial: %v", err)
		}
		return nil, resp.StatusCode
	}
	t.Cleanup(func() { conn.CloseNow() })
	return conn, http.StatusSwitchingProtocols
}

// readTypes counts a socket's messages by type for d, keeping the last
// presence message's count of watchers. It reads on a goroutine that goes
// on after d, so the socket stays open (a read whose context ends would
// close it).
func readTypes(conn *websocket.Conn, d time.Duration) (types map[string]int, watchers int) {
	type message struct {
		Type     string `json:"type"`
		Watchers int    `json:"watchers"`
	}
	got := make(chan message, 1024)
	go func() {
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				close(got)
				return
			}
			var msg message
			_ = json.Unmarshal(data, &msg)
			got <- msg
		}
	}()
	types = map[string]int{}
	timeout := time.After(d)
	for {
		select {
		case msg, ok := <-got:
			if !ok {
				return types, watchers
			}
			types[msg.Type]++
			if msg.Type == "presence" {
				watchers = msg.Watchers
			}
		case <-timeout:
			return types, watchers
		}
	}
}

// TestWatchersJoinCheaply: 200 watchers joining a game send the player a
// few small presence messages with their count, not 200 States; each
// watcher gets the State once, and a move reaches every one.
func TestWatchersJoinCheaply(t *testing.T) {
	const n = 200
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) { c.MaxSocketsPerAddress = 1000 })
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	player := a.watch(g.ID, g.Token)
	player.next("the first state", func(server.State) bool { return true })
	var watchers []*websocket.Conn
	for range n {
		conn, code := dialWatcher(t, a, g.ID, "")
		if conn == nil {
			t.Fatalf("watcher: status %d", code)
		}
		watchers = append(watchers, conn)
	}
	types, count := readTypes(player.conn, 2500*time.Millisecond)
	if types["state"] != 0 || types["presence"] == 0 || types["presence"] > 3 || count != n {
		t.Errorf("the player's socket while %d watchers joined: got %v, last count %d; want no state and 1–3 presence messages counting %d", n, types, count, n)
	}
	if code, _, msg := a.move(g.ID, g.Token, "11-15", 0); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, msg)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	missed := 0
	for _, conn := range watchers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			states := 0
			for states < 2 { // the State at joining, then the move's
				_, data, err := conn.Read(ctx)
				if err != nil {
					mu.Lock()
					missed++
					if missed == 1 {
						t.Logf("a watcher's read: %v after %d states", err, states)
					}
					mu.Unlock()
					return
				}
				if strings.Contains(string(data), `"type":"state"`) {
					states++
					if states == 2 && !strings.Contains(string(data), `"ply":1`) {
						mu.Lock()
						missed++
						mu.Unlock()
					}
				}
			}
		}()
	}
	wg.Wait()
	if missed > 0 {
		t.Errorf("%d of %d watchers did not get their State and then the move's", missed, n)
	}
}

// TestWatcherCaps: a game takes at most MaxWatchers watchers (503), an
// address at most MaxSocketsPerAddress live connections (429).
func TestWatcherCaps(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.MaxWatchers, c.MaxSocketsPerAddress, c.TrustProxy = 3, 2, true
	})
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	steps := []struct {
		from string
		code int
	}{
		{"198.51.100.1", 101}, {"198.51.100.1", 101}, {"198.51.100.1", 429}, // the address's two
		{"198.51.100.2", 101}, {"198.51.100.3", 503}, // the game's three
	}
	for i, st := range steps {
		conn, code := dialWatcher(t, a, g.ID, st.from)
		if code != st.code {
			t.Errorf("watcher %d from %s: got %d, want %d", i+1, st.from, code, st.code)
		}
		if conn != nil {
			// Counted once its first state comes: the next dial must see it.
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			if _, _, err := conn.Read(ctx); err != nil {
				t.Errorf("watcher %d: first message: %v", i+1, err)
			}
			cancel()
		}
	}
	// A player always gets in: the cap is on watchers.
	player := a.watch(g.ID, g.Token)
	player.next("the player's state", func(server.State) bool { return true })
}

// TestPlayerSocketFromAFullAddress fills an address's live connections
// with watchers, then a player at the same address (a school behind one
// address) opens its game: it gets in (before, 429), and its seat is
// bounded by its own count of eight sockets instead.
func TestPlayerSocketFromAFullAddress(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.MaxSocketsPerAddress, c.TrustProxy = 2, true
	})
	g := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black"})
	const school = "198.51.100.9"
	for i := range 2 {
		if _, code := dialWatcher(t, a, g.ID, school); code != http.StatusSwitchingProtocols {
			t.Fatalf("watcher %d: got %d, want 101", i+1, code)
		}
	}
	if _, code := dialWatcher(t, a, g.ID, school); code != http.StatusTooManyRequests {
		t.Errorf("a third watcher from the full address: got %d, want 429", code)
	}
	dialPlayer := func() int {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		opts := &websocket.DialOptions{HTTPHeader: http.Header{}}
		opts.HTTPHeader.Set("X-Forwarded-For", school)
		conn, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(a.http.URL, "http")+"/api/games/"+g.ID+"/ws?token="+g.Token, opts)
		if err != nil {
			if resp == nil {
				t.Fatalf("dial: %v", err)
			}
			return resp.StatusCode
		}
		t.Cleanup(func() { conn.CloseNow() })
		if _, _, err := conn.Read(ctx); err != nil { // counted once its state comes
			t.Fatalf("the player's first message: %v", err)
		}
		return http.StatusSwitchingProtocols
	}
	for i := range 8 {
		if code := dialPlayer(); code != http.StatusSwitchingProtocols {
			t.Fatalf("the player's socket %d from the full address: got %d, want 101", i+1, code)
		}
	}
	if code := dialPlayer(); code != http.StatusTooManyRequests {
		t.Errorf("the seat's ninth socket: got %d, want 429", code)
	}
}

// TestSocketTokenOutOfTheURL opens a player's socket with its token as a
// subprotocol beside "kingme", as the page does, not in the URL (which
// reverse proxies log): the socket is the player's, and the server answers
// "kingme".
func TestSocketTokenOutOfTheURL(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "stackem", "mode": "friend", "color": "red"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, tt := range []struct {
		name      string
		protocols []string
		want      string
	}{
		{"the token as a subprotocol", []string{"kingme", "kingme.token." + g.Token}, "red"},
		{"no token", []string{"kingme"}, ""},
		{"another token", []string{"kingme", "kingme.token.nottheone"}, ""},
	} {
		conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(a.http.URL, "http")+"/api/games/"+g.ID+"/ws", &websocket.DialOptions{Subprotocols: tt.protocols})
		if err != nil {
			t.Fatalf("%s: dial: %v", tt.name, err)
		}
		if got := conn.Subprotocol(); got != "kingme" {
			t.Errorf("%s: the server's subprotocol: got %q, want kingme", tt.name, got)
		}
		_, data, err := conn.Read(ctx)
		conn.CloseNow()
		if err != nil {
			t.Fatalf("%s: first message: %v", tt.name, err)
		}
		var msg struct{ State server.State }
		if err := json.Unmarshal(data, &msg); err != nil {
			t.Fatal(err)
		}
		got := ""
		if msg.State.You != nil {
			got = *msg.State.You
		}
		if got != tt.want {
			t.Errorf("%s: you: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
