package server_test

import (
	"net/http"
	"testing"
)

// TestReplaySaysTheViewersSide: a game's replay says which seat its
// viewer played, by the seat token or, without one, by the logged-in
// account that holds the seat, and the side the game draws at the bottom,
// so that the replay shows the viewer's own side there; anyone else is
// told no seat.
func TestReplaySaysTheViewersSide(t *testing.T) {
	a, _ := accountApp(t)
	alba := newBrowser(t, a, nil)
	if code, _, _ := alba.post("/api/account/signup", map[string]string{"name": "Alba", "password": "Alba's password"}); code != http.StatusCreated {
		t.Fatalf("signup: %d", code)
	}
	code, created, _ := alba.post("/api/games", map[string]any{"variant": "standard", "mode": "friend", "color": "black"})
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, created)
	}
	id := created["id"].(string)
	bert := newBrowser(t, a, nil)
	code, joined, _ := bert.post("/api/games/"+id+"/join", map[string]any{"invite": created["invite"]})
	if code != http.StatusOK {
		t.Fatalf("join: %d %v", code, joined)
	}
	local := a.create(map[string]any{"variant": "standard", "mode": "local"})
	type replay struct{ You, Bottom string }
	for _, c := range []struct {
		name, id, token string
		b               *browser
		want            string
	}{
		{"Black's seat token", id, created["token"].(string), nil, "black"},
		{"Red's seat token", id, joined["token"].(string), nil, "red"},
		{"no token", id, "", nil, ""},
		{"a token of another game", id, local.Token, nil, ""},
		{"Black's account, without its token", id, "", alba, "black"},
		{"a guest without a seat", id, "", bert, ""},
		{"both seats at one screen", local.ID, local.Token, nil, "both"},
	} {
		var got replay
		if c.b != nil {
			if code, err := c.b.getInto("/api/games/"+c.id+"/replay", &got); code != http.StatusOK || err != nil {
				t.Fatalf("%s: %d %v", c.name, code, err)
			}
		} else if code := a.call("GET", "/api/games/"+c.id+"/replay", c.token, nil, &got); code != http.StatusOK {
			t.Fatalf("%s: %d", c.name, code)
		}
		if got.You != c.want || got.Bottom != "red" {
			t.Errorf("%s: got you %q, bottom %q; want you %q, bottom red", c.name, got.You, got.Bottom, c.want)
		}
	}
}
