package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/engine/egdb"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

// appServer is the web app served in process on a fixed 127.0.0.1 address
// over a data directory; restart stops it and serves it again on the same
// address and data, as a restarted `kingme serve` would.
type appServer struct {
	dir  string
	addr string // host:port, the same across restarts
	log  *slog.Logger

	// endgames are standard checkers' endgame databases of up to four
	// pieces, built once for all the tests (hints and analysis use them).
	endgames map[string]any

	// ahead is how far the app's clock runs ahead of the real one
	// (POST /advance of the control API), kept across restarts.
	ahead atomic.Int64

	mu       sync.Mutex // guards the fields below
	store    *sqlite.Store
	srv      *server.Server
	hs       *http.Server
	served   chan error // Serve's result
	restarts int
}

// startApp serves the app on 127.0.0.1 on a free port, with its store in
// dir, until the test ends.
func startApp(t *testing.T, dir string, log *slog.Logger) *appServer {
	t.Helper()
	db, err := buildEndgames(filepath.Join(dir, "egdb"))
	if err != nil {
		t.Fatalf("building the endgame databases: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	a := &appServer{dir: dir, addr: "127.0.0.1:0", log: log, endgames: map[string]any{"standard": db}}
	if err := a.start(); err != nil {
		t.Fatalf("starting the app: %v", err)
	}
	t.Cleanup(func() {
		if err := a.stop(); err != nil {
			t.Errorf("stopping the app: %v", err)
		}
	})
	return a
}

// buildEndgames builds standard checkers' endgame databases of up to four
// pieces in dir (a second or two) and opens them.
func buildEndgames(dir string) (*egdb.DB, error) {
	if _, err := egdb.Build(context.Background(), egdb.BuildOptions{Dir: dir, Pieces: 4}); err != nil {
		return nil, err
	}
	return egdb.Open(dir, 16<<20)
}

// url is the app's base URL, without a trailing slash.
func (a *appServer) url() string { return "http://" + a.addr }

// start opens the store, creates the server and serves it on a.addr; the
// first start picks the port.
func (a *appServer) start() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	st, err := sqlite.Open(a.dir)
	if err != nil {
		return fmt.Errorf("opening the store in %s: %w", a.dir, err)
	}
	// Every browser test comes from 127.0.0.1: no per-client limits.
	srv, err := server.New(server.Config{Store: st, Workers: 2, Log: a.log, Endgames: a.endgames, AnalysisNodes: 30_000, AnalyseTime: 400 * time.Millisecond,
		CreatePerMinute: 1_000_000, CreateBurst: 1_000_000, HintsPerMinute: 1_000_000, MaxSocketsPerAddress: 1_000_000,
		Now: a.now})
	if err != nil {
		st.Close()
		return fmt.Errorf("creating the server: %w", err)
	}
	ln, err := listen(a.addr)
	if err != nil {
		srv.Close()
		st.Close()
		return err
	}
	a.addr = ln.Addr().String()
	a.store, a.srv = st, srv
	a.hs = srv.HTTPServer()
	a.served = make(chan error, 1)
	go func(hs *http.Server, served chan<- error) { served <- hs.Serve(ln) }(a.hs, a.served)
	return nil
}

// listen listens on addr, retrying for a few seconds: a port just freed by
// a restart may still be held for a moment.
func listen(addr string) (net.Listener, error) {
	deadline := time.Now().Add(5 * time.Second)
	for {
		ln, err := net.Listen("tcp", addr)
		if err == nil || time.Now().After(deadline) {
			if err != nil {
				return nil, fmt.Errorf("listening on %s: %w", addr, err)
			}
			return ln, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop stops serving, closes the server (its WebSockets and searches) and
// the store. It does nothing when the app is stopped already.
func (a *appServer) stop() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.hs == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	errs := []error{}
	if err := a.hs.Shutdown(ctx); err != nil {
		errs = append(errs, fmt.Errorf("shutting down the HTTP server: %w", err))
		a.hs.Close()
	}
	if err := <-a.served; !errors.Is(err, http.ErrServerClosed) {
		errs = append(errs, fmt.Errorf("serving: %w", err))
	}
	a.srv.Close()
	if err := a.store.Close(); err != nil {
		errs = append(errs, fmt.Errorf("closing the store: %w", err))
	}
	a.hs, a.srv, a.store = nil, nil, nil
	return errors.Join(errs...)
}

// now is the app's clock: the real one, ahead by what POST /advance added.
func (a *appServer) now() time.Time { return time.Now().Add(time.Duration(a.ahead.Load())) }

// restart stops the app and serves it again on the same address and data.
func (a *appServer) restart() error {
	if err := a.stop(); err != nil {
		return err
	}
	if err := a.start(); err != nil {
		return err
	}
	a.mu.Lock()
	a.restarts++
	a.mu.Unlock()
	return nil
}

// startControl serves the tests' control API on 127.0.0.1 on a free port
// until the test ends: POST /restart restarts the app and answers once it
// serves again; POST /advance {"ms": N} moves the app's clock N ms on (the
// time a player may claim a game its opponent left, say, without waiting
// for it).
func startControl(t *testing.T, app *appServer) string {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /advance", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			MS int64 `json:"ms"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.MS <= 0 {
			http.Error(w, `want {"ms": N}, N > 0`, http.StatusBadRequest)
			return
		}
		ahead := app.ahead.Add(req.MS * int64(time.Millisecond))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"aheadMs": ahead / int64(time.Millisecond)})
	})
	mux.HandleFunc("POST /restart", func(w http.ResponseWriter, r *http.Request) {
		began := time.Now()
		if err := app.restart(); err != nil {
			t.Errorf("restarting the app: %v", err)
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		app.mu.Lock()
		restarts := app.restarts
		app.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"url": app.url(), "restarts": restarts, "tookMs": time.Since(began).Milliseconds(),
		})
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listening for the control server: %v", err)
	}
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { hs.Close() })
	return "http://" + ln.Addr().String()
}
