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

// appendMove appends g's last move to the stored game with AppendMove, on
// a copy of g, or fails the test; it checks that the copy moved to the
// next revision, which g then takes too.
func appendMove(t *testing.T, s store.Store, g *store.Record) {
	t.Helper()
	c := clone(g)
	if err := s.AppendMove(context.Background(), c); err != nil {
		t.Fatalf("AppendMove(%q) of move %d at revision %d: got error %v, want nil", g.ID, len(g.Moves), g.Revision, err)
	}
	if c.Revision != g.Revision+1 {
		t.Fatalf("AppendMove(%q) from revision %d: got revision %d, want %d", g.ID, g.Revision, c.Revision, g.Revision+1)
	}
	g.Revision = c.Revision
}

// appendSteps are changes of a game played one move each, in order: the
// move, and what else a move changes in the header (or nothing).
var appendSteps = []struct {
	name   string
	change func(g *store.Record)
}{
	{"a move", func(g *store.Record) {}},
	{"a move and the clocks", func(g *store.Record) { g.Clock = [2]time.Duration{time.Minute + 1, 2*time.Minute + 3} }},
	{"a move ends a declined offer's news", func(g *store.Record) { g.DrawOffer = 0 }},
	{"a move ends a take-back's news", func(g *store.Record) { g.Takeback = "" }},
	{"a move with player text", func(g *store.Record) { g.Moves[len(g.Moves)-1].Text = "Zoë\x00 <b>'; --" }},
	{"a move without time or clock", func(g *store.Record) { g.Moves[len(g.Moves)-1] = store.Move{Text: "9-14"} }},
	{"a move and a draw offer's news", func(g *store.Record) { g.DrawOffer = -1 }},
	{"a move that ends the game", func(g *store.Record) { g.Outcome, g.Reason, g.DrawOffer = 1, 2, 0 }},
}

// testAppendMoves plays appendSteps on a game with AppendMove and on its
// twin (another ID, the same moves and header) with Save: after each step
// both read back alike, moves, header and revision, and as the game.
func testAppendMoves(t *testing.T, s store.Store) {
	for _, created := range []int{0, 5} {
		t.Run(fmt.Sprintf("from %d moves", created), func(t *testing.T) {
			g := sampleGame(fmt.Sprintf("append-%d", created), created)
			g.OpeningPlies = min(created, 3)
			twin := clone(g)
			twin.ID += "-saved"
			create(t, s, clone(g))
			create(t, s, clone(twin))
			for i, st := range appendSteps {
				g.Moves = append(g.Moves, move(len(g.Moves), "a"))
				g.Updated = g.Updated.Add(time.Second)
				st.change(g)
				appendMove(t, s, g)
				id, revision := twin.ID, twin.Revision
				twin = clone(g)
				twin.ID, twin.Revision = id, revision
				save(t, s, twin)

				got, saved := load(t, s, g.ID), load(t, s, twin.ID)
				saved.ID = g.ID
				for _, d := range diffGame(got, saved, true) {
					t.Errorf("step %d (%s), appended against saved: %s", i+1, st.name, d)
				}
				for _, d := range diffGame(got, g, true) {
					t.Errorf("step %d (%s), appended against the game: %s", i+1, st.name, d)
				}
			}
		})
	}
}

// testAppendConflict appends moves that do not follow the stored game:
// over a stale revision, twice over one revision, and with a move count
// that is not the stored one plus one. Each is refused with ErrConflict,
// leaves the caller's revision alone and writes nothing.
func testAppendConflict(t *testing.T, s store.Store) {
	ctx := context.Background()
	tests := []struct {
		name string
		// play changes the stored game (from 4 moves) and returns the
		// append that must be refused.
		play func(t *testing.T, stored *store.Record) *store.Record
	}{
		{"stale revision", func(t *testing.T, stored *store.Record) *store.Record {
			stale := clone(stored)
			stored.Moves = append(stored.Moves, move(4, "saved"))
			save(t, s, stored)
			stale.Moves = append(stale.Moves, move(4, "stale"))
			return stale
		}},
		{"stale revision, same move count", func(t *testing.T, stored *store.Record) *store.Record {
			stale := clone(stored)
			stored.Seats[1].Name = "renamed"
			save(t, s, stored)
			stale.Moves = append(stale.Moves, move(4, "stale"))
			return stale
		}},
		{"the same append twice", func(t *testing.T, stored *store.Record) *store.Record {
			stored.Moves = append(stored.Moves, move(4, ""))
			again := clone(stored)
			appendMove(t, s, stored)
			return again
		}},
		{"two moves more than stored", func(t *testing.T, stored *store.Record) *store.Record {
			c := clone(stored)
			c.Moves = append(c.Moves, move(4, ""), move(5, ""))
			return c
		}},
		{"as many moves as stored", func(t *testing.T, stored *store.Record) *store.Record {
			c := clone(stored)
			c.Moves[3] = move(3, "replaced")
			return c
		}},
		{"fewer moves than stored", func(t *testing.T, stored *store.Record) *store.Record {
			c := clone(stored)
			c.Moves = c.Moves[:2]
			return c
		}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stored := sampleGame(fmt.Sprintf("append-conflict-%d", i), 4)
			create(t, s, clone(stored))
			refused := tt.play(t, stored)
			revision := refused.Revision
			err := s.AppendMove(ctx, refused)
			if !errors.Is(err, store.ErrConflict) {
				t.Errorf("AppendMove: got error %v, want one wrapping store.ErrConflict", err)
			}
			if refused.Revision != revision {
				t.Errorf("AppendMove refused: got revision %d, want %d (unchanged)", refused.Revision, revision)
			}
			checkLoad(t, s, stored)
		})
	}
}

// testAppendUnknown checks that AppendMove creates no game, and that a
// game without moves has no move to append.
func testAppendUnknown(t *testing.T, s store.Store) {
	ctx := context.Background()
	known := sampleGame("append-known", 0)
	create(t, s, clone(known))
	for _, id := range []string{"append-absent", "", "APPEND-KNOWN"} {
		g := sampleGame(id, 1)
		if err := s.AppendMove(ctx, g); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("AppendMove(%q) of a game never created: got error %v, want one wrapping store.ErrNotFound", id, err)
		}
		if _, err := s.Load(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Load(%q) after AppendMove of a game never created: got error %v, want one wrapping store.ErrNotFound", id, err)
		}
	}
	if games, err := s.List(ctx, store.Query{}); err != nil || len(games) != 1 {
		t.Errorf("List after AppendMove of games never created: got %v (error %v), want 1 game", ids(games), err)
	}

	none := clone(known)
	none.Seats[0].Name = "not written"
	if err := s.AppendMove(ctx, none); err == nil || errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) {
		t.Errorf("AppendMove of a game without moves: got error %v, want one saying there is no move", err)
	}
	if none.Revision != 0 {
		t.Errorf("AppendMove of a game without moves: got revision %d, want 0 (unchanged)", none.Revision)
	}
	checkLoad(t, s, known)
}

// testAppendAndSave interleaves AppendMove and Save on one game: saves
// that add, take back, replace moves or change the header alone, each
// followed by an append; after each the game reads back as it was left.
func testAppendAndSave(t *testing.T, s store.Store) {
	g := sampleGame("append-and-save", 4)
	create(t, s, clone(g))
	steps := []struct {
		name   string
		save   bool
		change func()
	}{
		{"append", false, func() { g.Moves = append(g.Moves, move(4, "")) }},
		{"save one more", true, func() { g.Moves = append(g.Moves, move(5, "")) }},
		{"append after a save", false, func() { g.Moves = append(g.Moves, move(6, "")) }},
		{"save two taken back", true, func() { g.Moves = g.Moves[:5] }},
		{"append another move at the ply taken back", false, func() { g.Moves = append(g.Moves, move(5, "x")) }},
		{"save the header alone", true, func() { g.Takeback, g.DrawOffer = "red asked 9-14", 1 }},
		{"append after the header", false, func() { g.Moves = append(g.Moves, move(6, "x")) }},
		{"save another last move", true, func() { g.Moves[len(g.Moves)-1] = move(6, "y") }},
		{"append after the replaced move", false, func() { g.Moves = append(g.Moves, move(7, "y")) }},
		{"save all taken back", true, func() { g.Moves = nil }},
		{"append the first move", false, func() { g.Moves = append(g.Moves, move(0, "z")) }},
		{"save two more", true, func() { g.Moves = append(g.Moves, move(1, "z"), move(2, "z")) }},
	}
	for i, st := range steps {
		st.change()
		g.Updated = g.Updated.Add(time.Second)
		if st.save {
			save(t, s, g)
		} else {
			appendMove(t, s, g)
		}
		got := load(t, s, g.ID)
		for _, d := range diffGame(got, g, true) {
			t.Errorf("step %d (%s): %s", i+1, st.name, d)
		}
	}
}

// testConcurrentAppend has many goroutines store a move each over the same
// revision of one game at once, with AppendMove alone or mixed with Save:
// exactly one succeeds, the others get ErrConflict, and the stored game
// is the winner's.
func testConcurrentAppend(t *testing.T, s store.Store) {
	const writers = 8
	for i, mixed := range []bool{false, true} {
		t.Run(fmt.Sprintf("with saves %v", mixed), func(t *testing.T) {
			ctx := context.Background()
			g := sampleGame(fmt.Sprintf("append-race-%d", i), 2)
			create(t, s, clone(g))
			results := make([]error, writers)
			copies := make([]*store.Record, writers)
			var wg sync.WaitGroup
			for w := range writers {
				c := clone(g)
				c.Moves = append(c.Moves, move(2, fmt.Sprint(w)))
				copies[w] = c
				wg.Go(func() {
					if mixed && w%2 == 1 {
						results[w] = s.Save(ctx, c)
					} else {
						results[w] = s.AppendMove(ctx, c)
					}
				})
			}
			wg.Wait()
			var winners []*store.Record
			for w, err := range results {
				switch {
				case err == nil:
					winners = append(winners, copies[w])
				case !errors.Is(err, store.ErrConflict):
					t.Errorf("writer %d: got error %v, want nil or one wrapping store.ErrConflict", w, err)
				}
			}
			if len(winners) != 1 {
				t.Fatalf("got %d moves stored over revision 0, want exactly 1", len(winners))
			}
			checkLoad(t, s, winners[0])
		})
	}
}
