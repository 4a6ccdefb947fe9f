package loadtest_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/internal/loadtest"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

// startServer serves a fresh server on 127.0.0.1 for the test, changed by
// configure when not nil; the target's process is the test's own.
func startServer(t *testing.T, configure func(*server.Config)) loadtest.Target {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: st, Workers: 1, MaxThink: 100 * time.Millisecond, HintTime: 100 * time.Millisecond,
		DrawThink: 50 * time.Millisecond, TableMiB: 1, TrustProxy: true, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
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
	go func() { _ = hs.Serve(ln) }()
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

// run runs scenario and fails the test on an error.
func run(t *testing.T, scenario string, target loadtest.Target, o loadtest.Options) *loadtest.Report {
	t.Helper()
	r, err := loadtest.Run(context.Background(), scenario, target, o)
	if err != nil {
		t.Fatalf("%s: %v", scenario, err)
	}
	var b strings.Builder
	_ = r.WriteTable(&b)
	t.Logf("\n%s", b.String())
	return r
}

// value returns figure name of r, failing the test when it is missing.
func value(t *testing.T, r *loadtest.Report, name string) float64 {
	t.Helper()
	v, ok := r.Value(name)
	if !ok {
		t.Fatalf("%s: no figure %q", r.Scenario, name)
	}
	return v
}

// wantLatencies checks that the latency figures called name are there
// and ordered: 0 ≤ p50 ≤ p99 ≤ max.
func wantLatencies(t *testing.T, r *loadtest.Report, name string) {
	t.Helper()
	if value(t, r, name+" n") == 0 {
		t.Errorf("%s: no %s measured", r.Scenario, name)
		return
	}
	p50, p99, mx := value(t, r, name+" p50"), value(t, r, name+" p99"), value(t, r, name+" max")
	if p50 < 0 || p50 > p99 || p99 > mx {
		t.Errorf("%s: %s p50 %v, p99 %v, max %v: want 0 ≤ p50 ≤ p99 ≤ max", r.Scenario, name, p50, p99, mx)
	}
}

func wantNoErrors(t *testing.T, r *loadtest.Report) {
	t.Helper()
	for k, n := range r.Errors {
		t.Errorf("%s: %d errors %q (%s)", r.Scenario, n, k, r.Examples[k])
	}
}

func TestGamesClosedLoop(t *testing.T) {
	target := startServer(t, nil)
	r := run(t, "games", target, loadtest.Options{Games: 3, Duration: time.Second})
	if moves := value(t, r, "moves"); moves <= 0 || value(t, r, "moves/s") <= 0 || value(t, r, "ack n") != moves {
		t.Errorf("moves %v, moves/s %v, ack n %v: want moves counted, each with its acknowledgement", moves, value(t, r, "moves/s"), value(t, r, "ack n"))
	}
	wantLatencies(t, r, "ack")
	if value(t, r, "server RSS") <= 0 || value(t, r, "server CPU") < 0 {
		t.Errorf("server RSS %v MiB, CPU %v s", value(t, r, "server RSS"), value(t, r, "server CPU"))
	}
	wantNoErrors(t, r)
}

func TestGamesPaced(t *testing.T) {
	target := startServer(t, nil)
	r := run(t, "games", target, loadtest.Options{Games: 4, Pace: 250 * time.Millisecond, Duration: time.Second})
	// Each game moves at most once a pace: 4 a second, and one more for
	// the interval the run ends in.
	if moves := value(t, r, "moves"); moves <= 0 || moves > 4*5 {
		t.Errorf("4 games at a move every 250 ms for 1 s made %v moves: want 1 to 20", moves)
	}
	wantNoErrors(t, r)
}

func TestWatchers(t *testing.T) {
	target := startServer(t, nil)
	const watchers = 25
	r := run(t, "watchers", target, loadtest.Options{Watchers: watchers, Duration: time.Second})
	if j := value(t, r, "joined"); j != watchers {
		t.Errorf("joined %v watchers, want %d", j, watchers)
	}
	moves := value(t, r, "moves")
	if moves <= 0 {
		t.Fatal("no move was played to the watchers")
	}
	if d := value(t, r, "delivery n"); d != moves*watchers {
		t.Errorf("%v deliveries of %v moves to %d watchers: want every watcher to get every move", d, moves, watchers)
	}
	if m, c := value(t, r, "moves missing watchers after 10 s"), value(t, r, "sockets closed by the server"); m != 0 || c != 0 {
		t.Errorf("%v moves missed watchers, %v sockets closed: want none", m, c)
	}
	wantLatencies(t, r, "delivery")
	wantLatencies(t, r, "reach all")
	if cpu := value(t, r, "server CPU per join"); cpu < 0 {
		t.Errorf("server CPU per join %v ms", cpu)
	}
	wantNoErrors(t, r)
}

func TestFloodWithClock(t *testing.T) {
	target := startServer(t, nil)
	r := run(t, "flood", target, loadtest.Options{Games: 3, Level: "casual", Clock: "1+0", Duration: 1500 * time.Millisecond})
	if c := value(t, r, "created"); c != 3 {
		t.Errorf("created %v games, want 3", c)
	}
	wantLatencies(t, r, "computer reply")
	wantLatencies(t, r, "beginner reply")
	if lost := value(t, r, "computer lost on time"); lost < 0 || lost > 3 {
		t.Errorf("computer lost %v games on time of 3", lost)
	}
	wantNoErrors(t, r)
}

func TestFloodRefused(t *testing.T) {
	// The computer's games may keep 5 % of a worker busy (thinking 0.1 s
	// a move, a grandmaster game takes 2 %), one search may wait: the
	// flood meets 503s with Retry-After, which the tool waits out and
	// counts.
	target := startServer(t, func(c *server.Config) {
		c.MaxWaiting, c.MaxComputerLoad, c.ComputerDelay = 1, 0.05, 300*time.Millisecond
	})
	r := run(t, "flood", target, loadtest.Options{Games: 6, Level: "grandmaster", Duration: time.Second})
	if r.Errors["create 503"] == 0 {
		t.Errorf("errors %v: want 503s for the games beyond the waiting searches", r.Errors)
	}
	if n := value(t, r, "retry-after answers"); n == 0 {
		t.Errorf("retry-after answers %v: want the 503s counted", n)
	}
}

func TestHints(t *testing.T) {
	target := startServer(t, func(c *server.Config) { c.Workers = 2 })
	r := run(t, "hints", target, loadtest.Options{Games: 1, Hints: 3, Level: "casual", Duration: 2 * time.Second})
	wantLatencies(t, r, "reply without hints")
	wantLatencies(t, r, "hint")
	if v := value(t, r, "reply with hints n"); v < 0 {
		t.Errorf("reply with hints n %v", v)
	}
}

func TestSlowClientsCutOff(t *testing.T) {
	target := startServer(t, func(c *server.Config) {
		c.Timeouts = server.Timeouts{Header: 300 * time.Millisecond, Read: 600 * time.Millisecond, Idle: 500 * time.Millisecond}
	})
	r := run(t, "slow", target, loadtest.Options{Slow: 9, Duration: 2500 * time.Millisecond})
	for _, kind := range []string{"headers", "body", "idle"} {
		opened, cut := value(t, r, kind+" opened"), value(t, r, kind+" cut off")
		if opened != 3 || cut != 3 {
			t.Errorf("%s: %v opened, %v cut off: want 3 and 3 (the server's timeouts are under a second)", kind, opened, cut)
		}
		if cut > 0 {
			wantLatencies(t, r, kind+" cut off after")
		}
	}
	if v := value(t, r, "idle answered"); v != 3 {
		t.Errorf("idle answered %v, want 3: each idle client's one request is served", v)
	}
	if v := value(t, r, "normal requests served"); v == 0 {
		t.Error("no normal request was served among the slow clients")
	}
	wantNoErrors(t, r)
}

func TestSlowClientsHeldWithoutTimeouts(t *testing.T) {
	// The default timeouts (10 s for headers) outlast a one-second run:
	// every slow client is still there at the end.
	target := startServer(t, nil)
	r := run(t, "slow", target, loadtest.Options{Slow: 3, SlowKind: "headers", Duration: time.Second})
	if open := value(t, r, "headers still open at end"); open != 3 {
		t.Errorf("%v slow clients still open, want 3", open)
	}
}

func TestInterrupted(t *testing.T) {
	target := startServer(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	r, err := loadtest.Run(ctx, "games", target, loadtest.Options{Games: 2, Duration: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stopped != "interrupted" {
		t.Errorf("stopped %q, want interrupted", r.Stopped)
	}
	if _, ok := r.Value("moves"); !ok {
		t.Error("an interrupted run reports no moves figure")
	}
	wantNoErrors(t, r)
}

func TestCheckLoopback(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:8080", "http://127.5.0.1", "http://[::1]:80/", "http://localhost:9"} {
		if err := loadtest.CheckLoopback(u); err != nil {
			t.Errorf("CheckLoopback(%q): %v, want nil", u, err)
		}
	}
	for _, u := range []string{"http://example.com", "http://10.0.0.1:80", "https://127.0.0.1", "http://0.0.0.0:80", "127.0.0.1:80", "http://[::2]/"} {
		if err := loadtest.CheckLoopback(u); err == nil {
			t.Errorf("CheckLoopback(%q) = nil, want an error", u)
		}
	}
	if _, err := loadtest.Run(context.Background(), "games", loadtest.Target{URL: "http://192.0.2.1"}, loadtest.Options{}); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Errorf("Run against 192.0.2.1: %v, want a loopback error", err)
	}
}

func TestOptionsBounded(t *testing.T) {
	for _, o := range []loadtest.Options{
		{Duration: loadtest.MaxDuration + time.Second},
		{Games: loadtest.MaxGames + 1},
		{Watchers: loadtest.MaxWatchers + 1},
		{Hints: loadtest.MaxHints + 1},
		{Slow: loadtest.MaxSlow + 1},
		{SlowKind: "fast"},
		{Clock: "one"},
		{Pace: -time.Second},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("Check(%+v) = nil, want an error", o)
		}
	}
	if err := (loadtest.Options{Games: loadtest.MaxGames, Clock: "1+0", SlowKind: "idle"}).Check(); err != nil {
		t.Errorf("Check at the bounds: %v", err)
	}
	if _, err := loadtest.Run(context.Background(), "stampede", loadtest.Target{URL: "http://127.0.0.1:1"}, loadtest.Options{}); err == nil {
		t.Error("an unknown scenario ran")
	}
}

func TestTargetURLs(t *testing.T) {
	tests := []struct {
		url  string
		want []string
	}{
		{"http://127.0.0.1:8080", []string{"http://127.0.0.1:8080"}},
		{"http://127.0.0.1:8080/", []string{"http://127.0.0.1:8080"}},
		{"http://127.0.0.1:1, http://127.0.0.1:2/,,http://[::1]:3", []string{"http://127.0.0.1:1", "http://127.0.0.1:2", "http://[::1]:3"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := (loadtest.Target{URL: tt.url}).URLs(); !slices.Equal(got, tt.want) {
			t.Errorf("Target{URL: %q}.URLs(): got %q, want %q", tt.url, got, tt.want)
		}
	}
	// Every server of a list must be on this machine.
	if _, err := loadtest.Run(context.Background(), "games", loadtest.Target{URL: "http://127.0.0.1:1,http://192.0.2.1"}, loadtest.Options{}); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Errorf("a list with a remote server: got error %v, want one about loopback", err)
	}
}

// TestLobby keeps a small lobby busy: seeks are posted, shown and taken,
// each game made once, and every figure measured.
func TestLobby(t *testing.T) {
	target := startServer(t, nil)
	r := run(t, "lobby", target, loadtest.Options{Games: 4, Duration: time.Second})
	posted, made := value(t, r, "seeks posted"), value(t, r, "games made")
	if posted <= 0 || made <= 0 || made > posted || value(t, r, "seeks/s") <= 0 {
		t.Errorf("seeks posted %v, games made %v: want some of each, no more games than seeks", posted, made)
	}
	for _, name := range []string{"post", "lobby read", "accept", "seek shown after", "poster told after", "lobby socket shows a seek after"} {
		wantLatencies(t, r, name)
	}
	wantNoErrors(t, r)
}
