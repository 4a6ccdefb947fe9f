package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/kingme/kingme/store"
)

func puzzlesOf(t *testing.T, s store.Store) store.Puzzles {
	t.Helper()
	return implementation[store.Puzzles](t, s)
}

// somePuzzles are five puzzles: three standard ones rated 1200, 1500 and
// 1800 (the first two shots), and two Stack'Em ones.
func somePuzzles() []store.Puzzle {
	p := func(id, variant string, rating float64, themes ...string) store.Puzzle {
		return store.Puzzle{ID: id, Variant: variant, Themes: themes, Data: []byte(`{"id":"` + id + `","line":["9-14"]}` + "\x00\xff"),
			PuzzleRating: store.PuzzleRating{Rating: rating, Deviation: 500, Volatility: 0.09}}
	}
	return []store.Puzzle{
		p("s1200", "standard", 1200, "shot", "advantage"),
		p("s1500", "standard", 1500, "shot", "sacrifice", "advantage"),
		p("s1800", "standard", 1800, "breakthrough", "win"),
		p("k1", "stackem", 1500, "freeing"),
		p("k2", "stackem", 1600, "advantage"),
	}
}

// puzzleIDs returns the puzzles' IDs.
func puzzleIDs(ps []store.Puzzle) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// testPuzzles checks that puzzles round-trip, are added once, and are
// found by game, theme and rating, leaving out those given or attempted.
func testPuzzles(t *testing.T, s store.Store) {
	ctx := context.Background()
	ps := puzzlesOf(t, s)
	all := somePuzzles()
	if n, err := ps.AddPuzzles(ctx, all); err != nil || n != 5 {
		t.Fatalf("AddPuzzles: got %d, %v; want 5 added", n, err)
	}
	changed := all[0]
	changed.Rating = 2000
	if n, err := ps.AddPuzzles(ctx, []store.Puzzle{changed, all[1]}); err != nil || n != 0 {
		t.Errorf("AddPuzzles again: got %d, %v; want 0 added", n, err)
	}
	got, err := ps.Puzzle(ctx, "s1200")
	if err != nil || !reflect.DeepEqual(*got, all[0]) {
		t.Errorf("Puzzle(s1200): got %+v, %v; want %+v (as first added)", got, err, all[0])
	}
	if _, err := ps.Puzzle(ctx, "nope\x00"); !errors.Is(err, store.ErrNoPuzzle) {
		t.Errorf("Puzzle(unknown): got %v, want ErrNoPuzzle", err)
	}
	for _, c := range []struct {
		q    store.PuzzleQuery
		want []string
	}{
		{store.PuzzleQuery{Variant: "standard", Near: 1500, Limit: 3}, []string{"s1500", "s1200", "s1800"}},
		{store.PuzzleQuery{Variant: "standard", Near: 1790}, []string{"s1800"}},
		{store.PuzzleQuery{Variant: "standard", Theme: "shot", Near: 2000, Limit: 5}, []string{"s1500", "s1200"}},
		{store.PuzzleQuery{Variant: "standard", Theme: "sho", Limit: 5}, nil},
		{store.PuzzleQuery{Variant: "standard", Near: 1500, Limit: 5, Exclude: []string{"s1500", "k1"}}, []string{"s1200", "s1800"}},
		{store.PuzzleQuery{Variant: "stackem", Near: 1600, Limit: 5}, []string{"k2", "k1"}},
		{store.PuzzleQuery{Variant: "coast-to-coast", Limit: 5}, nil},
	} {
		got, err := ps.FindPuzzles(ctx, c.q)
		if err != nil || !slices.Equal(puzzleIDs(got), c.want) {
			t.Errorf("FindPuzzles(%+v): got %v, %v; want %v", c.q, puzzleIDs(got), err, c.want)
		}
	}
	if got, err := ps.PuzzleIDs(ctx, "standard"); err != nil || !slices.Equal(got, []string{"s1200", "s1500", "s1800"}) {
		t.Errorf("PuzzleIDs(standard): got %v, %v; want s1200 s1500 s1800", got, err)
	}
	// A guest's attempt: counted, not rated, attempted by nobody.
	if err := ps.RecordAttempt(ctx, store.PuzzleAttempt{PuzzleID: "s1500", Solved: true, At: when}); err != nil {
		t.Fatal(err)
	}
	twoPlayers(t, s)
	if err := ps.RecordAttempt(ctx, rated("a", all[1], false, store.PlayerRating{})); err != nil {
		t.Fatal(err)
	}
	got, err = ps.Puzzle(ctx, "s1500")
	if err != nil || got.Plays != 2 || got.Wins != 1 || got.Rated != 1 || got.Rating != 1600 {
		t.Errorf("s1500 after a guest's win and a's loss: got %+v, %v; want 2 plays, 1 win, rated once at 1600", got, err)
	}
	if yes, err := ps.Attempted(ctx, "a", "s1500"); err != nil || !yes {
		t.Errorf("Attempted(a, s1500): got %v, %v; want true", yes, err)
	}
	if yes, err := ps.Attempted(ctx, "b", "s1500"); err != nil || yes {
		t.Errorf("Attempted(b, s1500): got %v, %v; want false", yes, err)
	}
	r, err := ps.PuzzleRating(ctx, "a", "standard")
	if err != nil || r.Rating != 1400 || r.Games != 1 || r.Speed != store.PuzzleSpeed || !r.Updated.Equal(when) {
		t.Errorf("a's puzzle rating: got %+v, %v; want 1400 after 1 attempt, updated %v", r, err, when)
	}
	if _, err := ps.PuzzleRating(ctx, "a", "stackem"); !errors.Is(err, store.ErrNoRating) {
		t.Errorf("a's Stack'Em puzzle rating: got %v, want ErrNoRating", err)
	}
	if got, err := ps.FindPuzzles(ctx, store.PuzzleQuery{Variant: "standard", Near: 1500, Limit: 5, Account: "a"}); err != nil || !slices.Equal(puzzleIDs(got), []string{"s1200", "s1800"}) {
		t.Errorf("FindPuzzles for a: got %v, %v; want s1200 s1800 (s1500 attempted)", puzzleIDs(got), err)
	}
	// a's second attempt at s1500 is not rated again.
	if err := ps.RecordAttempt(ctx, rated("a", *got, true, *r)); !errors.Is(err, store.ErrRated) {
		t.Errorf("a's second rated attempt: got %v, want ErrRated", err)
	}
	// a's next puzzle starts from a's rating.
	p18, _ := ps.Puzzle(ctx, "s1800")
	if err := ps.RecordAttempt(ctx, rated("a", *p18, true, *r)); err != nil {
		t.Fatal(err)
	}
	if r2, err := ps.PuzzleRating(ctx, "a", "standard"); err != nil || r2.Games != 2 || r2.Rating != r.Rating+100 {
		t.Errorf("a's puzzle rating after a win: got %+v, %v; want %v after 2", r2, err, r.Rating+100)
	}
}

// rated returns account's rated attempt at p, from the player's rating
// before (Games 0: none): a win moves the player up 100 and the puzzle
// down 100, a loss the other way.
func rated(account string, p store.Puzzle, solved bool, before store.PlayerRating) store.PuzzleAttempt {
	if before.Games == 0 {
		before = store.PlayerRating{AccountID: account, Game: p.Variant, Speed: store.PuzzleSpeed, Rating: 1500, Deviation: 500, Volatility: 0.09}
	}
	after := before
	pa := p.PuzzleRating
	pa.Rated++
	d := 100.0
	if !solved {
		d = -100
	}
	after.Rating += d
	after.Games++
	after.Updated = when
	pa.Rating -= d
	return store.PuzzleAttempt{PuzzleID: p.ID, AccountID: account, Solved: solved, At: when, Rated: true,
		Player: store.RatingChange{GameID: "puzzle:" + p.ID, Before: before, After: after, At: when}, PuzzleBefore: p.PuzzleRating, PuzzleAfter: pa}
}

// testPuzzleAttemptsRefused checks the attempts a store refuses: unknown
// puzzles, guests' rated attempts, changes of the wrong size, and a
// rating changed meanwhile; none writes anything.
func testPuzzleAttemptsRefused(t *testing.T, s store.Store) {
	ctx := context.Background()
	ps := puzzlesOf(t, s)
	all := somePuzzles()
	if _, err := ps.AddPuzzles(ctx, all); err != nil {
		t.Fatal(err)
	}
	twoPlayers(t, s)
	if err := ps.RecordAttempt(ctx, store.PuzzleAttempt{PuzzleID: "none", At: when}); !errors.Is(err, store.ErrNoPuzzle) {
		t.Errorf("an attempt at an unknown puzzle: got %v, want ErrNoPuzzle", err)
	}
	guest := rated("a", all[0], true, store.PlayerRating{})
	guest.AccountID = ""
	twice := rated("a", all[0], true, store.PlayerRating{})
	twice.PuzzleAfter.Rated = 3
	stale := rated("a", all[0], true, store.PlayerRating{})
	stale.PuzzleBefore.Rated, stale.PuzzleAfter.Rated = 4, 5
	staleMe := rated("b", all[0], true, store.PlayerRating{})
	staleMe.Player.Before.Games, staleMe.Player.After.Games = 3, 4
	for _, c := range []struct {
		name string
		a    store.PuzzleAttempt
		want error
	}{
		{"a guest's rated attempt", guest, nil},
		{"a puzzle change of two attempts", twice, nil},
		{"a stale puzzle rating", stale, store.ErrConflict},
		{"a stale player rating", staleMe, store.ErrConflict},
	} {
		err := ps.RecordAttempt(ctx, c.a)
		if err == nil || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want an error (%v)", c.name, err, c.want)
		}
	}
	got, err := ps.Puzzle(ctx, all[0].ID)
	if err != nil || got.Plays != 0 || got.Rated != 0 || got.Rating != all[0].Rating {
		t.Errorf("the puzzle after refused attempts: got %+v, %v; want it unchanged", got, err)
	}
	if yes, _ := ps.Attempted(ctx, "b", all[0].ID); yes {
		t.Errorf("b attempted %s after a refused attempt; want no attempt stored", all[0].ID)
	}
}

// testConcurrentAttempts rates many players' first attempts at one puzzle
// at once: each is rated from the puzzle's rating, so all but one of a
// round conflict, and the puzzle's rated count ends at the number of
// attempts that went through.
func testConcurrentAttempts(t *testing.T, s store.Store) {
	ctx := context.Background()
	ps := puzzlesOf(t, s)
	all := somePuzzles()
	if _, err := ps.AddPuzzles(ctx, all[:1]); err != nil {
		t.Fatal(err)
	}
	const n = 8
	as := accountsOf(t, s)
	for i := range n {
		id := fmt.Sprintf("p%d", i)
		if err := as.CreateAccount(ctx, newAccount(id, "Player"+id, "player"+id)); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			errs[i] = ps.RecordAttempt(ctx, rated(fmt.Sprintf("p%d", i), all[0], i%2 == 0, store.PlayerRating{}))
		})
	}
	wg.Wait()
	ok := 0
	for i, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrConflict):
			t.Errorf("attempt %d: got %v, want nil or ErrConflict", i, err)
		}
	}
	got, err := ps.Puzzle(ctx, all[0].ID)
	if err != nil || ok != 1 || got.Rated != 1 || got.Plays != 1 {
		t.Errorf("after %d attempts at once: %d went through, puzzle %+v, %v; want 1 through, rated and played once", n, ok, got, err)
	}
}
