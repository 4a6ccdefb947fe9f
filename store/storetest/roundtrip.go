package storetest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// testRoundTrip creates games of every shape and loads them back.
func testRoundTrip(t *testing.T, s store.Store) {
	tests := []struct {
		name string
		game func() *store.Record
	}{
		{"every field", func() *store.Record { return sampleGame("every-field", 12) }},
		{"no moves", func() *store.Record { return sampleGame("no-moves", 0) }},
		{"one move", func() *store.Record { return sampleGame("one-move", 1) }},
		{"zero header", func() *store.Record { return &store.Record{ID: "zero", Variant: "standard"} }},
		{"finished friend game", func() *store.Record {
			g := sampleGame("finished", 30)
			g.Variant, g.Mode, g.Level = "flyingkings", "friend", ""
			g.Seats[1] = store.Seat{Player: "human", Name: "Bob", TokenHash: strings.Repeat("cd", 32)}
			g.Outcome, g.Reason, g.DrawOffer, g.Rematch = 3, 5, 0, "next-game"
			return g
		}},
		{"two people at one screen", func() *store.Record {
			g := sampleGame("local", 4)
			g.Mode, g.Level = "local", ""
			g.Seats[1] = g.Seats[0]
			return g
		}},
		{"free seat", func() *store.Record {
			g := sampleGame("free-seat", 0)
			g.Mode, g.Level = "friend", ""
			g.Seats[1] = store.Seat{}
			return g
		}},
		{"no clock", func() *store.Record {
			g := sampleGame("no-clock", 3)
			g.Initial, g.Increment, g.Clock = 0, 0, [2]time.Duration{}
			for i := range g.Moves {
				g.Moves[i].Clock = 0
			}
			return g
		}},
		{"times in other zones", func() *store.Record {
			g := sampleGame("zones", 2)
			g.Created = g.Created.In(time.UTC)
			g.Updated = g.Updated.In(time.FixedZone("UTC-7", -7*3600))
			g.Moves[1].At = g.Moves[1].At.In(time.FixedZone("UTC+5:30", 5*3600+1800))
			return g
		}},
		{"wall clock times", func() *store.Record {
			// time.Now carries a monotonic reading, which a store drops.
			g := sampleGame("now", 2)
			now := time.Now().Truncate(time.Millisecond)
			g.Created, g.Updated, g.Moves[1].At = now, now, now
			return g
		}},
		{"ballot opening", func() *store.Record {
			g := sampleGame("ballot", 5)
			g.OpeningPlies = 3
			return g
		}},
		{"ballot opening, no move since", func() *store.Record {
			g := sampleGame("ballot-only", 3)
			g.OpeningPlies = 3
			return g
		}},
		{"long game", func() *store.Record { return sampleGame("long", 400) }},
		{"correspondence", func() *store.Record {
			g := sampleGame("correspondence", 4)
			g.Initial, g.Increment, g.Clock, g.DaysPerMove = 0, 0, [2]time.Duration{}, 3
			return g
		}},
		{"seats held by accounts", func() *store.Record {
			g := sampleGame("accounts", 2)
			g.Seats[0].Account, g.Seats[1].Account = "acc-black", "acc-red"
			g.Rated = true
			return g
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.game()
			create(t, s, clone(g))
			checkLoad(t, s, g)
		})
	}
}

// playerTexts are strings a player or a page may send; the store keeps
// them byte for byte.
var playerTexts = []struct{ name, text string }{
	{"empty", ""},
	{"quotes", `"double" 'single' ` + "`back`"},
	{"html", `<script>alert("x")</script>&amp;`},
	{"sql", `Robert'); DROP TABLE games; --`},
	{"sql wildcards", `100% _sure_ \ backslash`},
	{"unicode", "Zoë 王 Ελένη 🎲♛ \u200d\u202e"},
	{"control", "tab\tnew\nline\rreturn"},
	{"nul", "a\x00b"},
	{"long", strings.Repeat("0123456789", 1000)},
}

// testPlayerText round-trips each of playerTexts in every text field a
// player or position can set.
func testPlayerText(t *testing.T, s store.Store) {
	for i, tt := range playerTexts {
		t.Run(tt.name, func(t *testing.T) {
			g := sampleGame("text-"+string(rune('a'+i)), 3)
			g.Start = tt.text
			g.Level = tt.text
			g.Seats[0].Name = tt.text
			g.Seats[1].Name = tt.text + tt.text
			g.Rematch = tt.text
			g.Moves[1].Text = tt.text
			create(t, s, clone(g))
			checkLoad(t, s, g)

			g.Seats[1].Name = tt.text
			g.Moves = append(g.Moves, store.Move{Text: tt.text, Clock: time.Second, At: at(time.Hour)})
			save(t, s, g)
			checkLoad(t, s, g)
		})
	}
}

// testLoadReturnsCopy checks that the store keeps no reference to the
// games it is given or returns.
func testLoadReturnsCopy(t *testing.T, s store.Store) {
	want := sampleGame("copy", 3)
	given := clone(want)
	create(t, s, given)
	given.Seats[0].Name = "changed after Create"
	given.Moves[0].Text = "changed after Create"
	checkLoad(t, s, want)

	got := load(t, s, want.ID)
	got.Seats[0].Name = "changed after Load"
	got.Moves[0].Text = "changed after Load"
	got.Moves = append(got.Moves, move(9, "x"))
	checkLoad(t, s, want)
}

// testLoadUnknown loads IDs that were never stored.
func testLoadUnknown(t *testing.T, s store.Store) {
	create(t, s, sampleGame("present", 1))
	for _, id := range []string{"absent", "", "PRESENT", "present ", "presen"} {
		t.Run(id, func(t *testing.T) {
			g, err := s.Load(context.Background(), id)
			if !errors.Is(err, store.ErrNotFound) {
				t.Errorf("Load(%q): got error %v, want one wrapping %v", id, err, store.ErrNotFound)
			}
			if g != nil {
				t.Errorf("Load(%q): got game %+v, want nil", id, g)
			}
		})
	}
}

// testCreateTwice checks that a second Create of an ID fails with
// ErrExists and leaves the first game as it was.
func testCreateTwice(t *testing.T, s store.Store) {
	first := sampleGame("twice", 2)
	create(t, s, clone(first))
	second := sampleGame("twice", 5)
	second.Seats[0].Name = "Impostor"
	err := s.Create(context.Background(), second)
	if !errors.Is(err, store.ErrExists) {
		t.Errorf("second Create(%q): got error %v, want one wrapping %v", second.ID, err, store.ErrExists)
	}
	checkLoad(t, s, first)
}

// testCreateCancelled checks that a Create with a cancelled context fails
// and stores nothing.
func testCreateCancelled(t *testing.T, s store.Store) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := sampleGame("cancelled", 2)
	if err := s.Create(ctx, g); err == nil {
		t.Errorf("Create(%q) with a cancelled context: got nil error, want one", g.ID)
	}
	if _, err := s.Load(context.Background(), g.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load(%q) after a cancelled Create: got error %v, want one wrapping %v", g.ID, err, store.ErrNotFound)
	}
}

// testSaveUnknown checks that Save does not create games.
func testSaveUnknown(t *testing.T, s store.Store) {
	create(t, s, sampleGame("known", 1))
	g := sampleGame("unknown", 3)
	if err := s.Save(context.Background(), g); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Save(%q) of a game never created: got error %v, want one wrapping %v", g.ID, err, store.ErrNotFound)
	}
	if _, err := s.Load(context.Background(), g.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load(%q) after Save of a game never created: got error %v, want one wrapping %v", g.ID, err, store.ErrNotFound)
	}
	if games, err := s.List(context.Background(), store.Query{}); err != nil || len(games) != 1 {
		t.Errorf("List after Save of a game never created: got %v games (error %v), want 1 game", ids(games), err)
	}
}
