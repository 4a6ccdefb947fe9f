package room

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// t0 is when the tests' games start.
var t0 = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// seat returns a seat of player ("human", "computer", "" for free) whose
// token's hash is hash.
func seat(player, hash string) store.Seat {
	return store.Seat{Player: player, Name: player, TokenHash: hash}
}

// people are two people seated, holding the tokens hashed "b" and "r".
var people = [2]store.Seat{seat("human", "hb"), seat("human", "hr")}

// newRoom returns a room of game g in mode with seats, a clock of
// initial (0 for none) and increment, and plies moves played (the first
// legal move each time, a second apart from t0).
func newRoom(t *testing.T, g *games.Game, mode string, seats [2]store.Seat, initial, increment time.Duration, plies int) *Room {
	t.Helper()
	rec := &store.Record{ID: "t", Variant: g.Key(), Start: g.Variant.Start().String(), Mode: mode, Seats: seats,
		Initial: initial, Increment: increment, Clock: [2]time.Duration{initial, initial}}
	r := New(rec, checkers.NewGame(g.Variant))
	for i := range plies {
		at := t0.Add(time.Duration(i) * time.Second)
		if err := r.Move(r.Game().Turn(), first, at, at.Add(time.Second)); err != nil {
			t.Fatalf("%s: move %d: %v", g.Key(), i+1, err)
		}
	}
	return &r
}

// first plays the first legal move.
func first(g *checkers.Game) error { return g.Play(g.Legal()[0]) }

// standard returns the standard game's entry.
func standard(t *testing.T) *games.Game {
	t.Helper()
	g, err := games.Lookup("standard")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// refusal returns err's text if it is a Refusal, "" for nil, and fails
// the test for any other error.
func refusal(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	var rf *refuse.Refusal
	if !errors.As(err, &rf) {
		t.Fatalf("got error %v (%T), want a Refusal", err, err)
	}
	return rf.Error()
}

// checkRefusal checks that err is a Refusal whose text holds want, or
// nil for want "".
func checkRefusal(t *testing.T, name string, err error, want string) {
	t.Helper()
	got := refusal(t, err)
	switch {
	case want == "" && got != "":
		t.Errorf("%s: got refusal %q, want none", name, got)
	case want != "" && !strings.Contains(got, want):
		t.Errorf("%s: got refusal %q, want one saying %q", name, got, want)
	}
}
