package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/kingme/kingme/store"
)

// testCreateRevision checks that Create stores a game at revision 0,
// whatever Revision the caller left in it, and sets it to 0.
func testCreateRevision(t *testing.T, s store.Store) {
	g := sampleGame("revision-created", 3)
	g.Revision = 7
	if err := s.Create(context.Background(), g); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	if g.Revision != 0 {
		t.Errorf("Create: got g.Revision %d, want 0", g.Revision)
	}
	if got := load(t, s, g.ID).Revision; got != 0 {
		t.Errorf("Load after Create: got revision %d, want 0", got)
	}
}

// testSaveConflict saves two copies of one loaded game, as two servers
// would: the first is stored, the second (stale) is refused with
// ErrConflict, writes nothing and keeps its revision; a duplicate of a save
// already made is refused the same way.
func testSaveConflict(t *testing.T, s store.Store) {
	ctx := context.Background()
	g := sampleGame("revision-conflict", 4)
	create(t, s, clone(g))

	first, second := load(t, s, g.ID), load(t, s, g.ID)
	duplicate := clone(first)
	first.Moves = append(first.Moves, move(4, "a"))
	duplicate.Moves = append(duplicate.Moves, move(4, "a"))
	second.Moves = append(second.Moves, move(4, "b"))
	second.Outcome = 2
	if err := s.Save(ctx, first); err != nil {
		t.Fatalf("first Save: got error %v, want nil", err)
	}
	if first.Revision != 1 {
		t.Errorf("first Save: got revision %d, want 1", first.Revision)
	}
	for _, tt := range []struct {
		name string
		g    *store.Record
	}{
		{"stale save", second},
		{"duplicate save", duplicate},
	} {
		err := s.Save(ctx, tt.g)
		if !errors.Is(err, store.ErrConflict) {
			t.Errorf("%s: got error %v, want one wrapping store.ErrConflict", tt.name, err)
		}
		if tt.g.Revision != 0 {
			t.Errorf("%s: got revision %d after the refusal, want 0 (unchanged)", tt.name, tt.g.Revision)
		}
	}
	first.MoveCount = len(first.Moves)
	checkLoad(t, s, first)

	// The loser loads again and saves over the new revision.
	again := load(t, s, g.ID)
	again.Moves = append(again.Moves, move(5, "b"))
	save(t, s, again)
	if again.Revision != 2 {
		t.Errorf("save after reloading: got revision %d, want 2", again.Revision)
	}
	checkLoad(t, s, again)
}

// testConcurrentConflict has many goroutines save the same loaded
// revision of one game at once, each with a move of its own: exactly one
// succeeds, the others get ErrConflict, and the stored game is the
// winner's.
func testConcurrentConflict(t *testing.T, s store.Store) {
	const savers = 8
	ctx := context.Background()
	g := sampleGame("revision-race", 2)
	create(t, s, clone(g))
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		winners []*store.Record
	)
	for i := range savers {
		c := clone(g)
		c.Moves = append(c.Moves, move(2, fmt.Sprint(i)))
		wg.Go(func() {
			err := s.Save(ctx, c)
			switch {
			case err == nil:
				mu.Lock()
				winners = append(winners, c)
				mu.Unlock()
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("saver %d: got error %v, want nil or one wrapping store.ErrConflict", i, err)
			}
		})
	}
	wg.Wait()
	if len(winners) != 1 {
		t.Fatalf("got %d saves stored over revision 0, want exactly 1", len(winners))
	}
	checkLoad(t, s, winners[0])
}
