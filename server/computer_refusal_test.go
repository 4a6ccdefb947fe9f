package server

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kingme/kingme/server/computer"
)

// TestComputerRefusalAnswers: each refusal of the computer's (a new game
// not admitted, a search that waited too long, a hint beyond the queue or
// beyond its client's share) is answered with its status, its exact text
// and its Retry-After; the search that waited too long keeps the
// context's error as its cause.
func TestComputerRefusalAnswers(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	strong := 5 * time.Second
	played := func(n int, moved time.Duration, creator string) func() []computer.Played {
		return func() []computer.Played {
			games := make([]computer.Played, n)
			for i := range games {
				games[i] = computer.Played{Think: strong, PersonMoved: now.Add(-moved), Creator: creator}
			}
			return games
		}
	}
	// held returns a computer of one worker, held until the test ends,
	// with room for one hint in its queue, and one hint of client "a"
	// waiting there: one search waits.
	held := func(t *testing.T) *computer.Computer {
		c := computer.New(computer.Config{Workers: 1, HintQueue: 1})
		release, started := make(chan struct{}), make(chan struct{})
		done := make(chan error, 2)
		go func() {
			done <- c.Run(context.Background(), now, time.Second, func() { close(started); <-release })
		}()
		<-started
		go func() { done <- c.TryRun(context.Background(), "a", now, func() {}) }()
		for c.Waiting() == 0 {
			time.Sleep(time.Millisecond)
		}
		t.Cleanup(func() {
			close(release)
			for range 2 {
				if err := <-done; err != nil {
					t.Errorf("a search holding the computer: %v", err)
				}
			}
		})
		return c
	}
	tests := []struct {
		name      string
		err       func(t *testing.T) error
		wantCode  int
		wantMsg   string
		wantRetry string
		wantCause error // nil for none asked
	}{
		{"strong games left waiting", func(*testing.T) error {
			admission := computer.Admission{Workers: 1, MaxWaiting: 8, MaxLoad: 4, MaxIdle: 2}
			return admission.Admit(computer.New(computer.Config{Workers: 1}), strong, "me", now, played(2, time.Hour, "me"))
		}, 429, "your address holds 2 games against the computer at a strong level that wait for a move, the most it may: play, resign or finish one of them first", "120", nil},
		{"the queue full", func(t *testing.T) error {
			admission := computer.Admission{Workers: 1, MaxWaiting: 1, MaxLoad: 4, MaxIdle: 2}
			return admission.Admit(held(t), strong, "me", now, played(0, 0, ""))
		}, 503, "the computer is busy: 1 of its moves wait to be thought about; start a game against it in a minute, or play a friend", "30", nil},
		{"the load beyond", func(t *testing.T) error {
			admission := computer.Admission{Workers: 1, MaxWaiting: 8, MaxLoad: 4, MaxIdle: 2}
			return admission.Admit(held(t), strong, "me", now, played(8, time.Second, "you"))
		}, 503, "the computer is busy: the games being played against it keep 4.0 of its 1 workers thinking; start a game against it in a minute, at a lower level, or play a friend", "60", nil},
		{"a search that waited too long", func(t *testing.T) error {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
			defer cancel()
			return held(t).Run(ctx, now, time.Second, func() {})
		}, 503, "the computer is busy: every worker was taken for as long as this search could wait; try again in a few seconds", "5", context.DeadlineExceeded},
		{"a hint beyond the queue", func(t *testing.T) error {
			return held(t).TryRun(context.Background(), "b", now, func() {})
		}, 503, "the computer is busy with other games: try again in a moment", "5", nil},
		{"a hint beyond its client's share", func(t *testing.T) error {
			return held(t).TryRun(context.Background(), "a", now, func() {})
		}, 429, "your address has as many searches running or waiting as it may (1): try again when one is done", "5", nil},
	}
	s := &Server{log: slog.New(slog.DiscardHandler)}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.err(t)
			if err == nil {
				t.Fatalf("got no error, want a refusal")
			}
			if tt.wantCause != nil && !errors.Is(err, tt.wantCause) {
				t.Errorf("got %v, want it caused by %v", err, tt.wantCause)
			}
			rec := httptest.NewRecorder()
			s.writeError(rec, httptest.NewRequest(http.MethodPost, "/api/x", nil), err)
			var body map[string]string
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
				t.Fatalf("the answer %q: %v", rec.Body, err)
			}
			if rec.Code != tt.wantCode || body["error"] != tt.wantMsg || rec.Header().Get("Retry-After") != tt.wantRetry {
				t.Errorf("got %d %q Retry-After %q, want %d %q Retry-After %q",
					rec.Code, body["error"], rec.Header().Get("Retry-After"), tt.wantCode, tt.wantMsg, tt.wantRetry)
			}
		})
	}
}
