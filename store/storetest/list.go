package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// listGames are the games testList stores, in an order unrelated to the
// one List returns.
func listGames() []*store.Record {
	game := func(id, variant string, outcome int, created time.Time, nMoves int) *store.Record {
		g := sampleGame(id, nMoves)
		g.Variant, g.Outcome, g.Created = variant, outcome, created
		if outcome != 0 {
			g.Reason = 1
		}
		return g
	}
	ballot := game("e", "standard", 0, at(3*time.Minute), 5) // ties with c: e first
	ballot.OpeningPlies = 3
	// Ann holds a seat in e (Black), b (Red) and d (Black); Bob in b.
	ballot.Seats[0].Account = "ann"
	b := game("b", "standard", 1, at(2*time.Minute), 2)
	b.Seats[0].Account, b.Seats[1].Account = "bob", "ann"
	d := game("d", "coast", 1, at(3*time.Minute), 4)
	d.Seats[0].Account = "ann"
	return []*store.Record{
		game("c", "stackem", 0, at(3*time.Minute).In(time.FixedZone("UTC+5", 5*3600)), 3),
		game("a", "standard", 0, at(time.Minute), 1),
		game("f", "flyingkings", 2, at(0), 6),
		ballot,
		b,
		game("g", "standard", 3, at(5*time.Minute), 7),
		d,
		game("h", "standard", 0, at(3*time.Minute-time.Millisecond), 0),
	}
}

// testList checks which games List returns and in what order, and that
// each is the game's header.
func testList(t *testing.T, s store.Store) {
	stored := map[string]*store.Record{}
	for _, g := range listGames() {
		create(t, s, clone(g))
		stored[g.ID] = g
	}
	tests := []struct {
		name  string
		query store.Query
		want  []string
	}{
		{"unfinished", store.Query{}, []string{"e", "c", "h", "a"}},
		{"finished", store.Query{Finished: true}, []string{"g", "d", "b", "f"}},
		{"unfinished standard", store.Query{Variant: "standard"}, []string{"e", "h", "a"}},
		{"finished standard", store.Query{Finished: true, Variant: "standard"}, []string{"g", "b"}},
		{"finished coast", store.Query{Finished: true, Variant: "coast"}, []string{"d"}},
		{"finished stackem", store.Query{Finished: true, Variant: "stackem"}, nil},
		{"unknown variant", store.Query{Variant: "chess"}, nil},
		{"limit", store.Query{Limit: 2}, []string{"e", "c"}},
		{"limit above count", store.Query{Finished: true, Limit: 10}, []string{"g", "d", "b", "f"}},
		{"offset", store.Query{Offset: 1}, []string{"c", "h", "a"}},
		{"limit and offset", store.Query{Finished: true, Limit: 2, Offset: 1}, []string{"d", "b"}},
		{"last page", store.Query{Finished: true, Limit: 3, Offset: 3}, []string{"f"}},
		{"offset at the end", store.Query{Finished: true, Offset: 4}, nil},
		{"offset past the end", store.Query{Offset: 9, Limit: 1}, nil},
		{"variant, limit and offset", store.Query{Variant: "standard", Limit: 1, Offset: 1}, []string{"h"}},
		// Every game was last saved at one minute: at two, h (no move) and a
		// (one) are left out; at one, none is.
		{"active since two minutes", store.Query{ActiveSince: at(2 * time.Minute)}, []string{"e", "c"}},
		{"active since one minute", store.Query{ActiveSince: at(time.Minute)}, []string{"e", "c", "h", "a"}},
		{"an account's finished games", store.Query{Finished: true, Account: "ann"}, []string{"d", "b"}},
		{"an account's games being played", store.Query{Account: "ann"}, []string{"e"}},
		{"another account's", store.Query{Finished: true, Account: "bob"}, []string{"b"}},
		{"an account in no game", store.Query{Finished: true, Account: "cleo"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := s.List(context.Background(), tt.query)
			if err != nil {
				t.Fatalf("List(%+v): got error %v, want nil", tt.query, err)
			}
			if got := ids(games); !slices.Equal(got, tt.want) {
				t.Errorf("List(%+v): got %q, want %q", tt.query, got, tt.want)
			}
			for _, g := range games {
				want, ok := stored[g.ID]
				if !ok {
					continue // reported above
				}
				for _, d := range diffGame(g, want, false) {
					t.Errorf("List(%+v), game %q: %s", tt.query, g.ID, d)
				}
			}
		})
	}
}

// testListCounts checks that List's MoveCount follows moves added and
// taken back, and that a game moves between the unfinished and finished
// lists when its outcome is saved.
func testListCounts(t *testing.T, s store.Store) {
	g := sampleGame("counted", 4)
	create(t, s, clone(g))
	steps := []struct {
		name     string
		moves    int
		outcome  int
		finished bool
	}{
		{"created", 4, 0, false},
		{"moves added", 9, 0, false},
		{"moves taken back", 7, 0, false},
		{"all taken back", 0, 0, false},
		{"finished", 3, 1, true},
	}
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			g.Moves = moves(0, step.moves, "")
			g.Outcome = step.outcome
			save(t, s, g)
			for _, finished := range []bool{false, true} {
				q := store.Query{Finished: finished}
				games, err := s.List(context.Background(), q)
				if err != nil {
					t.Fatalf("List(%+v): got error %v, want nil", q, err)
				}
				if finished != step.finished {
					if len(games) != 0 {
						t.Errorf("List(%+v): got %q, want none", q, ids(games))
					}
					continue
				}
				if len(games) != 1 {
					t.Fatalf("List(%+v): got %q, want [%q]", q, ids(games), g.ID)
				}
				for _, d := range diffGame(games[0], g, false) {
					t.Errorf("List(%+v): %s", q, d)
				}
			}
		})
	}
}
