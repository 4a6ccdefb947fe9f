package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

func ratingsOf(t *testing.T, s store.Store) store.Ratings {
	t.Helper()
	return implementation[store.Ratings](t, s)
}

// twoPlayers stores the accounts a and b.
func twoPlayers(t *testing.T, s store.Store) {
	t.Helper()
	as := accountsOf(t, s)
	for _, id := range []string{"a", "b"} {
		if err := as.CreateAccount(context.Background(), newAccount(id, "Player"+id, "player"+id)); err != nil {
			t.Fatal(err)
		}
	}
}

// change is one game's change of a player's rating from before (games
// played: before.Games) to rating r.
func change(game string, before store.PlayerRating, r float64, at time.Time) store.RatingChange {
	after := before
	after.Rating, after.Deviation, after.Volatility, after.Games, after.Updated = r, before.Deviation-10, 0.09, before.Games+1, at
	return store.RatingChange{GameID: game, Before: before, After: after, At: at}
}

func newRating(id string) store.PlayerRating {
	return store.PlayerRating{AccountID: id, Game: "standard", Speed: "blitz", Rating: 1500, Deviation: 500, Volatility: 0.09}
}

func testRatings(t *testing.T, s store.Store) {
	ctx := context.Background()
	twoPlayers(t, s)
	rs := ratingsOf(t, s)
	if _, err := rs.Rating(ctx, "a", "standard", "blitz"); !errors.Is(err, store.ErrNoRating) {
		t.Fatalf("a rating before any game: %v, want ErrNoRating", err)
	}
	at := when
	ca, cb := change("g1", newRating("a"), 1741.6, at), change("g1", newRating("b"), 1258.4, at)
	if err := rs.RateGame(ctx, []store.RatingChange{ca, cb}); err != nil {
		t.Fatal(err)
	}
	got, err := rs.Rating(ctx, "a", "standard", "blitz")
	if err != nil || *got != ca.After {
		t.Fatalf("a's rating: %+v, %v; want %+v", got, err, ca.After)
	}
	if err := rs.RateGame(ctx, []store.RatingChange{ca, cb}); !errors.Is(err, store.ErrRated) {
		t.Errorf("rating g1 again: %v, want ErrRated", err)
	}
	// A second game, then a game of another speed.
	at2 := at.Add(time.Hour)
	ca2, cb2 := change("g2", ca.After, 1700, at2), change("g2", cb.After, 1300, at2)
	if err := rs.RateGame(ctx, []store.RatingChange{ca2, cb2}); err != nil {
		t.Fatal(err)
	}
	rapidA, rapidB := newRating("a"), newRating("b")
	rapidA.Speed, rapidB.Speed = "rapid", "rapid"
	if err := rs.RateGame(ctx, []store.RatingChange{change("g3", rapidA, 1600, at2), change("g3", rapidB, 1400, at2)}); err != nil {
		t.Fatal(err)
	}
	all, err := rs.PlayerRatings(ctx, "a")
	if err != nil || len(all) != 2 || all[0].Speed != "blitz" || all[0].Rating != 1700 || all[0].Games != 2 || all[1].Speed != "rapid" {
		t.Errorf("a's ratings: %+v, %v; want blitz 1700 after 2 games, then rapid", all, err)
	}
	history, err := rs.RatingHistory(ctx, "a", "standard", "blitz", 0)
	if err != nil || len(history) != 2 || history[0].GameID != "g1" || history[1].GameID != "g2" ||
		history[1].Before.Rating != ca.After.Rating || history[1].After.Rating != 1700 || !history[1].At.Equal(at2) {
		t.Errorf("a's blitz history: %+v, %v; want g1 then g2 with their ratings", history, err)
	}
	if last, _ := rs.RatingHistory(ctx, "a", "standard", "blitz", 1); len(last) != 1 || last[0].GameID != "g2" {
		t.Errorf("the last change: %+v, want g2", last)
	}
	byGame, err := rs.GameRatingChanges(ctx, "g2")
	if err != nil || len(byGame) != 2 || byGame[0].Before.AccountID != "a" || byGame[0].After.Rating != 1700 || byGame[1].After.Rating != 1300 || byGame[1].Before.Rating != cb.After.Rating {
		t.Errorf("g2's changes: %+v, %v; want a's and b's", byGame, err)
	}
	if none, err := rs.GameRatingChanges(ctx, "casual"); err != nil || len(none) != 0 {
		t.Errorf("an unrated game's changes: %+v, %v; want none", none, err)
	}
	bad := change("g4", ca2.After, 1, at2)
	bad.After.Games = 7
	if err := rs.RateGame(ctx, []store.RatingChange{bad}); err == nil {
		t.Error("a change of more than one game was stored")
	}
}

// testRatingConflicts: a game rated from a rating that changed meanwhile
// writes nothing (ErrConflict), and of many servers rating one game at
// once, one does.
func testRatingConflicts(t *testing.T, s store.Store) {
	ctx := context.Background()
	twoPlayers(t, s)
	rs := ratingsOf(t, s)
	first := []store.RatingChange{change("g1", newRating("a"), 1600, when), change("g1", newRating("b"), 1400, when)}
	if err := rs.RateGame(ctx, first); err != nil {
		t.Fatal(err)
	}
	// g2 computed from the ratings before g1: a conflict, and b unchanged.
	stale := []store.RatingChange{change("g2", first[0].After, 1650, when), change("g2", newRating("b"), 1350, when)}
	if err := rs.RateGame(ctx, stale); !errors.Is(err, store.ErrConflict) {
		t.Errorf("rating from a stale rating: %v, want ErrConflict", err)
	}
	if got, _ := rs.Rating(ctx, "a", "standard", "blitz"); got.Rating != 1600 || got.Games != 1 {
		t.Errorf("a after the refused rating: %+v, want 1600 after 1 game (nothing written)", got)
	}
	if h, _ := rs.RatingHistory(ctx, "a", "standard", "blitz", 0); len(h) != 1 {
		t.Errorf("a's history after the refused rating: %d changes, want 1", len(h))
	}
	next := []store.RatingChange{change("g3", first[0].After, 1650, when), change("g3", first[1].After, 1350, when)}
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() { errs[i] = rs.RateGame(ctx, next) })
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrRated) && !errors.Is(err, store.ErrConflict):
			t.Errorf("rating g3 at once: %v, want nil, ErrRated or ErrConflict", err)
		}
	}
	if got, _ := rs.Rating(ctx, "a", "standard", "blitz"); ok != 1 || got.Games != 2 {
		t.Errorf("8 servers rating g3 at once: %d succeeded, a has %d games; want 1 and 2", ok, got.Games)
	}
}
