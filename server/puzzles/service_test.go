package puzzles

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

func TestQuery(t *testing.T) {
	f := newFixture(t)
	hundred := strings.TrimSuffix(strings.Repeat("x,", MaxExclude), ",")
	type want struct {
		q    store.PuzzleQuery
		kind refuse.Kind
		msg  string // "" when accepted
	}
	tests := []struct {
		name, variant, theme, exclude string
		want                          want
	}{
		{"no game", "", "", "", want{kind: refuse.Invalid, msg: "variant: give the game, one of " + strings.Join(games.Keys(), ", ")}},
		{"unknown game", "chess", "", "", want{kind: refuse.Invalid, msg: "chess"}},
		{"unknown theme", "standard", "fork", "", want{kind: refuse.Invalid, msg: fmt.Sprintf("theme %q: want one of %s", "fork", strings.Join(puzzle.ThemeNames(), ", "))}},
		{"unknown theme before too many left out", "standard", "fork", hundred + ",y", want{kind: refuse.Invalid, msg: `theme "fork"`}},
		{"too many left out", "standard", "", hundred + ",y", want{kind: refuse.Invalid, msg: "exclude: 101 puzzles; at most 100"}},
		{"as many left out as may be", "standard", "", hundred, want{q: store.PuzzleQuery{Variant: "standard", Near: rating.Initial, Exclude: strings.Split(hundred, ",")}}},
		{"a theme", "standard", puzzle.ThemeNames()[0], "a,b", want{q: store.PuzzleQuery{Variant: "standard", Theme: puzzle.ThemeNames()[0], Near: rating.Initial, Exclude: []string{"a", "b"}}}},
	}
	for _, g := range games.All() {
		tests = append(tests, struct {
			name, variant, theme, exclude string
			want                          want
		}{"game " + g.Key(), g.Key(), "", "", want{q: store.PuzzleQuery{Variant: g.Key(), Near: rating.Initial}}})
	}
	for _, tt := range tests {
		q, err := f.Query(tt.variant, tt.theme, tt.exclude)
		if tt.want.msg == "" {
			if err != nil || fmt.Sprint(q) != fmt.Sprint(tt.want.q) {
				t.Errorf("%s: got %+v, %v; want %+v", tt.name, q, err, tt.want.q)
			}
			continue
		}
		kind, msg := refusal(t, err)
		if kind != tt.want.kind || !strings.Contains(msg, tt.want.msg) {
			t.Errorf("%s: got %v %q, want %v containing %q", tt.name, kind, msg, tt.want.kind, tt.want.msg)
		}
	}
}

// TestNext offers every game's puzzles: each once to an account, in
// order of nearness to its rating, then again once all were attempted;
// to a guest, none of those left out.
func TestNext(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	ann := f.account(t, "ann")
	set := builtin(t)
	for _, g := range games.All() {
		q, err := f.Query(g.Key(), "", "")
		if err != nil {
			t.Fatal(err)
		}
		want := len(set[g.Key()])
		if want == 0 {
			_, err := f.Next(ctx, q, ann)
			kind, msg := refusal(t, err)
			if wantMsg := "no " + g.Name() + " puzzle left to offer"; kind != refuse.NotFound || msg != wantMsg {
				t.Errorf("%s: got %v %q, want %v %q", g.Key(), kind, msg, refuse.NotFound, wantMsg)
			}
			continue
		}
		seen := map[string]bool{}
		for range want {
			st, err := f.Next(ctx, q, ann)
			if err != nil {
				t.Fatalf("%s: %v", g.Key(), err)
			}
			if seen[st.ID] || st.Variant != g.Key() || st.Name != g.Name() {
				t.Fatalf("%s: got puzzle %s of %s (seen %v), want a new %s puzzle", g.Key(), st.ID, st.Variant, seen[st.ID], g.Key())
			}
			seen[st.ID] = true
			row, p, err := f.Load(ctx, st.ID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Attempt(ctx, row, p, []string{wrongFirst(t, p)}, ann); err != nil {
				t.Fatalf("%s: attempt at %s: %v", g.Key(), st.ID, err)
			}
		}
		// All attempted: offered again.
		if st, err := f.Next(ctx, q, ann); err != nil || !seen[st.ID] {
			t.Errorf("%s, all attempted: got %s, %v; want one again", g.Key(), st.ID, err)
		}
		// A guest leaving all out: none.
		var ids []string
		for id := range seen {
			ids = append(ids, id)
		}
		q, err = f.Query(g.Key(), "", strings.Join(ids, ","))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Next(ctx, q, nil)
		if kind, msg := refusal(t, err); kind != refuse.NotFound || msg != "no "+g.Name()+" puzzle left to offer" {
			t.Errorf("%s, all left out: got %v %q, want NotFound", g.Key(), kind, msg)
		}
	}
}

// TestNextNearest offers a guest the puzzle nearest the new player's
// rating.
func TestNextNearest(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	for _, g := range withPuzzles(t) {
		q, err := f.Query(g.Key(), "", "")
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.Next(ctx, q, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range builtin(t)[g.Key()] {
			if d, got := abs(p.Rating-rating.Initial), abs(st.Rating-rating.Initial); d < got {
				t.Errorf("%s: got puzzle %s rated %g, want one as near %g as %s rated %g", g.Key(), st.ID, st.Rating, rating.Initial, p.ID, p.Rating)
			}
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

func TestDaily(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	set := builtin(t)
	for _, g := range games.All() {
		f.now = t0
		id, day, err := f.Daily(ctx, g.Key())
		if len(set[g.Key()]) == 0 {
			kind, msg := refusal(t, err)
			if want := "no " + g.Name() + " puzzles on this server"; kind != refuse.NotFound || msg != want {
				t.Errorf("%s: got %v %q, want %v %q", g.Key(), kind, msg, refuse.NotFound, want)
			}
			continue
		}
		if err != nil || day != "2026-11-27" {
			t.Fatalf("%s: got %s %q, %v; want the puzzle of 2026-11-27", g.Key(), id, day, err)
		}
		f.now = t0.Add(13*time.Hour + 59*time.Minute) // 23:59 the same UTC day
		if again, day2, _ := f.Daily(ctx, g.Key()); again != id || day2 != day {
			t.Errorf("%s: later the same day got %s %s, want %s %s", g.Key(), again, day2, id, day)
		}
		days := map[string]bool{}
		for d := range 30 {
			f.now = t0.AddDate(0, 0, d)
			id, _, err := f.Daily(ctx, g.Key())
			if err != nil {
				t.Fatal(err)
			}
			days[id] = true
		}
		if len(days) < 2 {
			t.Errorf("%s: one puzzle for 30 days among %d, want several", g.Key(), len(set[g.Key()]))
		}
		st, err := f.Get(ctx, id, day, nil)
		if err != nil || st.Day != day || st.ID != id {
			t.Errorf("%s: Get(%s, %s) = %s day %q, %v", g.Key(), id, day, st.ID, st.Day, err)
		}
	}
	if got := dailyIndex("standard", "2026-11-27", 1); got != 0 {
		t.Errorf("dailyIndex of 1 = %d, want 0", got)
	}
}

func TestGetAndLoad(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	_, err := f.Get(ctx, "nope", "", nil)
	if kind, msg := refusal(t, err); kind != refuse.NotFound || msg != `no puzzle "nope"` {
		t.Errorf("Get(nope): got %v %q, want NotFound %q", kind, msg, `no puzzle "nope"`)
	}
	for _, g := range withPuzzles(t) {
		p := builtin(t)[g.Key()][0]
		st, err := f.Get(ctx, p.ID, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		_, game, _ := p.Start()
		if st.Position.Text != p.Position || len(st.Legal) != len(game.Position().Legal()) || st.Moves != p.SolverMoves() ||
			st.Solver != colorName(game.Turn()) || st.Bottom != colorName(g.Bottom) || st.Player != nil || st.Day != "" {
			t.Errorf("%s: got %+v; want puzzle %s's position, its %d legal moves, %d to find, no player", g.Key(), st, p.ID, len(game.Position().Legal()), p.SolverMoves())
		}
	}
}

func TestNotKept(t *testing.T) {
	ctx := context.Background()
	f := New(noPuzzles{}, time.Now)
	const want = "this server's store keeps no puzzles"
	_, errStore := f.Store()
	_, errList := f.List(ctx, nil)
	_, errQuery := f.Query("standard", "", "")
	_, errNext := f.Next(ctx, store.PuzzleQuery{Variant: "standard"}, nil)
	_, _, errDaily := f.Daily(ctx, "")
	_, errGet := f.Get(ctx, "x", "", nil)
	_, errAttempt := f.Attempt(ctx, &store.Puzzle{}, puzzle.Puzzle{}, nil, nil)
	for name, err := range map[string]error{"Store": errStore, "List": errList, "Query": errQuery, "Next": errNext, "Daily": errDaily, "Get": errGet, "Attempt": errAttempt} {
		if kind, msg := refusal(t, err); kind != refuse.NotKept || msg != want {
			t.Errorf("%s: got %v %q, want NotKept %q", name, kind, msg, want)
		}
	}
	if err := f.AddBuiltin(ctx); err != nil {
		t.Errorf("AddBuiltin: got %v, want nil (nothing to do)", err)
	}
	if _, err := Add(ctx, noPuzzles{}, nil); err == nil || err.Error() != "this store keeps no puzzles" {
		t.Errorf("Add: got %v, want %q", err, "this store keeps no puzzles")
	}
}

func TestList(t *testing.T) {
	f := newFixture(t)
	list, err := f.List(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []ListEntry
	for _, g := range withPuzzles(t) {
		want = append(want, ListEntry{Variant: g.Key(), Name: g.Name(), Puzzles: len(builtin(t)[g.Key()])})
	}
	if fmt.Sprint(list.Games) != fmt.Sprint(want) {
		t.Errorf("got games %+v, want %+v", list.Games, want)
	}
	if fmt.Sprint(list.Themes) != fmt.Sprint(puzzle.Themes()) {
		t.Errorf("got themes %v, want %v", list.Themes, puzzle.Themes())
	}
}

// TestNextNearAccount offers an account, once its puzzle rating has
// moved, the puzzle not attempted nearest that rating.
func TestNextNearAccount(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	ann := f.account(t, "ann")
	checked := 0
	for _, g := range withPuzzles(t) {
		set := builtin(t)[g.Key()]
		if len(set) < 3 {
			continue
		}
		// Ann fails the puzzle rated highest: her rating falls.
		top := set[0]
		for _, p := range set {
			if p.Rating > top.Rating {
				top = p
			}
		}
		row, p, err := f.Load(ctx, top.ID)
		if err != nil {
			t.Fatal(err)
		}
		res, err := f.Attempt(ctx, row, p, []string{wrongFirst(t, p)}, ann)
		if err != nil || !res.Rated {
			t.Fatalf("%s: failing %s: %+v, %v", g.Key(), top.ID, res, err)
		}
		mine := res.Player.After
		q, _ := f.Query(g.Key(), "", "")
		st, err := f.Next(ctx, q, ann)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range set {
			if p.ID != top.ID && abs(p.Rating-mine) < abs(st.Rating-mine) {
				t.Errorf("%s: Ann rated %g got %s rated %g, want one as near as %s rated %g", g.Key(), mine, st.ID, st.Rating, p.ID, p.Rating)
			}
		}
		if st.ID == top.ID || st.Player == nil || st.Player.Rating != mine {
			t.Errorf("%s: got %s with Ann's rating %v, want another puzzle and her rating %g", g.Key(), st.ID, st.Player, mine)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no game has 3 puzzles")
	}
}
