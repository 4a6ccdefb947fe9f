package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// app is a server under test on 127.0.0.1 with its own store.
type app struct {
	t     *testing.T
	dir   string
	store store.Store
	srv   *server.Server
	http  *httptest.Server
	clock *fakeClock
	seed  uint64 // the computer's seed (server.Config.Seed)
}

// logBuffer keeps a server's log, shown when its test fails.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// fakeClock is a settable time source; it starts at the real time and moves
// only when told to, on top of the real time passing.
type fakeClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.offset += d
	c.mu.Unlock()
}

// newApp starts a server on a fresh store in a temporary directory.
func newApp(t *testing.T) *app {
	t.Helper()
	return startApp(t, t.TempDir(), &fakeClock{}, 0)
}

// newSeededApp starts a server whose computer plays by seed, on a fresh
// store in a temporary directory.
func newSeededApp(t *testing.T, seed uint64) *app {
	t.Helper()
	return startApp(t, t.TempDir(), &fakeClock{}, seed)
}

// startApp starts a server on the store in dir, its computer seeded with
// seed (0: at random).
func startApp(t *testing.T, dir string, clock *fakeClock, seed uint64) *app {
	t.Helper()
	return startAppWith(t, dir, clock, seed, nil)
}

// startAppWith is startApp with the server's configuration changed by
// configure first, when not nil.
func startAppWith(t *testing.T, dir string, clock *fakeClock, seed uint64, configure func(*server.Config)) *app {
	t.Helper()
	st, err := sqlite.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	logs := &logBuffer{}
	cfg := server.Config{Store: st, Workers: 2, MaxThink: 200 * time.Millisecond,
		HintTime: 100 * time.Millisecond, DrawThink: 50 * time.Millisecond, TableMiB: 1, Seed: seed, Now: clock.now,
		Log: slog.New(slog.NewTextHandler(logs, nil)),
		// The tests create many games from one address, one or more per
		// game of the table, under a clock that stands still; the limit's
		// own tests set it.
		CreatePerMinute: 100_000, CreateBurst: 1_000}
	if configure != nil {
		configure(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			if text := logs.String(); text != "" {
				t.Logf("the server's log:\n%s", text)
			}
		}
	})
	a := &app{t: t, dir: dir, store: st, srv: srv, http: httptest.NewServer(srv.Handler()), clock: clock, seed: seed}
	t.Cleanup(a.stop)
	return a
}

// stop shuts the server down (for restarts); it is safe to call twice.
func (a *app) stop() {
	if a.http == nil {
		return
	}
	a.http.CloseClientConnections()
	a.http.Close()
	a.srv.Close()
	a.store.Close()
	a.http = nil
}

// restart stops the server and starts a new one on the same store.
func (a *app) restart() *app { return a.restartAfter(0) }

// restartAfter stops the server and starts a new one on the same store when
// down has passed on the app's clock.
func (a *app) restartAfter(down time.Duration) *app {
	a.stop()
	a.clock.advance(down)
	return startApp(a.t, a.dir, a.clock, a.seed)
}

// call sends a request and decodes the JSON answer into out (if not nil),
// returning the status. body may be a string (sent as is) or a value (sent
// as JSON).
func (a *app) call(method, path, token string, body, out any) int {
	a.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			a.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, a.http.URL+path, rd)
	if err != nil {
		a.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		a.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		a.t.Fatal(err)
	}
	if resp.StatusCode >= 400 {
		var e struct {
			Error string `json:"error"`
		}
		if err := json.Unmarshal(data, &e); err != nil || e.Error == "" {
			a.t.Errorf("%s %s: status %d with body %q: want a JSON body with an error message", method, path, resp.StatusCode, data)
		}
		if out != nil {
			_ = json.Unmarshal(data, out)
		}
		return resp.StatusCode
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			a.t.Fatalf("%s %s: %v in %q", method, path, err, data)
		}
	}
	return resp.StatusCode
}

// hintReply is the part of a hint's answer the tests read.
type hintReply struct {
	Move struct {
		Text string   `json:"text"`
		Path []string `json:"path"`
	} `json:"move"`
	Depth  int    `json:"depth"`
	Source string `json:"source"`
}

// seat is the answer to creating or joining a game.
type seat struct {
	ID     string       `json:"id"`
	Token  string       `json:"token"`
	Color  string       `json:"color"`
	State  server.State `json:"state"`
	Invite string       `json:"invite"`
}

// create creates a game and fails the test unless it is created.
func (a *app) create(req map[string]any) seat {
	a.t.Helper()
	var s seat
	if code := a.call("POST", "/api/games", "", req, &s); code != http.StatusCreated {
		a.t.Fatalf("create %v: status %d, want 201", req, code)
	}
	return s
}

// state returns a game's state as token's holder sees it.
func (a *app) state(id, token string) server.State {
	a.t.Helper()
	var st server.State
	if code := a.call("GET", "/api/games/"+id, token, nil, &st); code != http.StatusOK {
		a.t.Fatalf("get %s: status %d", id, code)
	}
	return st
}

// move plays a move and returns the status and the state or error.
func (a *app) move(id, token, text string, ply int) (int, server.State, string) {
	a.t.Helper()
	var out struct {
		server.State
		Error string `json:"error"`
	}
	code := a.call("POST", "/api/games/"+id+"/moves", token, map[string]any{"move": text, "ply": ply}, &out)
	return code, out.State, out.Error
}

// waitFor polls the game until cond holds, failing after a few seconds.
func (a *app) waitFor(id, token string, what string, cond func(server.State) bool) server.State {
	a.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		st := a.state(id, token)
		if cond(st) {
			return st
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("game %s: waited 10 s for %s; state ply %d, result %q, thinking %v", id, what, st.Ply, st.Result.Text, st.Thinking)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// socket is a WebSocket subscription to a game.
type socket struct {
	t    *testing.T
	conn *websocket.Conn
}

// watch opens a game's WebSocket with token (empty for a spectator).
func (a *app) watch(id, token string) *socket {
	a.t.Helper()
	u := "ws" + strings.TrimPrefix(a.http.URL, "http") + "/api/games/" + id + "/ws"
	if token != "" {
		u += "?token=" + token
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		a.t.Fatalf("dial %s: %v", u, err)
	}
	a.t.Cleanup(func() { conn.CloseNow() })
	return &socket{t: a.t, conn: conn}
}

// next reads states until cond holds, failing after a few seconds.
func (s *socket) next(what string, cond func(server.State) bool) server.State {
	s.t.Helper()
	st, err := s.nextWithin(10*time.Second, cond)
	if err != nil {
		s.t.Fatalf("waiting for %s on the socket: %v", what, err)
	}
	return st
}

// nextWithin reads states until cond holds and returns that state; the error
// says what went wrong, with the last state read, when the socket fails or
// no state fits within d.
func (s *socket) nextWithin(d time.Duration, cond func(server.State) bool) (server.State, error) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var last *server.State
	for {
		_, data, err := s.conn.Read(ctx)
		if err != nil {
			if last == nil {
				return server.State{}, fmt.Errorf("%v, with no state read", err)
			}
			return *last, fmt.Errorf("%v; the last state read: ply %d, %s to move, thinking %v, %d legal moves, result %q",
				err, last.Ply, last.Turn, last.Thinking, len(last.Legal), last.Result.Text)
		}
		var msg struct {
			Type  string       `json:"type"`
			State server.State `json:"state"`
		}
		if err := json.Unmarshal(data, &msg); err != nil {
			s.t.Fatalf("socket message %q: %v", data, err)
		}
		if msg.Type != "state" {
			continue
		}
		if cond(msg.State) {
			return msg.State, nil
		}
		last = &msg.State
	}
}

// io_copy copies a response body into a builder.
func io_copy(b *strings.Builder, resp *http.Response) (int64, error) { return io.Copy(b, resp.Body) }

// newServer returns a server on a new store in a temporary directory, with
// cfg's other settings; both close when the test ends.
func newServer(tb testing.TB, cfg server.Config) *server.Server {
	tb.Helper()
	st, err := sqlite.Open(tb.TempDir())
	if err != nil {
		tb.Fatal(err)
	}
	cfg.Store = st
	srv, err := server.New(cfg)
	if err != nil {
		st.Close()
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		srv.Close()
		st.Close()
	})
	return srv
}
