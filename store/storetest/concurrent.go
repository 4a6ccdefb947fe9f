package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// testConcurrentSaves plays several games at once, one goroutine each,
// saving after every move and taking a move back now and then, while
// other goroutines load and list; at the end every game is as its
// goroutine left it.
func testConcurrentSaves(t *testing.T, s store.Store) {
	const (
		players = 6
		plies   = 25
	)
	ctx := context.Background()
	final := make([]*store.Record, players)
	var wg sync.WaitGroup
	for p := range players {
		g := sampleGame(fmt.Sprintf("concurrent-%d", p), 0)
		create(t, s, clone(g))
		wg.Go(func() {
			for ply := range plies {
				g.Moves = append(g.Moves, move(ply, ""))
				if ply%7 == 6 { // take the last two moves back, play another
					g.Moves = append(g.Moves[:len(g.Moves)-2], move(ply-1, "u"))
				}
				g.Updated = g.Updated.Add(time.Second)
				c := clone(g)
				if err := s.Save(ctx, c); err != nil {
					t.Errorf("Save(%q) at ply %d: got error %v, want nil", g.ID, ply, err)
					return
				}
				g.Revision = c.Revision
			}
			final[p] = g
		})
	}
	done := make(chan struct{})
	var readers sync.WaitGroup
	for r := range 2 {
		readers.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				if _, err := s.Load(ctx, fmt.Sprintf("concurrent-%d", r)); err != nil {
					t.Errorf("Load during saves: got error %v, want nil", err)
					return
				}
				if games, err := s.List(ctx, store.Query{}); err != nil || len(games) != players {
					t.Errorf("List during saves: got %d games (error %v), want %d", len(games), err, players)
					return
				}
			}
		})
	}
	wg.Wait()
	close(done)
	readers.Wait()
	for _, g := range final {
		if g != nil {
			checkLoad(t, s, g)
		}
	}
}
