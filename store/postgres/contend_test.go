package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// TestContendedGame has goroutines on two stores (two servers) add moves
// to one game, each loading the game, adding its move and saving, and
// loading again after a conflict: no move is lost or stored twice, no
// save fails otherwise (no deadlock), and the revision counts the saves.
func TestContendedGame(t *testing.T) {
	const (
		writers = 8
		total   = 64 // moves in the end
	)
	url := pgtest.Database(t)
	stores := []*Store{openURL(t, url), openURL(t, url)}
	ctx := context.Background()
	if err := stores[0].Create(ctx, game("contended")); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	var (
		wg        sync.WaitGroup
		next      atomic.Int64 // the number of the next move to add
		conflicts atomic.Int64
	)
	for w := range writers {
		s := stores[w%2]
		wg.Go(func() {
			for n := next.Add(1) - 1; n < total; n = next.Add(1) - 1 {
				for {
					g, err := s.Load(ctx, "contended")
					if err != nil {
						t.Errorf("writer %d: Load: got error %v, want nil", w, err)
						return
					}
					g.Moves = append(g.Moves, store.Move{Text: fmt.Sprintf("m%d", n)})
					err = s.Save(ctx, g)
					if err == nil {
						break
					}
					if !errors.Is(err, store.ErrConflict) {
						t.Errorf("writer %d: Save of move m%d: got error %v, want nil or a conflict", w, n, err)
						return
					}
					conflicts.Add(1)
				}
			}
		})
	}
	wg.Wait()
	g, err := stores[1].Load(ctx, "contended")
	if err != nil {
		t.Fatalf("Load at the end: got error %v, want nil", err)
	}
	seen := map[string]int{}
	for _, m := range g.Moves {
		seen[m.Text]++
	}
	for n := range total {
		if c := seen[fmt.Sprintf("m%d", n)]; c != 1 {
			t.Errorf("move m%d: stored %d times, want once", n, c)
		}
	}
	if len(g.Moves) != total || g.Revision != total {
		t.Errorf("at the end: got %d moves at revision %d, want %d at %d", len(g.Moves), g.Revision, total, total)
	}
	t.Logf("%d saves refused with a conflict and made again", conflicts.Load())
}
