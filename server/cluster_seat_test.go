package server_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// TestClusterJoinThenActElsewhere joins friend games on one server and has
// the new player act at once on another, whose copy of the game may not
// know the seat yet: the news of the join is on its way (a healthy bus),
// or never comes (the bus is down). The other server catches up with the
// store before it decides whose seat the request holds, so a move,
// resignation or draw offer is never refused as a spectator's.
func TestClusterJoinThenActElsewhere(t *testing.T) {
	apps, _, buses := startClusterOf(t, 2, clusterOptions{revisions: true})
	a, b := apps[0], apps[1]
	rounds := 50
	if testing.Short() {
		rounds = 10
	}
	for _, busDown := range []bool{false, true} {
		for _, g := range games.All() {
			t.Run(fmt.Sprintf("%s/bus-down=%v", g.Key(), busDown), func(t *testing.T) {
				buses[1].sub.deaf.Store(busDown)
				defer buses[1].sub.deaf.Store(false)
				first := g.Variant.Start().Turn()
				actions := []string{"move", "draw", "resign"}
				refused := 0
				for i := range rounds {
					ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann",
						"color": strings.ToLower(first.Opponent().String())})
					b.state(ann.ID, ann.Token) // b holds a copy from before the join
					var bob seat
					if code := a.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
						t.Fatalf("join on server a: status %d, want 200", code)
					}
					action := actions[i%len(actions)]
					var code int
					var msg string
					switch action {
					case "move":
						code, _, msg = b.move(ann.ID, bob.Token, bob.State.Legal[0].Text, 0)
					case "draw":
						var out struct{ Error string }
						code = b.call("POST", "/api/games/"+ann.ID+"/draw", bob.Token, map[string]any{"action": "offer"}, &out)
						msg = out.Error
					case "resign":
						var out struct{ Error string }
						code = b.call("POST", "/api/games/"+ann.ID+"/resign", bob.Token, nil, &out)
						msg = out.Error
					}
					if code != http.StatusOK {
						refused++
						t.Errorf("game %d, %s by the player who just joined, on the other server: status %d (%s), want 200", i+1, action, code, msg)
					}
				}
				if refused > 0 {
					t.Logf("%d of %d refused", refused, rounds)
				}
			})
		}
	}
}

// TestClusterNewsDuringLoad forces the ordering in which the computer's
// first move could go unseen by another server: that server reads the new
// game from the store (at ply 0), the computer's move is saved and its news
// arrives there, and only then does the game it read arrive in its memory.
// The news waits for the load to end, so the server's copy, and the socket
// watching it, reach the move. The servers' store here does not read
// revisions alone: the news is all that tells them.
func TestClusterNewsDuringLoad(t *testing.T) {
	apps, shared, buses := startClusterOf(t, 2, clusterOptions{})
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			gate := make(chan struct{})
			buses[0].bus.gate.Store(&gate) // the computer's search waits for it
			defer buses[0].bus.gate.Store(nil)
			first := g.Variant.Start().Turn()
			me := apps[0].create(map[string]any{"variant": g.Key(), "mode": "computer", "level": "beginner",
				"color": strings.ToLower(first.Opponent().String())})
			var once sync.Once
			hook := func(id, owner string) {
				if id != me.ID || owner != "server-2" {
					return
				}
				once.Do(func() {
					// Server 2 has read the game at ply 0. The computer
					// moves now, and the news reaches server 2 before the
					// game it read is in its memory.
					close(gate)
					deadline := time.Now().Add(10 * time.Second)
					for {
						rec, err := shared.Load(context.Background(), id)
						if err == nil && len(rec.Moves) > 0 {
							break
						}
						if time.Now().After(deadline) {
							t.Errorf("the computer's first move was not saved within 10 s")
							return
						}
						time.Sleep(5 * time.Millisecond)
					}
					time.Sleep(100 * time.Millisecond) // the news is delivered meanwhile
				})
			}
			shared.beforeAcquire.Store(&hook)
			defer shared.beforeAcquire.Store(nil)
			sock := apps[1].watch(me.ID, me.Token)
			st := sock.next("the computer's first move on the other server", func(st server.State) bool { return st.Ply >= 1 })
			if got := st.Ply; got < 1 {
				t.Errorf("the other server's state: got ply %d, want 1 or more", got)
			}
		})
	}
}

// TestClusterClaimSeesEveryServer plays a friend game on two servers, each
// player connected to its own: a claim on the first server against a
// player whose page is open on the second is refused, though the first
// holds no connection of it; once that page is closed, the claim waits
// for the player to have been away AbandonTime by every server's count.
func TestClusterClaimSeesEveryServer(t *testing.T) {
	apps, shared, _ := startClusterOf(t, 2, clusterOptions{revisions: true})
	a, b := apps[0], apps[1]
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			first := g.Variant.Start().Turn()
			ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "name": "Ann", "color": colorKey(first)})
			var bob seat
			if code := b.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
				t.Fatalf("join: %d", code)
			}
			tokens := []string{ann.Token, bob.Token}
			for ply := range 2 {
				st := a.state(ann.ID, tokens[ply])
				if code, _, msg := a.move(ann.ID, tokens[ply], firstMove(t, st), ply); code != http.StatusOK {
					t.Fatalf("ply %d: %d %s", ply, code, msg)
				}
			}
			a.watch(ann.ID, ann.Token)
			bobSock := b.watch(ann.ID, bob.Token)
			bobSeat := int(first.Opponent())
			var p [2]store.SeatPresence
			deadline := time.Now().Add(10 * time.Second)
			for !p[bobSeat].Connected && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
				p, _ = shared.SeatsPresence(context.Background(), ann.ID)
			}
			if !p[bobSeat].Connected {
				t.Fatalf("Bob's socket on server b: not recorded in the store within 10 s")
			}
			a.clock.advance(time.Hour) // server a has not seen Bob for an hour
			if code, _, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusConflict || !strings.Contains(msg, "connected") {
				t.Errorf("a claim against a player connected to the other server: got %d %q, want 409 connected", code, msg)
			}
			bobSock.conn.CloseNow()
			for p[bobSeat].Connected && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
				p, _ = shared.SeatsPresence(context.Background(), ann.ID)
			}
			if code, _, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusConflict || !strings.Contains(msg, "you may claim the game in") {
				t.Errorf("a claim just after Bob left server b: got %d %q, want 409 saying when", code, msg)
			}
			shared.backdate(ann.ID, bobSeat, time.Minute+time.Second)
			if code, st, msg := claim(a, ann.ID, ann.Token, "win"); code != http.StatusOK || !strings.Contains(st.Result.Text, "(abandoned)") {
				t.Errorf("a claim a minute after Bob left: got %d %q %q, want 200 abandoned", code, st.Result.Text, msg)
			}
		})
	}
}
