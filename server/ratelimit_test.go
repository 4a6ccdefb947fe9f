package server_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestCreationIsRateLimited: a client creates CreateBurst games at once,
// then one more every 60/CreatePerMinute seconds; beyond, 429 with
// Retry-After. Another client (behind a trusted proxy) has its own budget.
func TestCreationIsRateLimited(t *testing.T) {
	clock := &fakeClock{}
	a := startAppWith(t, t.TempDir(), clock, 1, func(c *server.Config) {
		c.CreatePerMinute, c.CreateBurst, c.TrustProxy = 6, 3, true
	})
	create := func(from string) (int, string) {
		req, _ := http.NewRequest("POST", a.http.URL+"/api/games", strings.NewReader(`{"variant": "standard", "mode": "local"}`))
		req.Header.Set("Content-Type", "application/json")
		if from != "" {
			req.Header.Set("X-Forwarded-For", "203.0.113.9, "+from)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header.Get("Retry-After")
	}
	for i := range 3 {
		if code, _ := create(""); code != http.StatusCreated {
			t.Fatalf("game %d of the burst: got %d, want 201", i+1, code)
		}
	}
	code, retry := create("")
	if code != http.StatusTooManyRequests {
		t.Fatalf("a fourth game at once: got %d, want 429", code)
	}
	if secs, err := strconv.Atoi(retry); err != nil || secs < 1 || secs > 10 {
		t.Errorf("Retry-After: got %q, want 1–10 seconds", retry)
	}
	if code, _ := create("198.51.100.7"); code != http.StatusCreated {
		t.Errorf("another client's game: got %d, want 201", code)
	}
	clock.advance(11 * time.Second) // one game per 10 s
	if code, _ := create(""); code != http.StatusCreated {
		t.Errorf("a game once the wait is over: got %d, want 201", code)
	}
	if code, _ := create(""); code != http.StatusTooManyRequests {
		t.Errorf("the next at once: got %d, want 429", code)
	}
}

// TestPDNReadingIsRateLimited sends large PDN files to be read: one
// address gets PDNMiBPerMinute a minute, then 429 with Retry-After
// (before, 75 files of 1 MiB a second were read from one address); another
// address has its own budget, and the budget comes back with time.
func TestPDNReadingIsRateLimited(t *testing.T) {
	clock := &fakeClock{}
	a := startAppWith(t, t.TempDir(), clock, 1, func(c *server.Config) { c.PDNMiBPerMinute, c.TrustProxy = 1, true })
	file := strings.Repeat("[Event \"x\"]\n\n1. 11-15 22-18 *\n\n", 600_000/32) // about 600 KB
	send := func(from string) (int, string) {
		req, _ := http.NewRequest("POST", a.http.URL+"/api/pdn?game=1", strings.NewReader(file))
		req.Header.Set("Content-Type", "text/plain")
		if from != "" {
			req.Header.Set("X-Forwarded-For", from)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header.Get("Retry-After")
	}
	if code, _ := send(""); code != http.StatusOK {
		t.Fatalf("the first file: got %d, want 200", code)
	}
	code, retry := send("")
	if secs, err := strconv.Atoi(retry); code != http.StatusTooManyRequests || err != nil || secs < 1 || secs > 60 {
		t.Errorf("a second 600 KB within the minute: got %d, Retry-After %q; want 429 with 1–60 s", code, retry)
	}
	if code, _ := send("198.51.100.7"); code != http.StatusOK {
		t.Errorf("another address's file: got %d, want 200", code)
	}
	clock.advance(time.Minute)
	if code, _ := send(""); code != http.StatusOK {
		t.Errorf("a file a minute later: got %d, want 200", code)
	}
}
