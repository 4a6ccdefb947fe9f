package storetest

import (
	"context"
	"errors"
	"testing"

	"github.com/kingme/kingme/store"
)

// revisioner is a store that reads a game's revision alone.
type revisioner interface {
	Revision(ctx context.Context, id string) (int64, error)
}

// testRevision checks a store's Revision, when it has one: 0 once created,
// one more after each save, store.ErrNotFound for an unknown game.
func testRevision(t *testing.T, s store.Store) {
	rv, ok := s.(revisioner)
	if !ok {
		t.Skip("the store reads no revision alone")
	}
	ctx := context.Background()
	g := sampleGame("revision-read", 2)
	create(t, s, clone(g))
	for want := range int64(3) {
		got, err := rv.Revision(ctx, g.ID)
		if err != nil || got != want {
			t.Errorf("Revision after %d saves: got %d (error %v), want %d", want, got, err, want)
		}
		g.Moves = append(g.Moves, move(len(g.Moves), ""))
		save(t, s, g)
	}
	if _, err := rv.Revision(ctx, "no-such-game"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Revision of an unknown game: got error %v, want one wrapping store.ErrNotFound", err)
	}
}
