package server_test

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// metricNames are the server's own metrics and two of the collectors'.
var metricNames = []string{
	"kingme_moves_total", "kingme_move_ack_seconds", "kingme_store_errors_total",
	"kingme_websockets_open", "kingme_games_in_memory", "kingme_searches_waiting",
	"kingme_searches_running", "go_goroutines", "process_cpu_seconds_total",
}

// scrape reads the app's /metrics: each sample's value by its name and
// labels as written (such as `kingme_moves_total{source="person"}`), and
// each family's TYPE line by its name.
func (a *app) scrape() (samples map[string]float64, types map[string]string) {
	a.t.Helper()
	rec := httptest.NewRecorder()
	a.srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	code, body := rec.Code, rec.Body.String()
	if code != http.StatusOK {
		a.t.Fatalf("GET /metrics: got %d, want 200", code)
	}
	samples, types = map[string]float64{}, map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(body))
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "# TYPE "); ok {
			if name, typ, ok := strings.Cut(rest, " "); ok {
				types[name] = typ
			}
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			a.t.Fatalf("metrics line %q: %v", line, err)
		}
		samples[line[:i]] = v
	}
	return samples, types
}

func TestMetricsNamed(t *testing.T) {
	a := newApp(t)
	_, types := a.scrape()
	for _, name := range metricNames {
		if _, ok := types[name]; !ok {
			t.Errorf("got no metric %s in /metrics, want one", name)
		}
	}
}

// TestMetricsAfterAMove plays a move through the API and watches it counted.
func TestMetricsAfterAMove(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local"})
	a.watch(g.ID, "")
	if code, _, msg := a.move(g.ID, g.Token, firstMove(t, g.State), 0); code != http.StatusOK {
		t.Fatalf("move: status %d (%s), want 200", code, msg)
	}
	// A refused move is neither counted nor timed.
	if code, _, _ := a.move(g.ID, g.Token, "1-2", 1); code == http.StatusOK {
		t.Fatalf("move 1-2: got status 200, want a refusal")
	}
	samples, _ := a.scrape()
	for _, c := range []struct {
		sample string
		want   float64
	}{
		{`kingme_moves_total{source="person"}`, 1},
		{`kingme_moves_total{source="computer"}`, 0},
		{`kingme_move_ack_seconds_count`, 1},
		{`kingme_games_in_memory`, 1},
		{`kingme_websockets_open`, 1},
		{`kingme_store_errors_total{op="save"}`, 0},
	} {
		if got, ok := samples[c.sample]; !ok || got != c.want {
			t.Errorf("%s: got %v (present %v), want %v", c.sample, got, ok, c.want)
		}
	}
}

// failingStore fails Create, or Save and AppendMove, while told to.
type failingStore struct {
	store.Store
	create, save atomic.Bool
}

func (s *failingStore) Create(ctx context.Context, g *store.Record) error {
	if s.create.Load() {
		return errStoreDown
	}
	return s.Store.Create(ctx, g)
}

func (s *failingStore) Save(ctx context.Context, g *store.Record) error {
	if s.save.Load() {
		return errStoreDown
	}
	return s.Store.Save(ctx, g)
}

func (s *failingStore) AppendMove(ctx context.Context, g *store.Record) error {
	if s.save.Load() {
		return errStoreDown
	}
	return s.Store.AppendMove(ctx, g)
}

func TestMetricsStoreErrors(t *testing.T) {
	tests := []struct {
		op   string
		fail func(*failingStore)
	}{
		{"create", func(s *failingStore) { s.create.Store(true) }},
		{"save", func(s *failingStore) { s.save.Store(true) }},
	}
	for _, tt := range tests {
		t.Run(tt.op, func(t *testing.T) {
			var fs *failingStore
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(cfg *server.Config) {
				fs = &failingStore{Store: cfg.Store}
				cfg.Store = fs
			})
			g := a.create(map[string]any{"variant": "standard", "mode": "local"})
			tt.fail(fs)
			// One of these fails in the store: the game's creation or the move.
			a.call("POST", "/api/games", "", map[string]any{"variant": "standard", "mode": "local"}, nil)
			a.move(g.ID, g.Token, firstMove(t, g.State), 0)
			samples, _ := a.scrape()
			for _, op := range []string{"create", "save", "load"} {
				want := 0.0
				if op == tt.op {
					want = 1
				}
				name := `kingme_store_errors_total{op="` + op + `"}`
				if got := samples[name]; got != want {
					t.Errorf("%s: got %v, want %v", name, got, want)
				}
			}
			if got := samples[`kingme_moves_total{source="person"}`]; got != 0 && tt.op == "save" {
				t.Errorf("moves counted after a failed save: got %v, want 0", got)
			}
		})
	}
}

// TestMetricsOffThePublicAddress checks that Handler serves no /metrics
// unless Config.Metrics asks for them (before, it served them by default:
// anyone could read how busy the server is), while MetricsHandler always
// does.
func TestMetricsOffThePublicAddress(t *testing.T) {
	a := newApp(t)
	if code, _ := a.get("/metrics"); code != http.StatusNotFound {
		t.Errorf("GET /metrics by default: got %d, want 404", code)
	}
	asked := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(cfg *server.Config) { cfg.Metrics = true })
	if code, body := asked.get("/metrics"); code != http.StatusOK || !strings.Contains(body, "kingme_moves_total") {
		t.Errorf("GET /metrics with Config.Metrics: got %d, want 200 with kingme_moves_total", code)
	}
	rec := httptest.NewRecorder()
	a.srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "kingme_moves_total") {
		t.Errorf("MetricsHandler: got %d without kingme_moves_total, want 200 with it", rec.Code)
	}
}

// TestMetricsComputerMove checks that the computer's moves are counted
// apart from the people's, and not timed (no request waits for them).
func TestMetricsComputerMove(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "beginner", "color": "red", "first": ""})
	a.waitFor(g.ID, g.Token, "the computer's first move", func(s server.State) bool { return s.Ply == 1 })
	samples, _ := a.scrape()
	for _, c := range []struct {
		sample string
		want   float64
	}{
		{`kingme_moves_total{source="computer"}`, 1},
		{`kingme_moves_total{source="person"}`, 0},
		{`kingme_move_ack_seconds_count`, 0},
	} {
		if got := samples[c.sample]; got != c.want {
			t.Errorf("%s: got %v, want %v", c.sample, got, c.want)
		}
	}
}
