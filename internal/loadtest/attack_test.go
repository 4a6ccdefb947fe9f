package loadtest_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"os"
	"testing"
	"time"

	"github.com/kingme/kingme/internal/loadtest"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

// startAttacked serves a fresh server on 127.0.0.1 as serve does (through
// its connection slots, the client's address its connection's), changed
// by configure when not nil.
func startAttacked(t *testing.T, configure func(*server.Config)) loadtest.Target {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: st, Workers: 1, MaxThink: 100 * time.Millisecond, HintTime: 100 * time.Millisecond,
		DrawThink: 50 * time.Millisecond, TableMiB: 1, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if configure != nil {
		configure(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := srv.HTTPServer()
	go func() { _ = hs.Serve(srv.Listener(ln)) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = hs.Shutdown(ctx)
		hs.Close()
		srv.Close()
		st.Close()
	})
	return loadtest.Target{URL: "http://" + ln.Addr().String(), PID: os.Getpid()}
}

// wantSecondServed checks that the second address had every request
// answered, none with 5xx.
func wantSecondServed(t *testing.T, r *loadtest.Report) {
	t.Helper()
	sent, answered := value(t, r, "second address requests"), value(t, r, "second address answered")
	if sent == 0 || answered != sent {
		t.Errorf("%s: the second address had %v of %v requests answered, want all", r.Scenario, answered, sent)
	}
	if n := value(t, r, "second address 5xx"); n != 0 {
		t.Errorf("%s: the second address got %v 5xx answers, want 0", r.Scenario, n)
	}
	wantLatencies(t, r, "second address")
}

func TestAttacks(t *testing.T) {
	tests := []struct {
		scenario  string
		configure func(*server.Config)
		o         loadtest.Options
		check     func(*testing.T, *loadtest.Report)
	}{
		{"conn-hog", func(c *server.Config) { c.MaxConns, c.MaxConnsPerAddress = 60, 20 },
			loadtest.Options{Slow: 80, Duration: 2 * time.Second},
			func(t *testing.T, r *loadtest.Report) {
				if n := value(t, r, "first address connections open at the start"); n > 20 {
					t.Errorf("the first address held %v connections, want at most its 20", n)
				}
			}},
		{"idle-games", func(c *server.Config) { c.MaxThink = 5 * time.Second },
			loadtest.Options{Games: 8, Duration: 3 * time.Second},
			func(t *testing.T, r *loadtest.Report) {
				if n := value(t, r, "first address games created"); n != 8 {
					t.Errorf("the first address created %v games, want 8", n)
				}
			}},
		{"analysis-flood", func(c *server.Config) { c.AnalysisNodes, c.AnalyseTime = 20_000, time.Second },
			loadtest.Options{Games: 3, Hints: 2, Duration: 3 * time.Second},
			func(t *testing.T, r *loadtest.Report) {
				if _, ok := r.Value("second address analysis accepted after"); !ok {
					t.Errorf("the second address's analysis was never accepted")
				}
			}},
		{"ping-flood", nil,
			loadtest.Options{Watchers: 8, Duration: 2 * time.Second},
			func(t *testing.T, r *loadtest.Report) {
				pongs, reopened := value(t, r, "first address pongs"), value(t, r, "first address sockets reopened")
				if reopened == 0 || pongs > 12*(8+reopened) {
					t.Errorf("%v pongs, %v sockets reopened: want the sockets closed after 12 pongs each", pongs, reopened)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.scenario, func(t *testing.T) {
			r := run(t, tt.scenario, startAttacked(t, tt.configure), tt.o)
			wantSecondServed(t, r)
			tt.check(t, r)
		})
	}
}
