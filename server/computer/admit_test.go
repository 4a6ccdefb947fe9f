package computer

import (
	"errors"
	"testing"
	"time"

	"github.com/kingme/kingme/server/refuse"
)

// queue is a computer's queue: a worker free or not, searches waiting.
type queue struct {
	ready   bool
	waiting int
}

func (q queue) Ready() bool  { return q.ready }
func (q queue) Waiting() int { return q.waiting }

// TestAdmit: a new game against the computer is admitted while a worker
// is free, refused (refuse.Busy) while too many searches wait or the
// games being played would keep too many workers busy, and refused
// (refuse.TooMany) to a client holding too many strong games left
// waiting; each refusal says how long to wait.
func TestAdmit(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	a := Admission{Workers: 2, MaxWaiting: 8, MaxLoad: 4, MaxIdle: 2}
	strong, light := 5*time.Second, 10*time.Millisecond // shares 0.5 and ~0.002
	played := func(n int, think time.Duration, moved time.Duration, creator string) []Played {
		games := make([]Played, n)
		for i := range games {
			games[i] = Played{Think: think, PersonMoved: now.Add(-moved), Creator: creator}
		}
		return games
	}
	const admitted refuse.Kind = -1
	tests := []struct {
		name  string
		q     queue
		think time.Duration
		games []Played
		want  refuse.Kind // admitted for none
	}{
		{"a worker free", queue{ready: true}, strong, nil, admitted},
		{"a worker free, but two strong games left waiting", queue{ready: true}, strong, played(2, strong, time.Hour, "me"), refuse.TooMany},
		{"two strong games left waiting, by others", queue{ready: true}, strong, played(2, strong, time.Hour, "you"), admitted},
		{"a light game beside strong ones left waiting", queue{ready: true}, light, played(5, strong, time.Hour, "me"), admitted},
		{"busy, the queue full", queue{waiting: 8}, strong, nil, refuse.Busy},
		{"busy, load within", queue{waiting: 1}, strong, played(7, strong, time.Second, "you"), admitted},
		{"busy, load beyond", queue{waiting: 1}, strong, played(8, strong, time.Second, "you"), refuse.Busy},
		{"busy, beyond for a strong game, within for a light one", queue{waiting: 1}, light, played(8, strong, time.Second, "you"), admitted},
		{"busy, games left waiting weigh nothing", queue{waiting: 1}, strong, played(20, strong, time.Hour, "you"), admitted},
	}
	for _, tt := range tests {
		err := a.Admit(tt.q, tt.think, "me", now, func() []Played { return tt.games })
		var rf *refuse.Refusal
		switch {
		case tt.want == admitted:
			if err != nil {
				t.Errorf("%s: got %v, want admitted", tt.name, err)
			}
		case !errors.As(err, &rf):
			t.Errorf("%s: got error %v (%T), want a *refuse.Refusal", tt.name, err, err)
		case rf.Kind() != tt.want || rf.RetryAfter() <= 0:
			t.Errorf("%s: got %v after %v (%v), want %v with a retry", tt.name, rf.Kind(), rf.RetryAfter(), err, tt.want)
		}
	}
}

// TestLoadAndIdle: the games being played weigh their share of a worker;
// those left waiting count against their creator when not light.
func TestLoadAndIdle(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	games := []Played{
		{Think: 5 * time.Second, Thinking: true, PersonMoved: now.Add(-time.Hour), Creator: "me"}, // played: thinking
		{Think: 5 * time.Second, PersonMoved: now.Add(-time.Minute), Creator: "me"},               // played: moved lately
		{Think: 5 * time.Second, PersonMoved: now.Add(-time.Hour), Creator: "me"},                 // idle
		{Think: 10 * time.Millisecond, PersonMoved: now.Add(-time.Hour), Creator: "me"},           // idle, light
		{Think: 5 * time.Second, PersonMoved: now.Add(-time.Hour), Creator: "you"},                // idle, another's
	}
	if got, want := Load(games, now), 1.0; got != want {
		t.Errorf("Load: got %v, want %v", got, want)
	}
	if got, want := Idle(games, "me", now), 1; got != want {
		t.Errorf("Idle(me): got %d, want %d", got, want)
	}
	if got, want := Share(5*time.Second), 0.5; got != want {
		t.Errorf("Share(5s): got %v, want %v", got, want)
	}
}
