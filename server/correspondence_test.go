package server_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
)

// correspondenceGame creates a game of g between Ann and Bob at days a
// move and plays a move each (the time runs once each has moved); it
// returns the game's ID and the seats' tokens by colour, and the colour to
// move.
func correspondenceGame(t *testing.T, a *app, g *games.Game, days int) (string, map[string]string, string) {
	t.Helper()
	a.clock.advance(time.Minute)
	ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "color": "black", "name": "Ann", "days": days})
	var bob struct{ Token string }
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"invite": ann.Invite, "name": "Bob"}, &bob); code != http.StatusOK {
		t.Fatalf("Bob joins: %d", code)
	}
	tokens := map[string]string{"black": ann.Token, "red": bob.Token}
	st := a.state(ann.ID, ann.Token)
	if st.Correspondence == nil || st.Correspondence.DaysPerMove != days || st.Correspondence.Deadline != nil || st.Clock != nil {
		t.Fatalf("the new game's time: %+v, clock %+v; want %d days a move, no deadline yet, no clock", st.Correspondence, st.Clock, days)
	}
	for ply := range 2 {
		st = a.state(ann.ID, tokens[a.state(ann.ID, ann.Token).Turn])
		if code, _, msg := a.move(ann.ID, tokens[st.Turn], st.Legal[0].Text, ply); code != http.StatusOK {
			t.Fatalf("move %d: %d %s", ply+1, code, msg)
		}
		a.clock.advance(time.Hour)
	}
	st = a.state(ann.ID, ann.Token)
	return ann.ID, tokens, st.Turn
}

// TestCorrespondence plays a game at two days a move in every game: the
// deadline runs from the last move once both have moved; a move in time
// pushes it back; a restart after it ends the game on time at once; the
// players being away for days is not abandonment.
func TestCorrespondence(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) { c.AbandonTime = 20 * time.Millisecond })
			id, tokens, turn := correspondenceGame(t, a, g, 2)
			st := a.state(id, tokens[turn])
			if st.Correspondence.Deadline == nil {
				t.Fatalf("after a move each: no deadline")
			}
			// The last move was an hour ago on the game's clock: the
			// deadline is two days after it.
			if left := time.UnixMilli(*st.Correspondence.Deadline).Sub(a.clock.now()); left < 46*time.Hour || left > 48*time.Hour {
				t.Errorf("got %v to the deadline, want about 47 h", left)
			}
			// A day and a half later (both away: no abandonment), the move
			// comes in time and pushes the deadline back.
			a.clock.advance(36 * time.Hour)
			time.Sleep(300 * time.Millisecond) // many abandonment sweeps
			if code, _, msg := a.move(id, tokens[turn], st.Legal[0].Text, st.Ply); code != http.StatusOK {
				t.Fatalf("a move in time: %d %s", code, msg)
			}
			st = a.state(id, tokens["black"])
			late := st.Turn
			// Past the new deadline, a restart ends the game on time.
			b := a.restartAfter(49 * time.Hour)
			over := b.waitFor(id, tokens["black"], "the flag after the restart", func(s server.State) bool { return s.Result.Over })
			if over.Result.Reason != "time forfeit" || over.Result.Winner == nil || *over.Result.Winner == late {
				t.Errorf("after the deadline: %+v, want %s losing on time", over.Result, late)
			}
		})
	}
}

// TestCorrespondenceLateMove: a move sent after the deadline, the server
// not having ended the game yet, loses on time instead.
func TestCorrespondenceLateMove(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, nil)
	id, tokens, turn := correspondenceGame(t, a, games.All()[0], 1)
	st := a.state(id, tokens[turn])
	a.clock.advance(25 * time.Hour)
	if code, _, _ := a.move(id, tokens[turn], st.Legal[0].Text, st.Ply); code != http.StatusConflict {
		t.Errorf("a move a day late: got %d, want 409", code)
	}
	if st := a.state(id, tokens[turn]); st.Result.Reason != "time forfeit" {
		t.Errorf("after the late move: %+v, want a time forfeit", st.Result)
	}
}

// TestCorrespondenceRefusals: days a move out of range, with a clock, or
// in a game that is not between people are refused.
func TestCorrespondenceRefusals(t *testing.T) {
	a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, nil)
	for _, req := range []map[string]any{
		{"variant": "standard", "mode": "friend", "days": 15},
		{"variant": "standard", "mode": "friend", "days": -1},
		{"variant": "standard", "mode": "friend", "days": 3, "clock": map[string]any{"minutes": 5, "increment": 3}},
		{"variant": "standard", "mode": "computer", "days": 3},
		{"variant": "standard", "mode": "local", "days": 3},
	} {
		a.clock.advance(time.Minute)
		if code := a.call("POST", "/api/games", "", req, nil); code != http.StatusBadRequest {
			t.Errorf("create %v: got %d, want 400", req, code)
		}
	}
}
