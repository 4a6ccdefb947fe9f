package server_test

import (
	"net/http"
	"testing"

	"github.com/kingme/kingme/server"
)

// TestSocketTakesTheSeatItsTokenJoins: a socket opened with a token before
// that token holds a seat (Alice's page on the rematch, opened before she
// joins it with the old game's token; or a page on a server that has not
// yet heard of a join made on another) is a spectator's until then, and
// the seat's from the join on: its States say "you" and give the legal
// moves, and the game counts it as the seat online, not as a watcher.
func TestSocketTakesTheSeatItsTokenJoins(t *testing.T) {
	a := newApp(t)
	ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "name": "Ann", "color": "black"})
	var alice seat
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Alice", "invite": ann.Invite}, &alice); code != http.StatusOK {
		t.Fatalf("join: %d", code)
	}
	if code := a.call("POST", "/api/games/"+ann.ID+"/resign", alice.Token, nil, nil); code != http.StatusOK {
		t.Fatalf("resign: %d", code)
	}
	var next seat
	if code := a.call("POST", "/api/games/"+ann.ID+"/rematch", ann.Token, nil, &next); code != http.StatusCreated {
		t.Fatalf("rematch: %d", code)
	}
	ws := a.watch(next.ID, alice.Token)
	first := ws.next("the first State", func(server.State) bool { return true })
	if first.You != nil || first.Watchers != 1 {
		t.Fatalf("before joining: you %v, watchers %d; want a spectator, counted as one", first.You, first.Watchers)
	}
	var joined seat
	if code := a.call("POST", "/api/games/"+next.ID+"/join", alice.Token, map[string]any{}, &joined); code != http.StatusOK {
		t.Fatalf("joining the rematch: %d", code)
	}
	st := ws.next("Alice's seat on her socket", func(st server.State) bool { return st.You != nil })
	if *st.You != joined.Color || st.Watchers != 0 || !st.Seats[joined.Color].Online {
		t.Errorf("after joining, on the socket opened before: you %q, watchers %d, online %v; want %s, 0, true",
			*st.You, st.Watchers, st.Seats[joined.Color].Online, joined.Color)
	}
	if st.Turn == joined.Color && len(st.Legal) == 0 {
		t.Errorf("Alice to move on her socket: no legal moves")
	}
}
