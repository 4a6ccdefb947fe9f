package storetest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// baseTime is the suite's clock: millisecond precision, so a store keeping
// milliseconds passes, and a zone other than UTC, so a store must compare
// instants, not wall clocks.
var baseTime = time.Date(2026, time.March, 14, 15, 9, 26, 535_000_000, time.FixedZone("UTC+1", 3600))

// at is baseTime plus d.
func at(d time.Duration) time.Time { return baseTime.Add(d) }

// sampleGame is a game with every header field set (values derived from
// id, so two samples differ) and n moves from move(0, "") on.
func sampleGame(id string, n int) *store.Record {
	g := &store.Record{
		ID:      id,
		Variant: "standard",
		Start:   "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		Mode:    "computer",
		Level:   "strong",
		Seats: [2]store.Seat{
			{Player: "human", Name: "Ann " + id, TokenHash: strings.Repeat("ab", 32)},
			{Player: "computer", Name: "KingMe (strong)"},
		},
		Initial:   5 * time.Minute,
		Increment: 3*time.Second + 7,                                              // exact nanoseconds
		Clock:     [2]time.Duration{4*time.Minute + 123_456_789, 299_999_999_999}, // not round
		Outcome:   0,
		Reason:    0,
		DrawOffer: 2,
		Rematch:   "",
		Takeback:  "black asked 11-15",
		Created:   at(0),
		Updated:   at(time.Minute),
	}
	for i := range n {
		g.Moves = append(g.Moves, move(i, ""))
	}
	return g
}

// move is a distinct move for ply i; tag tells apart moves of the same ply
// played in different lines.
func move(i int, tag string) store.Move {
	return store.Move{
		Text:  fmt.Sprintf("%d-%d%s", 9+i%20, 13+i%20, tag),
		Clock: 5*time.Minute - time.Duration(i)*time.Second + time.Duration(i*1_000_003+len(tag)),
		At:    at(time.Duration(i)*1500*time.Millisecond + time.Duration(len(tag))*time.Hour),
	}
}

// moves is move(i, tag) for i in [from, to).
func moves(from, to int, tag string) []store.Move {
	var ms []store.Move
	for i := from; i < to; i++ {
		ms = append(ms, move(i, tag))
	}
	return ms
}

// clone is a deep copy of g.
func clone(g *store.Record) *store.Record {
	c := *g
	c.Moves = slices.Clone(g.Moves)
	return &c
}

// create stores g or fails the test.
func create(t *testing.T, s store.Store, g *store.Record) {
	t.Helper()
	if err := s.Create(context.Background(), g); err != nil {
		t.Fatalf("Create(%q): got error %v, want nil", g.ID, err)
	}
}

// save saves a copy of g or fails the test, and checks that Save moved
// the copy to the next revision, which g then takes too.
func save(t *testing.T, s store.Store, g *store.Record) {
	t.Helper()
	c := clone(g)
	if err := s.Save(context.Background(), c); err != nil {
		t.Fatalf("Save(%q) at revision %d: got error %v, want nil", g.ID, g.Revision, err)
	}
	if c.Revision != g.Revision+1 {
		t.Fatalf("Save(%q) from revision %d: got revision %d, want %d", g.ID, g.Revision, c.Revision, g.Revision+1)
	}
	g.Revision = c.Revision
}

// load loads the game id or fails the test.
func load(t *testing.T, s store.Store, id string) *store.Record {
	t.Helper()
	g, err := s.Load(context.Background(), id)
	if err != nil {
		t.Fatalf("Load(%q): got error %v, want nil", id, err)
	}
	return g
}

// checkLoad loads want.ID and reports every field that differs from want.
func checkLoad(t *testing.T, s store.Store, want *store.Record) {
	t.Helper()
	got := load(t, s, want.ID)
	for _, d := range diffGame(got, want, true) {
		t.Errorf("Load(%q): %s", want.ID, d)
	}
}
