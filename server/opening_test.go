package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

func TestStartFromOpening(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "opening": "ACF 8"})
	if got, want := g.State.Ply, 3; got != want {
		t.Errorf("ply after the opening: got %d, want %d", got, want)
	}
	if got, want := g.State.Opening, "Edinburgh Single (ACF 8)"; got != want {
		t.Errorf("opening: got %q, want %q", got, want)
	}
	var moves []string
	for _, m := range g.State.Moves {
		moves = append(moves, m.Text)
	}
	if got, want := strings.Join(moves, " "), "9-13 22-18 11-15"; got != want {
		t.Errorf("moves: got %q, want %q", got, want)
	}
	r := a.create(map[string]any{"variant": "standard", "mode": "local", "opening": "random"})
	if r.State.Ply != 3 || !strings.Contains(r.State.Opening, "(ACF ") {
		t.Errorf("a random opening: ply %d, opening %q; want 3 plies of a ballot opening", r.State.Ply, r.State.Opening)
	}
	plain := a.create(map[string]any{"variant": "standard", "mode": "local"})
	if plain.State.Opening != "" {
		t.Errorf("before any move: opening %q, want none", plain.State.Opening)
	}
	if code, st, msg := a.move(plain.ID, plain.Token, "11-15", 0); code != http.StatusOK || st.Opening != "Old Faithful" {
		t.Errorf("after 11-15: %d %q %s; want the opening named Old Faithful", code, st.Opening, msg)
	}
	// Against the computer, which is to move after the opening's three moves.
	c := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black", "opening": "ACF 1"})
	a.waitFor(c.ID, c.Token, "the computer's reply to the opening", func(s server.State) bool { return s.Ply >= 4 })
}

func TestStartFromOpeningRefused(t *testing.T) {
	a := newApp(t)
	for _, tc := range []struct {
		name string
		body map[string]any
		want string
	}{
		{"unknown", map[string]any{"variant": "standard", "mode": "local", "opening": "ACF 3"}, `no opening "ACF 3"`},
		{"other game", map[string]any{"variant": "stackem", "mode": "local", "opening": "random"}, "has no named openings"},
		{"with a position", map[string]any{"variant": "standard", "mode": "local", "opening": "random", "position": "B:W21:B1"}, "give no position"},
	} {
		var out struct {
			Error string `json:"error"`
		}
		if code := a.call("POST", "/api/games", "", tc.body, &out); code != http.StatusBadRequest || !strings.Contains(out.Error, tc.want) {
			t.Errorf("%s: %d %q, want 400 with %q", tc.name, code, out.Error, tc.want)
		}
	}
}

func TestVariantsListOpenings(t *testing.T) {
	a := newApp(t)
	var out struct {
		Variants []struct {
			Key      string `json:"key"`
			Openings []struct {
				Key   string   `json:"key"`
				Name  string   `json:"name"`
				Moves []string `json:"moves"`
			} `json:"openings"`
		} `json:"variants"`
	}
	if code := a.call("GET", "/api/variants", "", nil, &out); code != http.StatusOK {
		t.Fatalf("GET /api/variants: %d", code)
	}
	for _, v := range out.Variants {
		want := 0
		if v.Key == "standard" {
			want = 156
		}
		if got := len(v.Openings); got != want {
			t.Errorf("%s: %d openings, want %d", v.Key, got, want)
		}
		for _, o := range v.Openings {
			if o.Key == "" || o.Name == "" || len(o.Moves) != 3 {
				t.Errorf("%s: opening %+v, want a key, a name and three moves", v.Key, o)
			}
		}
	}
}

func TestArchiveNamesOpenings(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "opening": "ACF 1"})
	if code := a.call("POST", "/api/games/"+g.ID+"/resign", g.Token, map[string]any{"color": "red"}, nil); code != http.StatusOK {
		t.Fatalf("resign: %d", code)
	}
	var list struct {
		Games []server.Summary `json:"games"`
	}
	for range 2 { // the second answer comes from the cache
		if code := a.call("GET", "/api/games?status=finished", "", nil, &list); code != http.StatusOK {
			t.Fatalf("list: %d", code)
		}
		if len(list.Games) != 1 || list.Games[0].Opening != "Edinburgh (ACF 1)" {
			t.Fatalf("archive: %+v, want the game with its opening Edinburgh (ACF 1)", list.Games)
		}
	}
}

// TestUntouchedGamesLeaveThePlayingList lets a day pass: the game with no
// move and the one with one leave the list of games being played, the one
// with two stays.
func TestUntouchedGamesLeaveThePlayingList(t *testing.T) {
	clock := &fakeClock{}
	a := startApp(t, t.TempDir(), clock, 0)
	ids := map[int]string{}
	for moves := range 3 {
		g := a.create(map[string]any{"variant": "standard", "mode": "local"})
		st := g.State
		for ply := range moves {
			code, next, msg := a.move(g.ID, g.Token, st.Legal[0].Text, ply)
			if code != http.StatusOK {
				t.Fatalf("move: %d %s", code, msg)
			}
			st = next
		}
		ids[moves] = g.ID
	}
	playing := func() map[string]bool {
		var list struct {
			Games []server.Summary `json:"games"`
		}
		if code := a.call("GET", "/api/games?status=playing", "", nil, &list); code != http.StatusOK {
			t.Fatalf("list: %d", code)
		}
		out := map[string]bool{}
		for _, g := range list.Games {
			out[g.ID] = true
		}
		return out
	}
	if got := playing(); len(got) != 3 {
		t.Fatalf("at first: %d games being played, want 3", len(got))
	}
	clock.advance(25 * time.Hour)
	got := playing()
	for moves, id := range ids {
		if want := moves >= 2; got[id] != want {
			t.Errorf("a day later, the game with %d moves listed %v, want %v", moves, got[id], want)
		}
	}
}
