package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/server"
)

// TestLobby: a seek posted is listed to everyone; accepting it makes the
// game at once, the poster seated with its seek token in its colour; a
// rated seek takes only another logged-in player; a seek is accepted once,
// withdrawn by its poster alone, and leaves the lobby when its poster stops
// asking after it.
func TestLobby(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob, guest := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	if code, _, _ := guest.post("/api/lobby/seeks", map[string]any{"variant": "standard", "clock": blitz, "rated": true}); code != http.StatusUnauthorized {
		t.Errorf("a guest's rated seek: %d, want 401", code)
	}
	for _, bad := range []map[string]any{
		{"variant": "chess", "clock": blitz},
		{"variant": "standard"},
		{"variant": "standard", "clock": blitz, "color": "green"},
		{"variant": "standard", "clock": blitz, "minRating": 1800, "maxRating": 1200},
	} {
		a.clock.advance(time.Minute)
		if code, _, _ := ann.post("/api/lobby/seeks", bad); code != http.StatusBadRequest {
			t.Errorf("seek %v: %d, want 400", bad, code)
		}
	}
	a.clock.advance(time.Minute)
	code, posted, _ := ann.post("/api/lobby/seeks", map[string]any{"variant": "stackem", "clock": blitz, "rated": true, "color": "red"})
	if code != http.StatusCreated {
		t.Fatalf("Ann's seek: %d %v", code, posted)
	}
	seek := posted["seek"].(map[string]any)
	id, annToken := seek["id"].(string), posted["token"].(string)
	if seek["name"] != "Ann" || seek["speed"] != "blitz" || seek["rating"] != 1500.0 {
		t.Errorf("the seek %v: want Ann's blitz seek at 1500", seek)
	}
	var lobby struct{ Seeks []server.SeekInfo }
	if code := a.call("GET", "/api/lobby", "", nil, &lobby); code != http.StatusOK || len(lobby.Seeks) != 1 || lobby.Seeks[0].ID != id || lobby.Seeks[0].Game != "" {
		t.Fatalf("the lobby: %d %+v, want Ann's seek", code, lobby)
	}
	if code, _, _ := guest.post("/api/lobby/seeks/"+id+"/accept", map[string]any{"name": "Guest"}); code != http.StatusUnauthorized {
		t.Errorf("a guest accepting a rated seek: %d, want 401", code)
	}
	if code, _, _ := ann.post("/api/lobby/seeks/"+id+"/accept", map[string]any{}); code != http.StatusConflict {
		t.Errorf("Ann accepting her own seek: %d, want 409", code)
	}
	if code := a.call("POST", "/api/lobby/seeks/"+id+"/withdraw", "not-the-token", nil, nil); code != http.StatusForbidden {
		t.Errorf("withdrawing another's seek: %d, want 403", code)
	}
	code, game, _ := bob.post("/api/lobby/seeks/"+id+"/accept", map[string]any{})
	if code != http.StatusCreated || game["color"] != "black" {
		t.Fatalf("Bob accepts: %d %v, want the game with Bob as Black", code, game)
	}
	gameID := game["id"].(string)
	if code, _, _ := newBrowser(t, a, nil).post("/api/lobby/seeks/"+id+"/accept", map[string]any{}); code != http.StatusGone {
		t.Errorf("accepting an accepted seek: %d, want 410", code)
	}
	var mine server.SeekInfo
	if code := a.call("GET", "/api/lobby/seeks/"+id, annToken, nil, &mine); code != http.StatusOK || mine.Game != gameID {
		t.Fatalf("Ann asks after her seek: %d %+v, want game %s", code, mine, gameID)
	}
	st := a.state(gameID, annToken)
	if st.You == nil || *st.You != "red" || !st.Rated || st.Seats["red"].Name != "Ann" || st.Seats["black"].Name != "Bob" {
		t.Errorf("the game as Ann sees it: you %v, rated %v, seats %+v; want Ann as Red against Bob, rated", st.You, st.Rated, st.Seats)
	}
	if code := a.call("GET", "/api/lobby", "", nil, &lobby); code != http.StatusOK || len(lobby.Seeks) != 0 {
		t.Errorf("the lobby after the acceptance: %+v, want empty", lobby)
	}
	// A guest's casual seek, withdrawn; another, left to expire.
	a.clock.advance(time.Minute)
	_, casual, _ := guest.post("/api/lobby/seeks", map[string]any{"variant": "russian", "clock": blitz, "name": "Visitor"})
	casualID, casualToken := casual["seek"].(map[string]any)["id"].(string), casual["token"].(string)
	if code := a.call("POST", "/api/lobby/seeks/"+casualID+"/withdraw", casualToken, nil, nil); code != http.StatusOK {
		t.Errorf("withdrawing one's seek: %d, want 200", code)
	}
	a.clock.advance(time.Minute)
	_, left, _ := guest.post("/api/lobby/seeks", map[string]any{"variant": "coast-to-coast", "clock": blitz})
	leftID, leftToken := left["seek"].(map[string]any)["id"].(string), left["token"].(string)
	a.clock.advance(3 * time.Minute)
	if code := a.call("GET", "/api/lobby", "", nil, &lobby); code != http.StatusOK || len(lobby.Seeks) != 0 {
		t.Errorf("the lobby after the seeks left: %+v, want empty", lobby)
	}
	if code := a.call("GET", "/api/lobby/seeks/"+leftID, leftToken, nil, nil); code != http.StatusGone {
		t.Errorf("asking after an expired seek: %d, want 410", code)
	}
	if code, _, _ := bob.post("/api/lobby/seeks/"+leftID+"/accept", map[string]any{}); code != http.StatusGone {
		t.Errorf("accepting an expired seek: %d, want 410", code)
	}
}
