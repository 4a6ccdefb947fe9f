// Package loadtest measures a KingMe server under a crowd: games played as
// fast as the server acknowledges them or at a human pace, thousands of
// spectators on one game, a flood of games against the computer, hints
// asked in parallel, and slow or idle connections. It talks to the server
// over loopback only, through the public HTTP and WebSocket API
// (docs/web-api.md), and every loop it runs is bounded in count and time.
//
// Each scenario is a function of a Target (the server's URL and, when
// known, its process for memory and CPU figures) and Options, and returns
// a Report: named figures such as moves/s or p99 acknowledgement latency,
// and the error answers counted by status. `kingme loadtest` runs them
// (docs/loadtest.md).
package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Bounds of every run, whatever the options ask.
const (
	MaxDuration = 5 * time.Minute // the longest measurement
	MaxGames    = 5000            // games at once (games, flood)
	MaxWatchers = 20000           // spectators on one game
	MaxHints    = 500             // hint requests at once
	MaxSlow     = 5000            // slow connections
	// setupTime bounds what comes before and after the measurement:
	// creating games, joining watchers, draining.
	setupTime = 2 * time.Minute
)

// Options are the knobs of a scenario; zero fields take the defaults
// (in parentheses). Counts beyond the bounds above are refused by Check.
type Options struct {
	// Duration is how long the measurement runs (10 s).
	Duration time.Duration
	// Games is the number of games: played by the games scenario (100),
	// of people in the lobby scenario (100: half post seeks, half accept),
	// against the computer in flood (200) and in hints (2), left idle by
	// idle-games (8), analysed by analysis-flood (4).
	Games int
	// Pace, when set, makes each game of the games scenario move once
	// every Pace (a human's pace) instead of as soon as the previous
	// move is acknowledged.
	Pace time.Duration
	// Watchers is the number of spectators of the watchers scenario
	// (1000), and of sockets sending pings in ping-flood (64).
	Watchers int
	// Level is the computer's level in flood ("grandmaster") and hints
	// ("expert").
	Level string
	// Clock is the flood games' time control, "minutes+increment" such as
	// "1+0"; "" plays without a clock.
	Clock string
	// Hints is the number of hint requests kept in flight by the hints
	// scenario (30), and of analysis-board searches by analysis-flood (4).
	Hints int
	// Slow is the number of slow connections of the slow scenario (1100),
	// and of idle connections of conn-hog (4200).
	Slow int
	// SlowKind chooses the slow clients: "headers" (the request's
	// headers a byte a second), "body" (a body a byte a second), "idle"
	// (an idle kept-alive connection) or "mixed" (a third of each; the
	// default).
	SlowKind string
	// Seed makes the random move choices reproducible (0: 1).
	Seed uint64
}

// withDefaults fills the zero fields for scenario.
func (o Options) withDefaults(scenario string) Options {
	if o.Duration <= 0 {
		o.Duration = 10 * time.Second
	}
	if o.Games <= 0 {
		switch scenario {
		case "flood":
			o.Games = 200
		case "hints":
			o.Games = 2
		case "idle-games":
			o.Games = 8
		case "analysis-flood":
			o.Games = 4
		default:
			o.Games = 100
		}
	}
	if o.Watchers <= 0 {
		o.Watchers = 1000
		if scenario == "ping-flood" {
			o.Watchers = 64
		}
	}
	if o.Level == "" {
		o.Level = "grandmaster"
		if scenario == "hints" {
			o.Level = "expert"
		}
	}
	if o.Hints <= 0 {
		o.Hints = 30
		if scenario == "analysis-flood" {
			o.Hints = 4
		}
	}
	if o.Slow <= 0 {
		o.Slow = 1100
		if scenario == "conn-hog" {
			o.Slow = 4200
		}
	}
	if o.SlowKind == "" {
		o.SlowKind = "mixed"
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
	return o
}

// Check refuses options beyond the bounds, naming the option.
func (o Options) Check() error {
	switch {
	case o.Duration > MaxDuration:
		return fmt.Errorf("duration %v: at most %v", o.Duration, MaxDuration)
	case o.Games > MaxGames:
		return fmt.Errorf("games %d: at most %d", o.Games, MaxGames)
	case o.Watchers > MaxWatchers:
		return fmt.Errorf("watchers %d: at most %d", o.Watchers, MaxWatchers)
	case o.Hints > MaxHints:
		return fmt.Errorf("hints %d: at most %d", o.Hints, MaxHints)
	case o.Slow > MaxSlow:
		return fmt.Errorf("slow connections %d: at most %d", o.Slow, MaxSlow)
	case o.Pace < 0 || o.Duration < 0:
		return errors.New("pace and duration cannot be negative")
	}
	switch o.SlowKind {
	case "", "mixed", "headers", "body", "idle":
	default:
		return fmt.Errorf("slow kind %q: want mixed, headers, body or idle", o.SlowKind)
	}
	if o.Clock != "" {
		if _, err := parseClock(o.Clock); err != nil {
			return err
		}
	}
	return nil
}

// Scenarios are the scenarios Run knows, in the order docs/loadtest.md
// describes them.
var Scenarios = []string{"games", "watchers", "flood", "hints", "slow", "lobby", "conn-hog", "idle-games", "analysis-flood", "ping-flood"}

// Run runs scenario against t with o. The report holds what was measured
// until the measurement ended or ctx was cancelled (Ctrl-C): a cancelled
// run still reports, and says so in Report.Stopped.
func Run(ctx context.Context, scenario string, t Target, o Options) (*Report, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	for _, u := range t.URLs() {
		if err := CheckLoopback(u); err != nil {
			return nil, err
		}
	}
	o = o.withDefaults(scenario)
	hard, cancel := context.WithTimeout(ctx, o.Duration+setupTime)
	defer cancel()
	r := newReport(scenario, t)
	var err error
	switch scenario {
	case "games":
		err = runGames(hard, t, o, r)
	case "watchers":
		err = runWatchers(hard, t, o, r)
	case "flood":
		err = runFlood(hard, t, o, r)
	case "hints":
		err = runHints(hard, t, o, r)
	case "slow":
		err = runSlow(hard, t, o, r)
	case "lobby":
		err = runLobby(hard, t, o, r)
	case "conn-hog":
		err = runConnHog(hard, t, o, r)
	case "idle-games":
		err = runIdleGames(hard, t, o, r)
	case "analysis-flood":
		err = runAnalysisFlood(hard, t, o, r)
	case "ping-flood":
		err = runPingFlood(hard, t, o, r)
	default:
		return nil, fmt.Errorf("unknown scenario %q: want one of %s", scenario, strings.Join(Scenarios, ", "))
	}
	if ctx.Err() != nil {
		r.Stopped = "interrupted"
	} else if hard.Err() != nil {
		r.Stopped = "hard deadline"
	}
	r.finish(t)
	return r, err
}

// CheckLoopback refuses a URL that is not plain HTTP on a loopback
// address: the tool loads only a server on this machine.
func CheckLoopback(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("target %q: %v", raw, err)
	}
	if u.Scheme != "http" {
		return fmt.Errorf("target %q: want an http:// URL on a loopback address", raw)
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("target %q: %q is not a loopback address (127.0.0.0/8, ::1 or localhost); the load test runs against a server on this machine only", raw, host)
	}
	return nil
}

// Target is the server under test: its base URL (http://127.0.0.1:PORT)
// and, when known, its process ID, for its memory and CPU time. URL may
// list several servers serving the same games, comma-separated: each
// request then goes to the next of them in turn, as behind a load balancer
// without sticky sessions (PID is then the first one's).
type Target struct {
	URL string
	PID int
}

// URLs returns the target's base URLs.
func (t Target) URLs() []string {
	var urls []string
	for _, u := range strings.Split(t.URL, ",") {
		if u = strings.TrimSuffix(strings.TrimSpace(u), "/"); u != "" {
			urls = append(urls, u)
		}
	}
	return urls
}

// client is one simulated person: an HTTP client whose requests carry its
// own X-Forwarded-For address, so a server run with --trust-proxy applies
// its per-client limits to each simulated person rather than to the tool.
type client struct {
	bases []string
	next  atomic.Uint64
	addr  string
	token string
	hc    *http.Client
}

// base returns the base URL of the client's next request: the target's
// servers in turn.
func (c *client) base() string {
	return c.bases[(c.next.Add(1)-1)%uint64(len(c.bases))]
}

// sharedTransport keeps a connection alive per simulated client.
var sharedTransport = &http.Transport{
	MaxIdleConns:        0,
	MaxIdleConnsPerHost: MaxWatchers,
	IdleConnTimeout:     30 * time.Second,
	DisableCompression:  true,
	DialContext:         (&net.Dialer{Timeout: 10 * time.Second}).DialContext,
}

// newClient returns simulated client number i of t.
func newClient(t Target, i int) *client {
	return &client{bases: t.URLs(), addr: fakeAddr(i),
		hc: &http.Client{Transport: sharedTransport, Timeout: 2 * time.Minute}}
}

// fakeAddr is the private address 10.x.y.z of client i.
func fakeAddr(i int) string {
	return fmt.Sprintf("10.%d.%d.%d", (i>>16)&255, (i>>8)&255, i&255+1)
}

// apiError is an answer with an error status.
type apiError struct {
	status     int
	retryAfter time.Duration
	msg        string
}

func (e *apiError) Error() string { return fmt.Sprintf("%d: %s", e.status, e.msg) }

// call sends a JSON request (body nil for none) and decodes a 2xx answer
// into out (if not nil). An error status is an *apiError.
func (c *client) call(ctx context.Context, method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base()+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	req.Header.Set("X-Forwarded-For", c.addr)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		e := &apiError{status: resp.StatusCode, msg: strings.TrimSpace(string(data))}
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil {
			e.retryAfter = time.Duration(s) * time.Second
		}
		return e
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

// state is the part of the API's State the tool reads.
type state struct {
	ID    string `json:"id"`
	Ply   int    `json:"ply"`
	Turn  string `json:"turn"`
	Legal []struct {
		Text string `json:"text"`
	} `json:"legal"`
	Thinking bool `json:"thinking"`
	Result   struct {
		Over   bool    `json:"over"`
		Winner *string `json:"winner"`
		Reason string  `json:"reason"`
	} `json:"result"`
}

// created is the answer to POST /api/games.
type created struct {
	ID    string    `json:"id"`
	Token string    `json:"token"`
	Color string    `json:"color"`
	State state     `json:"state"`
	at    time.Time // when the answer came
}

// newGame creates a game with the request body req, waiting out the
// server's 429 and 503 answers (at their Retry-After, counted in r) until
// ctx is done.
func (c *client) newGame(ctx context.Context, req map[string]any, r *Report) (created, error) {
	for {
		var g created
		err := c.call(ctx, "POST", "/api/games", req, &g)
		if err == nil {
			c.token = g.Token
			g.at = time.Now()
			return g, nil
		}
		r.countErr(ctx, "create", err)
		var ae *apiError
		if !errors.As(err, &ae) || (ae.status != http.StatusTooManyRequests && ae.status != http.StatusServiceUnavailable) {
			return g, err
		}
		r.retryAfter(ae.retryAfter)
		wait := max(ae.retryAfter, 100*time.Millisecond)
		select {
		case <-ctx.Done():
			return g, ctx.Err()
		case <-time.After(wait):
		}
	}
}

// rng is a small random source (SplitMix64), one per simulated client,
// so a seed replays the same move choices.
type rng uint64

func (r *rng) intn(n int) int {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return int(z % uint64(n))
}

// parseClock reads "minutes+increment" ("1+0", "0.5+2").
func parseClock(s string) (map[string]float64, error) {
	m, inc, ok := strings.Cut(s, "+")
	if !ok {
		inc = "0"
	}
	minutes, err1 := strconv.ParseFloat(m, 64)
	increment, err2 := strconv.ParseFloat(inc, 64)
	if err1 != nil || err2 != nil || minutes <= 0 || increment < 0 {
		return nil, fmt.Errorf("clock %q: want minutes+increment, such as 1+0 or 5+3", s)
	}
	return map[string]float64{"minutes": minutes, "increment": increment}, nil
}

// waitAll waits for wg; once ctx is done, 5 s more at most, for the
// goroutines (which all stop with ctx) to hand in what they measured.
func waitAll(ctx context.Context, wg *sync.WaitGroup) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
		return
	case <-ctx.Done():
	}
	select {
	case <-done:
	case <-time.After(5 * time.Second):
	}
}
