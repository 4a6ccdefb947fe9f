package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

func seeksOf(t *testing.T, s store.Store) store.Seeks {
	t.Helper()
	return implementation[store.Seeks](t, s)
}

func newSeek(id string, created time.Time) *store.Seek {
	return &store.Seek{ID: id, AccountID: "acc-" + id, OwnerHash: "owner-" + id, Name: "Player " + id, Variant: "standard",
		Initial: 5 * time.Minute, Increment: 3 * time.Second, Rated: true, Color: "random", MinRating: 1400, MaxRating: 1800,
		Rating: 1612, Created: created, Expires: created.Add(time.Minute)}
}

func testSeeks(t *testing.T, s store.Store) {
	ctx := context.Background()
	ks := seeksOf(t, s)
	a, b, c := newSeek("a", when), newSeek("b", when.Add(time.Second)), newSeek("c", when.Add(2*time.Second))
	c.AccountID, c.DaysPerMove, c.Initial, c.Increment, c.Rated, c.Color, c.Name = "", 3, 0, 0, false, "black", "Guest ünïcode"
	for _, k := range []*store.Seek{b, a, c} {
		if err := ks.CreateSeek(ctx, k); err != nil {
			t.Fatal(err)
		}
	}
	if err := ks.CreateSeek(ctx, newSeek("a", when)); !errors.Is(err, store.ErrExists) {
		t.Errorf("a seek of a taken ID: %v, want ErrExists", err)
	}
	open, err := ks.OpenSeeks(ctx, when.Add(3*time.Second))
	if err != nil || len(open) != 3 || open[0] != *a || open[1] != *b || open[2] != *c {
		t.Fatalf("open seeks: %+v, %v; want a, b, c as created", open, err)
	}
	// a expires at when+1m; b is pushed back; c is withdrawn by its owner.
	if err := ks.TouchSeek(ctx, "b", when.Add(30*time.Second), when.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := ks.DeleteSeek(ctx, "c", "owner-a"); !errors.Is(err, store.ErrSeekGone) {
		t.Errorf("withdrawing another's seek: %v, want ErrSeekGone", err)
	}
	if err := ks.DeleteSeek(ctx, "c", "owner-c"); err != nil {
		t.Fatal(err)
	}
	if err := ks.DeleteSeek(ctx, "c", "owner-c"); err != nil {
		t.Errorf("withdrawing a withdrawn seek: %v, want nil", err)
	}
	later := when.Add(90 * time.Second)
	open, err = ks.OpenSeeks(ctx, later)
	if err != nil || len(open) != 1 || open[0].ID != "b" {
		t.Fatalf("open seeks later: %+v, %v; want b alone", open, err)
	}
	if _, err := ks.AcceptSeek(ctx, "a", "game-1", later); !errors.Is(err, store.ErrSeekGone) {
		t.Errorf("accepting an expired seek: %v, want ErrSeekGone", err)
	}
	if err := ks.TouchSeek(ctx, "a", later, later.Add(time.Hour)); !errors.Is(err, store.ErrSeekGone) {
		t.Errorf("pushing back an expired seek: %v, want ErrSeekGone", err)
	}
	got, err := ks.AcceptSeek(ctx, "b", "game-2", later)
	if err != nil || got.ID != "b" || got.GameID != "game-2" || got.Rating != 1612 {
		t.Fatalf("accepting b: %+v, %v", got, err)
	}
	if _, err := ks.AcceptSeek(ctx, "b", "game-3", later); !errors.Is(err, store.ErrSeekGone) {
		t.Errorf("accepting b again: %v, want ErrSeekGone", err)
	}
	if open, _ := ks.OpenSeeks(ctx, later); len(open) != 0 {
		t.Errorf("open seeks after b's acceptance: %+v, want none", open)
	}
	if got, err := ks.Seek(ctx, "b"); err != nil || got.GameID != "game-2" {
		t.Errorf("Seek(b) after its acceptance: %+v, %v; want its game", got, err)
	}
	if _, err := ks.Seek(ctx, "c"); !errors.Is(err, store.ErrSeekGone) {
		t.Errorf("Seek(c) after its withdrawal: %v, want ErrSeekGone", err)
	}
}

// testConcurrentAccepts: of many servers accepting one seek at once, one
// makes the game.
func testConcurrentAccepts(t *testing.T, s store.Store) {
	ctx := context.Background()
	ks := seeksOf(t, s)
	if err := ks.CreateSeek(ctx, newSeek("x", when)); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() {
			_, errs[i] = ks.AcceptSeek(ctx, "x", fmt.Sprint("game-", i), when.Add(time.Second))
		})
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, store.ErrSeekGone):
			t.Errorf("an acceptance: %v, want nil or ErrSeekGone", err)
		}
	}
	if won != 1 {
		t.Errorf("%d of 8 acceptances of one seek succeeded, want 1", won)
	}
}
