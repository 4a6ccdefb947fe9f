package server_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"
)

// TestChallenge: a logged-in player challenges another by name; the game is
// made at once with the challenger seated and the other seat kept for the
// challenged account, which sees the challenge in its list and alone may
// take the seat (no invitation needed; a guest or a third player is
// refused). A declined challenge is called off. Unknown names, oneself and
// guests are refused.
func TestChallenge(t *testing.T) {
	a, _ := accountApp(t)
	ann, bob, cy, guest := newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil), newBrowser(t, a, nil)
	for b, name := range map[*browser]string{ann: "Ann", bob: "Bob", cy: "Cy3"} {
		if code, _, _ := b.post("/api/account/signup", map[string]string{"name": name, "password": name + "'s password"}); code != http.StatusCreated {
			t.Fatalf("%s's signup: %d", name, code)
		}
	}
	blitz := map[string]any{"minutes": 5, "increment": 3}
	challenge := func(b *browser, body map[string]any) (int, map[string]any) {
		t.Helper()
		a.clock.advance(time.Minute)
		code, out, _ := b.post("/api/challenges", body)
		return code, out
	}
	for _, tt := range []struct {
		name string
		b    *browser
		body map[string]any
		want int
	}{
		{"a guest", guest, map[string]any{"name": "Bob", "variant": "standard"}, http.StatusUnauthorized},
		{"nobody of that name", ann, map[string]any{"name": "Zed", "variant": "standard"}, http.StatusNotFound},
		{"a look-alike", ann, map[string]any{"name": "B0b", "variant": "standard"}, http.StatusNotFound},
		{"oneself", ann, map[string]any{"name": "ann", "variant": "standard"}, http.StatusConflict},
		{"an unknown game", ann, map[string]any{"name": "Bob", "variant": "chess"}, http.StatusBadRequest},
		{"rated without a clock", ann, map[string]any{"name": "Bob", "variant": "standard", "rated": true}, http.StatusBadRequest},
	} {
		if code, out := challenge(tt.b, tt.body); code != tt.want {
			t.Errorf("%s: got %d %v, want %d", tt.name, code, out, tt.want)
		}
	}
	code, out := challenge(ann, map[string]any{"name": "bob", "variant": "stackem", "clock": blitz, "rated": true, "color": "black"})
	if code != http.StatusCreated {
		t.Fatalf("Ann challenges Bob: %d %v", code, out)
	}
	id := out["id"].(string)
	type list struct {
		Received, Sent []struct {
			Game, From, To, Color string
			Rated                 bool
		}
	}
	var bobs, anns list
	if code, _ := bob.getInto("/api/challenges", &bobs); code != http.StatusOK || len(bobs.Received) != 1 || bobs.Received[0].Game != id ||
		bobs.Received[0].From != "Ann" || bobs.Received[0].Color != "red" || !bobs.Received[0].Rated || len(bobs.Sent) != 0 {
		t.Errorf("Bob's challenges: %d %+v, want Ann's, Bob red, rated", code, bobs)
	}
	if code, _ := ann.getInto("/api/challenges", &anns); code != http.StatusOK || len(anns.Sent) != 1 || anns.Sent[0].To != "Bob" || len(anns.Received) != 0 {
		t.Errorf("Ann's challenges: %d %+v, want the one sent to Bob", code, anns)
	}
	for name, b := range map[string]*browser{"a guest": guest, "Cy": cy} {
		if code, _, _ := b.post("/api/games/"+id+"/join", map[string]any{}); code != http.StatusForbidden {
			t.Errorf("%s taking Bob's seat: %d, want 403", name, code)
		}
	}
	if code, _, _ := cy.post("/api/games/"+id+"/decline", map[string]any{}); code != http.StatusConflict {
		t.Errorf("Cy declining Bob's challenge: %d, want 409", code)
	}
	code, joined, _ := bob.post("/api/games/"+id+"/join", map[string]any{})
	if code != http.StatusOK || joined["color"] != "red" {
		t.Fatalf("Bob takes his seat: %d %v, want red", code, joined)
	}
	st := a.state(id, joined["token"].(string))
	if !st.Rated || st.Seats["red"].Name != "Bob" || !st.Seats["red"].Taken || st.Seats["black"].Name != "Ann" {
		t.Errorf("the challenge's game: rated %v, seats %+v; want Ann against Bob, rated", st.Rated, st.Seats)
	}
	if code, _ := bob.getInto("/api/challenges", &bobs); code != http.StatusOK || len(bobs.Received) != 0 {
		t.Errorf("Bob's challenges once taken: %+v, want none", bobs)
	}
	// Declined: the game is called off.
	code, out = challenge(ann, map[string]any{"name": "Bob", "variant": "standard"})
	if code != http.StatusCreated {
		t.Fatalf("Ann's second challenge: %d %v", code, out)
	}
	second := out["id"].(string)
	if code, _, _ := bob.post("/api/games/"+second+"/decline", map[string]any{}); code != http.StatusOK {
		t.Fatalf("Bob declines: %d", code)
	}
	if st := a.state(second, out["token"].(string)); !st.Result.Over {
		t.Errorf("the declined challenge's game: %+v, want it called off", st.Result)
	}
	if code, _ := bob.getInto("/api/challenges", &bobs); code != http.StatusOK || len(bobs.Received) != 0 {
		t.Errorf("Bob's challenges once declined: %+v, want none", bobs)
	}
	var guests list
	if code, _ := guest.getInto("/api/challenges", &guests); code != http.StatusOK || len(guests.Received)+len(guests.Sent) != 0 {
		t.Errorf("a guest's challenges: %d %+v, want none", code, guests)
	}
}

// getInto sends GET path with b's cookies and decodes a 2xx answer into
// out.
func (b *browser) getInto(path string, out any) (int, error) {
	b.t.Helper()
	resp, err := b.client.Get(b.a.http.URL + path)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return resp.StatusCode, nil
	}
	return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
}
