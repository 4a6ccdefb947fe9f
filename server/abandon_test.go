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

// friendGame creates a friend game of g on a, Ann moving first, joined by
// Bob, and plays each side's first move when moves is 2 (1: Ann's alone).
func friendGame(t *testing.T, a *app, g *games.Game, moves int) (ann, bob seat) {
	t.Helper()
	first := g.Variant.Start().Turn()
	ann = a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann", "color": colorKey(first)})
	if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
		t.Fatalf("join: %d", code)
	}
	tokens := []string{ann.Token, bob.Token}
	for ply := range moves {
		st := a.state(ann.ID, tokens[ply%2])
		if code, _, msg := a.move(ann.ID, tokens[ply%2], firstMove(t, st), ply); code != http.StatusOK {
			t.Fatalf("ply %d: %d %s", ply, code, msg)
		}
	}
	return ann, bob
}

// claim sends a claim and returns its status, state and error message.
func claim(a *app, id, token, result string) (int, server.State, string) {
	var out struct {
		server.State
		Error string `json:"error"`
	}
	code := a.call("POST", "/api/games/"+id+"/claim", token, map[string]any{"result": result}, &out)
	return code, out.State, out.Error
}

// TestClaimAgainstAPlayerWhoLeft plays, in every game, friend games whose
// second player closes its page: the first sees the countdown on its
// socket, may not claim before AbandonTime nor while the opponent is
// connected, then claims the win, a draw, or (before both have moved) an
// abort. Before, there was no way out but resigning.
func TestClaimAgainstAPlayerWhoLeft(t *testing.T) {
	const abandon = time.Hour // on the fake clock; the sweeps never run
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			a := startAppWith(t, t.TempDir(), &fakeClock{}, 0, func(c *server.Config) { c.AbandonTime = abandon })
			first := g.Variant.Start().Turn()
			ann, bob := friendGame(t, a, g, 2)
			annSock := a.watch(ann.ID, ann.Token)
			bobSock := a.watch(ann.ID, bob.Token)
			annSock.next("Bob online", func(s server.State) bool { return s.Seats[colorKey(first.Opponent())].Online })
			if code, _, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusConflict || !strings.Contains(msg, "connected") {
				t.Errorf("a claim while the opponent is connected: got %d %q, want 409 connected", code, msg)
			}
			bobSock.conn.CloseNow()
			st := annSock.next("the countdown", func(s server.State) bool { return s.Abandon != nil })
			if got, want := st.Abandon.By, colorKey(first.Opponent()); got != want {
				t.Errorf("abandon.by: got %q, want %q", got, want)
			}
			if got, want := st.Abandon.ClaimableIn+st.Abandon.AwayFor, abandon.Milliseconds(); got < want-1 || got > want {
				t.Errorf("claimableIn + awayFor: got %d ms, want %d (to the millisecond each is rounded down to)", got, want)
			}
			if code, _, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusConflict || !strings.Contains(msg, "you may claim the game in") {
				t.Errorf("a claim at once: got %d %q, want 409 saying when", code, msg)
			}
			if code, _, _ := claim(a, ann.ID, bob.Token, "win"); code != http.StatusConflict {
				t.Errorf("the player who left claims: got %d, want 409 (Ann is connected)", code)
			}
			a.clock.advance(abandon + time.Second)
			if code, _, _ := claim(a, ann.ID, ann.Token, "lose"); code != http.StatusBadRequest {
				t.Errorf("an unknown claim: got %d, want 400", code)
			}
			if code, _, _ := claim(a, ann.ID, "", "win"); code != http.StatusForbidden {
				t.Errorf("a spectator's claim: got %d, want 403", code)
			}
			code, st, msg := claim(a, ann.ID, ann.Token, "win")
			want := checkers.Result{Outcome: checkers.WinFor(first), Reason: checkers.Abandoned}.String()
			if code != http.StatusOK || st.Result.Text != want {
				t.Errorf("the claim of the win: got %d %q %q, want 200 %q", code, st.Result.Text, msg, want)
			}

			// A draw, called the same way.
			ann, _ = friendGame(t, a, g, 2)
			a.clock.advance(abandon + time.Second)
			if code, st, msg := claim(a, ann.ID, ann.Token, "draw"); code != http.StatusOK || st.Result.Text != "draw (abandoned)" {
				t.Errorf("the call of a draw: got %d %q %q, want 200 draw (abandoned)", code, st.Result.Text, msg)
			}
			// Bob left before his first move: the game is called off.
			ann, _ = friendGame(t, a, g, 1)
			a.clock.advance(abandon + time.Second)
			if code, st, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusOK || st.Result.Text != "aborted (abandoned)" {
				t.Errorf("a claim before both moved: got %d %q %q, want 200 aborted (abandoned)", code, st.Result.Text, msg)
			}
		})
	}
}

// TestGamesBothLeftEnd leaves friend games: one both players left after
// their first moves, one nobody joined, one of each left while the server
// was down. The server ends each (a draw; aborted) and they leave the
// games being played.
func TestGamesBothLeftEnd(t *testing.T) {
	configure := func(c *server.Config) { c.AbandonTime = 50 * time.Millisecond }
	dir, clock := t.TempDir(), &fakeClock{}
	a := startAppWith(t, dir, clock, 0, configure)
	g := games.All()[0]
	started, _ := friendGame(t, a, g, 2)
	lonely := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann"})
	a.waitFor(started.ID, "", "the game both left to end", func(s server.State) bool { return s.Result.Over })
	for _, c := range []struct {
		id, want string
	}{{started.ID, "draw (abandoned)"}, {lonely.ID, "aborted (abandoned)"}} {
		st := a.waitFor(c.id, "", "the game to end", func(s server.State) bool { return s.Result.Over })
		if st.Result.Text != c.want {
			t.Errorf("game %s: got %q, want %q", c.id, st.Result.Text, c.want)
		}
	}

	// Two games left while the server is down: the sweep of the stored
	// games ends them after the restart.
	started, _ = friendGame(t, a, g, 2)
	lonely = a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann"})
	a.stop()
	clock.advance(time.Hour)
	b := startAppWith(t, dir, clock, 0, configure)
	var playing struct {
		Games []struct {
			ID string `json:"id"`
		} `json:"games"`
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if code := b.call("GET", "/api/games?status=playing", "", nil, &playing); code != http.StatusOK {
			t.Fatalf("the games being played: %d", code)
		}
		if len(playing.Games) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("10 s after the restart, still being played: %+v", playing.Games)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, c := range []struct {
		id, want string
	}{{started.ID, "draw (abandoned)"}, {lonely.ID, "aborted (abandoned)"}} {
		if st := b.state(c.id, ""); st.Result.Text != c.want {
			t.Errorf("game %s after the restart: got %q, want %q", c.id, st.Result.Text, c.want)
		}
	}
}
