package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
)

// colorKey is the API's name of c: "black" or "red".
func colorKey(c checkers.Color) string { return strings.ToLower(c.String()) }

// clockOf returns the time left of the side named key in st, in ms.
func clockOf(t *testing.T, st server.State, key string) int64 {
	t.Helper()
	if st.Clock == nil {
		t.Fatalf("game %s: no clock in the state", st.ID)
	}
	if key == "black" {
		return st.Clock.Black
	}
	return st.Clock.Red
}

// TestClockWaitsForTheOpponent plays, in every game, a friend game at
// 0.5+0 whose creator moves first and sends the link late: no clock runs
// for the empty seat (before, the invited friend lost on time 31 s after
// the first move), the friend who joins 45 s after it starts with all its
// time (before: 3+2 gave 2:46 after 14 s), its first move is not timed,
// and the creator's clock starts once both sides have moved.
func TestClockWaitsForTheOpponent(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			a := newApp(t)
			first := g.Variant.Start().Turn()
			ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann", "color": colorKey(first),
				"clock": map[string]any{"minutes": 0.5, "increment": 0}})
			if code, _, msg := a.move(ann.ID, ann.Token, firstMove(t, ann.State), 0); code != http.StatusOK {
				t.Fatalf("Ann's first move: %d %s", code, msg)
			}
			a.clock.advance(31 * time.Second)
			st := a.state(ann.ID, ann.Token)
			if st.Result.Over {
				t.Fatalf("31 s after the first move, with nobody in the other seat: got %q, want the game going on", st.Result.Text)
			}
			for _, c := range []string{"black", "red"} {
				if got := clockOf(t, st, c); got != 30_000 {
					t.Errorf("%s's clock with the other seat empty: got %d ms, want 30000", c, got)
				}
			}
			if st.Clock.Running != nil || st.Clock.FirstMoveBy != nil {
				t.Errorf("with a seat empty: running %v, firstMoveBy %v; want neither", st.Clock.Running, st.Clock.FirstMoveBy)
			}

			a.clock.advance(14 * time.Second)
			var bob seat
			if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
				t.Fatalf("join: %d", code)
			}
			them := colorKey(first.Opponent())
			if got := clockOf(t, bob.State, them); got != 30_000 {
				t.Errorf("the friend's clock on joining: got %d ms, want 30000", got)
			}
			by := bob.State.Clock.FirstMoveBy
			if by == nil {
				t.Fatalf("on joining, to play a first move: no firstMoveBy in the clock")
			}
			if got := *by - bob.State.Clock.ServerTime; got < 29_000 || got > 30_000 {
				t.Errorf("the first move's deadline: got %d ms after the server time, want 30000", got)
			}

			a.clock.advance(10 * time.Second)
			code, st, msg := a.move(ann.ID, bob.Token, firstMove(t, bob.State), 1)
			if code != http.StatusOK {
				t.Fatalf("Bob's first move: %d %s", code, msg)
			}
			if got := clockOf(t, st, them); got != 30_000 {
				t.Errorf("the friend's clock after a first move of 10 s: got %d ms, want 30000 (a first move is not timed)", got)
			}
			if st.Clock.Running == nil || *st.Clock.Running != colorKey(first) {
				t.Errorf("after both first moves: running %v, want %s", st.Clock.Running, colorKey(first))
			}
			a.clock.advance(5 * time.Second)
			st = a.state(ann.ID, ann.Token)
			if got := clockOf(t, st, colorKey(first)); got > 25_000 || got < 24_000 {
				t.Errorf("Ann's clock 5 s into her second move: got %d ms, want about 25000", got)
			}
		})
	}
}

// TestNoFirstMoveAborts leaves, in every game, a side without its first
// move: a friend who joins and never moves, and a person who never moves
// against the computer. Each game is aborted, with no result, once
// FirstMoveTime has passed, and the socket says so.
func TestNoFirstMoveAborts(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) { c.FirstMoveTime = 300 * time.Millisecond })
			first := g.Variant.Start().Turn()
			clock := map[string]any{"minutes": 1, "increment": 0}
			ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "color": colorKey(first), "clock": clock})
			if code, _, msg := a.move(ann.ID, ann.Token, firstMove(t, ann.State), 0); code != http.StatusOK {
				t.Fatalf("the creator's first move: %d %s", code, msg)
			}
			sock := a.watch(ann.ID, "")
			if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"invite": ann.Invite}, nil); code != http.StatusOK {
				t.Fatalf("join: %d", code)
			}
			st := sock.next("the abort", func(s server.State) bool { return s.Result.Over })
			if st.Result.Winner != nil || st.Result.Reason != "no first move in time" || st.Result.Text != "aborted (no first move in time)" {
				t.Errorf("a friend who never moved: got %+v, want aborted (no first move in time)", st.Result)
			}

			me := a.create(map[string]any{"variant": g.Key(), "mode": "computer", "level": "beginner", "color": colorKey(first), "clock": clock})
			st = a.watch(me.ID, me.Token).next("the abort", func(s server.State) bool { return s.Result.Over })
			if st.Result.Winner != nil || st.Result.Reason != "no first move in time" {
				t.Errorf("against the computer, no first move: got %+v, want aborted", st.Result)
			}
		})
	}
}

// TestLateFirstMoveIsRefused sends a first move after its time: it is
// refused, and the game is aborted.
func TestLateFirstMoveIsRefused(t *testing.T) {
	a := newApp(t)
	g := a.create(map[string]any{"variant": "standard", "mode": "local", "clock": map[string]any{"minutes": 1, "increment": 0}})
	a.clock.advance(31 * time.Second)
	code, _, msg := a.move(g.ID, g.Token, "11-15", 0)
	if code != http.StatusConflict || !strings.Contains(msg, "no first move within 30s") {
		t.Errorf("a first move 31 s late: got %d %q, want 409 saying no first move within 30s", code, msg)
	}
	if st := a.state(g.ID, g.Token); st.Result.Text != "aborted (no first move in time)" {
		t.Errorf("after it: got %q, want aborted (no first move in time)", st.Result.Text)
	}
}

// TestRematchKeepsTheJoinersName plays a friend game, a rematch asked by
// one and joined by the other from the old game: the joiner keeps the name
// it played under (before, "Alice" became "Anonymous").
func TestRematchKeepsTheJoinersName(t *testing.T) {
	a := newApp(t)
	ann := a.create(map[string]any{"variant": "stackem", "mode": "friend", "name": "Ann", "color": "black"})
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
	var joined seat
	if code := a.call("POST", "/api/games/"+next.ID+"/join", alice.Token, map[string]any{}, &joined); code != http.StatusOK {
		t.Fatalf("joining the rematch from the old game: %d", code)
	}
	names := map[string]string{}
	for c, s := range joined.State.Seats {
		names[s.Name] = c
	}
	if names["Alice"] == "" || names["Ann"] == "" {
		t.Errorf("the rematch's seats: got %+v, want Ann and Alice", joined.State.Seats)
	}
	if names["Alice"] != joined.Color {
		t.Errorf("Alice's seat: got %q, want the joiner's, %q", names["Alice"], joined.Color)
	}
}
