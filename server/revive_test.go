package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// TestStartLoadsOnlyClockedGames: at start the server loads, in the
// background, the unfinished games whose clock runs; the others (here 20
// games at one screen without a clock) stay on disk until asked for.
func TestStartLoadsOnlyClockedGames(t *testing.T) {
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	now := time.Now()
	create := func(id string, clock time.Duration) {
		g := &store.Record{ID: id, Variant: "standard", Start: "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
			Mode: "local", Initial: clock, Clock: [2]time.Duration{clock, clock},
			Seats:   [2]store.Seat{{Player: "human"}, {Player: "human"}},
			Moves:   []store.Move{{Text: "11-15", Clock: clock, At: now}},
			Created: now, Updated: now}
		if err := st.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 20 {
		create(fmt.Sprintf("waiting%05d", i), 0)
	}
	for i := range 3 {
		create(fmt.Sprintf("clocked%05d", i), time.Hour)
	}
	s, err := New(Config{Store: st, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	loaded := func() (n int, clocked int) {
		for _, l := range s.games.All() {
			id := l.id
			n++
			if id[:7] == "clocked" {
				clocked++
			}
		}
		return n, clocked
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, c := loaded(); c == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the clocked games were not loaded within 10 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if n, _ := loaded(); n != 3 {
		t.Errorf("games in memory after start: got %d, want the 3 with a clock", n)
	}
	if _, err := s.loadLive(ctx, "waiting00007"); err != nil {
		t.Errorf("a waiting game asked for: %v", err)
	}
	if n, _ := loaded(); n != 4 {
		t.Errorf("games in memory after one was asked for: got %d, want 4", n)
	}
}
