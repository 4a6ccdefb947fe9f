package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestYourTurn: a player's own page lists the games waiting for its
// move (a correspondence game among them); nobody else sees that list;
// the archive's summaries say whose turn it is.
func TestYourTurn(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob := newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	a.clock.advance(time.Minute)
	code, created, _ := ann.post("/api/games", map[string]any{"variant": "standard", "mode": "friend", "color": "black", "days": 3})
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, created)
	}
	id := created["id"].(string)
	if code, _, _ := bob.post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]}); code != http.StatusOK {
		t.Fatalf("join: %d", code)
	}
	page := func(viewer *browser, name string) server.PlayerPage {
		t.Helper()
		var p server.PlayerPage
		if code, err := viewer.getInto("/api/players/"+name, &p); code != http.StatusOK || err != nil {
			t.Fatalf("%s's page: %d %v", name, code, err)
		}
		return p
	}
	ids := func(list []server.Summary) []string {
		var out []string
		for _, g := range list {
			out = append(out, g.ID)
		}
		return out
	}
	// Black (Ann) to move.
	if got := ids(page(ann, "Ann").YourTurn); len(got) != 1 || got[0] != id {
		t.Errorf("Ann's turn, on her page: got %v, want [%s]", got, id)
	}
	if got := page(bob, "Bob").YourTurn; len(got) != 0 {
		t.Errorf("Ann's turn, on Bob's page: got %v, want none", ids(got))
	}
	st := a.state(id, created["token"].(string))
	if code, _, msg := a.move(id, created["token"].(string), st.Legal[0].Text, 0); code != http.StatusOK {
		t.Fatalf("Ann's move: %d %s", code, msg)
	}
	bobs := page(bob, "Bob")
	if got := ids(bobs.YourTurn); len(got) != 1 || got[0] != id || bobs.YourTurn[0].Turn != "red" || bobs.YourTurn[0].DaysPerMove != 3 {
		t.Errorf("Bob's turn, on his page: got %+v, want the game, Red to move, 3 days a move", bobs.YourTurn)
	}
	if got := page(ann, "Bob").YourTurn; got != nil {
		t.Errorf("Bob's page seen by Ann: yourTurn %v, want none given", ids(got))
	}
	if got := page(ann, "Ann").YourTurn; len(got) != 0 {
		t.Errorf("Bob's turn, on Ann's page: got %v, want none", ids(got))
	}
}
