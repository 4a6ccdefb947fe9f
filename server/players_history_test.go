package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestRatingHistory: after two rated games of one game and speed, each
// player's page gives the rating's history: 1500 before the first game,
// then the rating after each game, with the game's ID, oldest first.
func TestRatingHistory(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob := newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	// ratedGame plays a rated Stack'Em game that the player at loser resigns
	// after a move each, and returns its ID.
	ratedGame := func(loser string) string {
		t.Helper()
		a.clock.advance(time.Minute)
		code, created, _ := ann.post("/api/games", map[string]any{"variant": "stackem", "mode": "friend", "clock": blitz, "rated": true, "color": "black"})
		if code != http.StatusCreated {
			t.Fatalf("a rated game: %d %v", code, created)
		}
		id := created["id"].(string)
		code, joined, _ := bob.post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]})
		if code != http.StatusOK {
			t.Fatalf("Bob joins: %d %v", code, joined)
		}
		tokens := map[string]string{"black": created["token"].(string), "red": joined["token"].(string)}
		for ply := range 2 {
			st := a.state(id, tokens["red"])
			token := tokens[st.Turn]
			st = a.state(id, token)
			if code, _, msg := a.move(id, token, st.Legal[0].Text, ply); code != http.StatusOK {
				t.Fatalf("move %d: %d %s", ply+1, code, msg)
			}
		}
		if code := a.call("POST", "/api/games/"+id+"/resign", tokens[loser], nil, nil); code != http.StatusOK {
			t.Fatalf("resign: %d", code)
		}
		return id
	}
	first, second := ratedGame("red"), ratedGame("black") // Ann (Black) wins, then loses
	for _, tt := range []struct {
		name      string
		up, after bool // the first game raised the rating; the second raised it
	}{{"Ann", true, false}, {"Bob", false, true}} {
		var p server.PlayerPage
		if code := a.call("GET", "/api/players/"+tt.name, "", nil, &p); code != http.StatusOK || len(p.Ratings) != 1 {
			t.Fatalf("%s's page: %d, ratings %+v; want one rating", tt.name, code, p.Ratings)
		}
		r := p.Ratings[0]
		h := r.History
		if len(h) != 3 {
			t.Fatalf("%s's history: got %d points %+v, want 3", tt.name, len(h), h)
		}
		if h[0].Rating != 1500 || h[0].GameID != "" || h[1].GameID != first || h[2].GameID != second {
			t.Errorf("%s's history: got %+v, want 1500, then after %s and %s", tt.name, h, first, second)
		}
		if got := h[1].Rating > h[0].Rating; got != tt.up {
			t.Errorf("%s's first game: got %.1f → %.1f, want it up %v", tt.name, h[0].Rating, h[1].Rating, tt.up)
		}
		if got := h[2].Rating > h[1].Rating; got != tt.after {
			t.Errorf("%s's second game: got %.1f → %.1f, want it up %v", tt.name, h[1].Rating, h[2].Rating, tt.after)
		}
		if h[2].Rating != r.Rating || h[2].At.Before(h[1].At) {
			t.Errorf("%s's last point: got %.1f at %v, want the rating %.1f, not before %v", tt.name, h[2].Rating, h[2].At, r.Rating, h[1].At)
		}
	}
}
