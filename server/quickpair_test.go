package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestQuickPairing: a quick-pairing click posts a seek when no open one
// fits, and takes the oldest fitting one when there is: same game, clock
// and rating kind, never the player's own (by account or by the seek's
// token), a rated one only within its range. The lobby lists the quick
// clocks.
func TestQuickPairing(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob, cy, dee := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	quick := func(b *browser, body map[string]any, headers ...string) (int, map[string]any) {
		t.Helper()
		a.clock.advance(10 * time.Second) // seeks live two minutes unless asked after
		code, out, _ := b.post("/api/lobby/quick", body, headers...)
		return code, out
	}
	// Cy, a guest, finds nobody: a casual seek is posted for Cy.
	code, out := quick(cy, map[string]any{"variant": "standard", "clock": blitz, "name": "Cy"})
	if code != http.StatusCreated || out["seek"] == nil || out["game"] != nil {
		t.Fatalf("Cy's quick pairing: %d %v, want a seek posted", code, out)
	}
	cySeek, cyToken := out["seek"].(map[string]any)["id"].(string), out["token"].(string)
	// Cy again, with the seek's token: not paired with itself.
	if code, out := quick(cy, map[string]any{"variant": "standard", "clock": blitz, "name": "Cy"}, "Authorization", "Bearer "+cyToken); code != http.StatusCreated || out["seek"] == nil {
		t.Errorf("Cy's second click: %d %v, want another seek, not Cy's own", code, out)
	}
	// Another clock, another game or a rated click do not fit Cy's seek.
	for _, body := range []map[string]any{
		{"variant": "standard", "clock": map[string]any{"minutes": 3, "increment": 2}},
		{"variant": "stackem", "clock": blitz},
	} {
		if code, out := quick(dee, body); code != http.StatusCreated || out["seek"] == nil {
			t.Errorf("Dee's click %v: %d %v, want a seek of Dee's own", body, code, out)
		}
	}
	if code, _ := quick(dee, map[string]any{"variant": "standard", "clock": blitz, "rated": true}); code != http.StatusUnauthorized {
		t.Errorf("a guest's rated click: %d, want 401", code)
	}
	// Dee's casual 5+3 standard click takes Cy's oldest seek: one game,
	// Cy seated with the seek's token.
	code, out = quick(dee, map[string]any{"variant": "standard", "clock": blitz, "name": "Dee"})
	game, _ := out["game"].(map[string]any)
	if code != http.StatusCreated || game == nil {
		t.Fatalf("Dee's quick pairing: %d %v, want Cy's seek taken", code, out)
	}
	id := game["id"].(string)
	var seek server.SeekInfo
	if code := a.call("GET", "/api/lobby/seeks/"+cySeek, cyToken, nil, &seek); code != http.StatusOK || seek.Game != id {
		t.Errorf("Cy's seek after: %d %+v, want game %s", code, seek, id)
	}
	st := a.state(id, cyToken)
	if st.Seats["black"].Name == "" || st.Seats["red"].Name == "" || st.Mode != "friend" || st.Clock == nil || st.Clock.Initial != 300_000 {
		t.Errorf("the game: %+v, want Cy and Dee seated at 5+3", st.Seats)
	}
	// Rated: Ann's rated click posts; Ann's own second click does not take
	// it; Bob's takes it, a rated game.
	if code, out := quick(ann, map[string]any{"variant": "russian", "clock": blitz, "rated": true}); code != http.StatusCreated || out["seek"] == nil {
		t.Fatalf("Ann's rated click: %d %v, want a seek", code, out)
	}
	if code, out := quick(ann, map[string]any{"variant": "russian", "clock": blitz, "rated": true}); code != http.StatusCreated || out["seek"] == nil {
		t.Errorf("Ann's second rated click: %d %v, want a seek, not her own taken", code, out)
	}
	code, out = quick(bob, map[string]any{"variant": "russian", "clock": blitz, "rated": true})
	rated, _ := out["game"].(map[string]any)
	if code != http.StatusCreated || rated == nil {
		t.Fatalf("Bob's rated click: %d %v, want Ann's seek taken", code, out)
	}
	if st := a.state(rated["id"].(string), rated["token"].(string)); !st.Rated {
		t.Errorf("the rated game: rated %v, want true", st.Rated)
	}
	var lobby struct {
		Quick []struct{ Minutes, Increment float64 }
	}
	if code := a.call("GET", "/api/lobby", "", nil, &lobby); code != http.StatusOK || len(lobby.Quick) < 5 || lobby.Quick[0].Minutes != 1 {
		t.Errorf("the lobby's quick clocks: %d %+v", code, lobby.Quick)
	}
	if code, _ := quick(dee, map[string]any{"variant": "chess", "clock": blitz}); code != http.StatusBadRequest {
		t.Errorf("an unknown game: %d, want 400", code)
	}
}
