package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestComputerClockStandsWhileQueued: with one worker, busy with another
// game's search, the computer's clock stands while its search waits (the
// state shows it stopped, its time whole), and the wait is not charged.
func TestComputerClockStandsWhileQueued(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Workers, c.ComputerDelay = 1, 1500*time.Millisecond
	})
	clock := map[string]any{"minutes": 1, "increment": 0}
	first := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "expert", "color": "black", "clock": clock})
	second := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "expert", "color": "black", "clock": clock})
	if code, _, msg := a.move(first.ID, first.Token, "11-15", 0); code != http.StatusOK {
		t.Fatalf("first game's move: %d %s", code, msg)
	}
	a.waitFor(first.ID, first.Token, "the first game's search to start", func(s server.State) bool {
		return s.Clock != nil && s.Clock.Running != nil
	})
	start := time.Now()
	code, st, msg := a.move(second.ID, second.Token, "11-15", 0)
	if code != http.StatusOK {
		t.Fatalf("second game's move: %d %s", code, msg)
	}
	if st.Clock.Running != nil || st.Clock.Red < 59_000 {
		t.Errorf("the second game while its search waits: got running %v, Red %d ms; want stopped near 60000", st.Clock.Running, st.Clock.Red)
	}
	time.Sleep(300 * time.Millisecond)
	if later := a.state(second.ID, second.Token); later.Clock.Running != nil || later.Clock.Red != st.Clock.Red {
		t.Errorf("the second game 0.3 s later: got running %v, Red %d ms; want still stopped at %d", later.Clock.Running, later.Clock.Red, st.Clock.Red)
	}
	done := a.waitFor(second.ID, second.Token, "the second game's reply", func(s server.State) bool { return s.Ply == 2 })
	elapsed := time.Since(start)
	charged := 60*time.Second - time.Duration(done.Clock.Red)*time.Millisecond
	t.Logf("the reply came %v after the move; the computer was charged %v", elapsed.Round(time.Millisecond), charged.Round(time.Millisecond))
	if charged > elapsed-time.Second {
		t.Errorf("the computer was charged %v of the %v its reply took: want its wait for a worker (about 1.5 s) not charged", charged, elapsed)
	}
	if done.Result.Over {
		t.Errorf("the second game ended: %s", done.Result.Text)
	}
}

// TestComputerGamesWithinCapacity: new games against the computer are
// refused with 503 and Retry-After while too many searches wait; games
// between people are not.
func TestComputerGamesWithinCapacity(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Workers, c.MaxWaiting, c.ComputerDelay = 1, 2, 3*time.Second
	})
	post := func(body string) (int, string) {
		resp, err := http.Post(a.http.URL+"/api/games", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header.Get("Retry-After")
	}
	computerFirst := `{"variant": "standard", "mode": "computer", "level": "expert", "color": "red"}` // not the quick lane
	for i := range 3 {                                                                                // one thinking, two waiting
		if code, _ := post(computerFirst); code != http.StatusCreated {
			t.Fatalf("computer game %d: got %d, want 201", i+1, code)
		}
		time.Sleep(100 * time.Millisecond) // let its search reach the queue
	}
	var code int
	var retry string
	deadline := time.Now().Add(2 * time.Second)
	for { // the searches reach the queue on their own goroutines
		if code, retry = post(computerFirst); code == http.StatusServiceUnavailable || time.Now().After(deadline) {
			break
		}
	}
	if code != http.StatusServiceUnavailable || retry == "" {
		t.Errorf("a computer game while two searches wait: got %d, Retry-After %q; want 503 with Retry-After", code, retry)
	}
	if code, _ := post(`{"variant": "standard", "mode": "local"}`); code != http.StatusCreated {
		t.Errorf("a game at one screen meanwhile: got %d, want 201", code)
	}
}

// TestComputerLoadAdmission: while no worker is free, games against the
// computer are admitted while the thinking of the games being played fits
// the workers (each a share of a worker by its level's think time against
// a person's 5 s): with a load of 1.2 and the one worker held by the first
// game's search, a second grandmaster game (half a worker) is taken and a
// third refused, while a beginner game (1 %) still fits (they may fill up
// to half again the load), and games between people always do.
func TestComputerLoadAdmission(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Workers, c.MaxComputerLoad, c.MaxThink, c.ComputerDelay = 1, 1.2, 5*time.Second, time.Minute
	})
	gm := func(color string) string {
		return `{"variant": "standard", "mode": "computer", "level": "grandmaster", "color": "` + color + `"}`
	}
	steps := []struct {
		body string
		want int
	}{
		{gm("red"), 201}, // the computer thinks first, and holds the worker
		{gm("red"), 201}, // its search waits: 1.0 of 1.2
		{gm("black"), 503},
		{`{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black"}`, 201},
		{`{"variant": "standard", "mode": "friend", "color": "black"}`, 201},
	}
	for i, st := range steps {
		if got := createFrom(t, a, "", st.body); got != st.want {
			t.Errorf("game %d (%s): got %d, want %d", i+1, st.body, got, st.want)
		}
	}
}

// createFrom asks a for a new game from client (X-Forwarded-For; "" for
// none) and returns the answer's status.
func createFrom(t *testing.T, a *app, client, body string) int {
	t.Helper()
	req, err := http.NewRequest("POST", a.http.URL+"/api/games", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if client != "" {
		req.Header.Set("X-Forwarded-For", client)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestIdleComputerGamesHoldNothing: eight grandmaster games one address
// created and never moved in keep no worker busy: another address still
// gets its grandmaster game (before: 503 "the computer is busy" for as
// long as they had been used in the last 5 minutes), and the first address
// may hold no more of them idle (429), though a light level is still
// admitted.
func TestIdleComputerGamesHoldNothing(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 1, func(c *server.Config) {
		c.Workers, c.MaxThink, c.TrustProxy = 1, 5*time.Second, true
	})
	gm := `{"variant": "standard", "mode": "computer", "level": "grandmaster", "color": "black"}`
	for i := range 8 {
		if got := createFrom(t, a, "203.0.113.1", gm); got != http.StatusCreated {
			t.Fatalf("idle game %d of 203.0.113.1: got %d, want 201", i+1, got)
		}
	}
	steps := []struct {
		client, body string
		want         int
	}{
		{"203.0.113.2", gm, http.StatusCreated},
		{"203.0.113.1", gm, http.StatusTooManyRequests},
		{"203.0.113.1", `{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black"}`, http.StatusCreated},
	}
	for _, st := range steps {
		if got := createFrom(t, a, st.client, st.body); got != st.want {
			t.Errorf("%s asks %s: got %d, want %d", st.client, st.body, got, st.want)
		}
	}
}
