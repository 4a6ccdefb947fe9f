package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// countedStore is a server's view of a cluster's shared store that counts
// the games it loads whole (Load).
type countedStore struct {
	*leasedStore
	loads atomic.Int64
}

func (s *countedStore) Load(ctx context.Context, id string) (*store.Record, error) {
	s.loads.Add(1)
	return s.leasedStore.Load(ctx, id)
}

// countLoads starts n servers on one store and bus, each counting its
// loads.
func countLoads(t *testing.T, n int) ([]*app, []*countedStore, []*memBusClient) {
	t.Helper()
	counted := make([]*countedStore, n)
	apps, _, buses := startClusterOf(t, n, clusterOptions{storeFor: func(i int, shared store.Store) store.Store {
		counted[i] = &countedStore{leasedStore: shared.(*leasedStore)}
		return counted[i]
	}})
	return apps, counted, buses
}

// TestClusterNewsLoads plays a 60-ply game between friends on two
// servers, each player on its own, and counts the games each server loads
// whole from the store after the game is held on both: none, as the
// other server's news brings each move (before the news carried the move,
// each move cost the other server one load: 60 in all).
func TestClusterNewsLoads(t *testing.T) {
	apps, counted, _ := countLoads(t, 2)
	a, b := apps[0], apps[1]
	ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	var bob seat
	if code := b.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
		t.Fatalf("join on server b: status %d, want 200", code)
	}
	socks := []*socket{a.watch(ann.ID, ann.Token), b.watch(ann.ID, bob.Token)}
	for _, s := range socks {
		s.next("both seats taken", func(st server.State) bool { return st.Seats["red"].Name == "Bob" })
	}
	on := [2]*app{a, b}
	tokens := [2]string{ann.Token, bob.Token}
	loadsBefore := [2]int64{counted[0].loads.Load(), counted[1].loads.Load()}
	plies := 0
	for ply := 0; ply < 60; ply++ {
		side := ply % 2
		st := on[side].state(ann.ID, tokens[side])
		if st.Result.Over {
			break
		}
		m := st.Legal[ply%len(st.Legal)].Text
		if code, _, msg := on[side].move(ann.ID, tokens[side], m, ply); code != http.StatusOK {
			t.Fatalf("ply %d, %s on server %d: status %d (%s), want 200", ply, m, side+1, code, msg)
		}
		for i, s := range socks {
			s.next(fmt.Sprintf("ply %d on server %d", ply+1, i+1), func(st server.State) bool { return st.Ply == ply+1 })
		}
		plies++
	}
	var loads [2]int64
	for i := range loads {
		loads[i] = counted[i].loads.Load() - loadsBefore[i]
	}
	t.Logf("%d plies on 2 servers: server 1 loaded the game %d times, server 2 %d times: %.2f loads a move", plies, loads[0], loads[1], float64(loads[0]+loads[1])/float64(plies))
	if loads != [2]int64{} {
		t.Errorf("%d plies on 2 servers: got %v loads, want none (each move's news brings it)", plies, loads)
	}
}

// TestClusterNewsEveryGame plays a game between friends with a clock in
// each game of the table on three servers, every one of which holds it
// (a socket open on each), each move sent to the servers in turn, with
// draw offers and take-back requests that the next move declines, until
// the game ends or 300 plies. After each move every server holds what a
// reload from the store gives, record and rules alike, and none read the
// store for it: the news brought the move.
func TestClusterNewsEveryGame(t *testing.T) {
	apps, counted, _ := countLoads(t, 3)
	shared := counted[0].leasedStore
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			for _, a := range apps {
				a.t = t
			}
			ann := apps[0].create(map[string]any{"variant": g.Key(), "mode": "friend", "color": "black", "name": "Ann",
				"clock": map[string]any{"minutes": 10, "increment": 2}})
			var bob seat
			if code := apps[1].call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
				t.Fatalf("join on server 2: status %d, want 200", code)
			}
			token := map[string]string{ann.Color: ann.Token, bob.Color: bob.Token}
			socks := []*socket{apps[0].watch(ann.ID, ann.Token), apps[1].watch(ann.ID, bob.Token), apps[2].watch(ann.ID, "")}
			all := func(what string, cond func(server.State) bool) server.State {
				t.Helper()
				var st server.State
				for _, s := range socks {
					st = s.next(what, cond)
				}
				return st
			}
			st := all("both seats taken", func(st server.State) bool { return st.Seats["red"].Name == "Bob" })
			for ply := 0; !st.Result.Over && ply < 120; ply++ {
				on := apps[ply%3]
				mover := token[st.Turn]
				switch ply % 7 {
				case 3: // the mover offers a draw; the opponent's move declines it
					if code := on.call("POST", "/api/games/"+ann.ID+"/draw", mover, map[string]any{"action": "offer"}, nil); code != http.StatusOK {
						t.Fatalf("ply %d: draw offer: status %d, want 200", ply, code)
					}
					all("the draw offer", func(st server.State) bool { return st.DrawOffer != nil })
				case 5: // the last mover asks to take back its move; the next move declines it
					if ply > 1 {
						asker := token[map[string]string{"black": "red", "red": "black"}[st.Turn]]
						if code := on.call("POST", "/api/games/"+ann.ID+"/takeback", asker, nil, nil); code != http.StatusOK {
							t.Fatalf("ply %d: take-back request: status %d, want 200", ply, code)
						}
						all("the take-back request", func(st server.State) bool { return st.Takeback != nil })
					}
				}
				var loads [3]int64
				for i, c := range counted {
					loads[i] = c.loads.Load()
				}
				apps[0].clock.advance(700 * time.Millisecond)
				legal := on.state(ann.ID, mover).Legal
				m := legal[(ply*7+3)%len(legal)].Text
				if code, _, msg := on.move(ann.ID, mover, m, ply); code != http.StatusOK {
					t.Fatalf("ply %d, %s on server %d: status %d (%s), want 200", ply, m, ply%3+1, code, msg)
				}
				st = all(fmt.Sprintf("ply %d", ply+1), func(st server.State) bool { return st.Ply == ply+1 })
				rec, err := shared.Load(context.Background(), ann.ID)
				if err != nil {
					t.Fatalf("ply %d: loading the game to compare: %v", ply+1, err)
				}
				want, err := apps[0].srv.RevivedSummary(rec)
				if err != nil {
					t.Fatalf("ply %d: reviving the stored game: %v", ply+1, err)
				}
				for i, a := range apps {
					got, ok := a.srv.HeldSummary(ann.ID)
					if !ok {
						t.Fatalf("ply %d: server %d does not hold the game", ply+1, i+1)
					}
					if got != want {
						t.Fatalf("ply %d, %s on server %d: server %d holds, where the stored game differs:\n%s\nwant (as reloaded)\n%s", ply+1, m, ply%3+1, i+1, differing(got, want), differing(want, got))
					}
					if n := counted[i].loads.Load() - loads[i]; n != 0 {
						t.Errorf("ply %d, %s on server %d: server %d loaded the game %d times, want 0 (the news brings the move)", ply+1, m, ply%3+1, i+1, n)
					}
				}
			}
			t.Logf("%s: %d plies, %s", g.Key(), st.Ply, st.Result.Text)
		})
	}
}

// differing returns the lines of a that b does not have.
func differing(a, b string) string {
	in := map[string]bool{}
	for _, line := range strings.Split(b, "\n") {
		in[line] = true
	}
	var out []string
	for _, line := range strings.Split(a, "\n") {
		if !in[line] {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// moveNews waits up to 10 s for the news of move, the game's ply-th, that
// bus published for game id, and returns it decoded (numbers kept whole:
// times in nanoseconds need every digit). Other news of the game published
// before it (a chat line, a save without news) is passed over.
func moveNews(t *testing.T, bus *memBusClient, id string, ply int, move string) map[string]any {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		if published, ok := bus.news.Load(id); ok && len(published.([]byte)) > 0 {
			var news map[string]any
			dec := json.NewDecoder(bytes.NewReader(published.([]byte)))
			dec.UseNumber()
			if err := dec.Decode(&news); err == nil && news["move"] == move && news["ply"] == json.Number(strconv.Itoa(ply)) {
				return news
			}
		}
		if time.Now().After(deadline) {
			published, _ := bus.news.Load(id)
			t.Fatalf("server 1 published no news of %s, ply %d, within 10 s; its last news of the game: %q", move, ply, published)
		}
	}
}

// TestClusterNewsFallsBack has a server that missed a move (server 2,
// deaf to the bus meanwhile) receive its news again, as published or
// altered, in each game of the table: the news as published is applied
// without reading the store; any news it cannot apply as it stands (none,
// as an older server sends, malformed, of another move, a move the rules
// refuse, a result or draw offer the rules do not give, a take-back it
// cannot read, a revision further on) has it load the game instead. Either
// way it then holds the game as stored.
func TestClusterNewsFallsBack(t *testing.T) {
	apps, counted, buses := countLoads(t, 2)
	shared := counted[0].leasedStore
	type alter func(news map[string]any) ([]byte, int64) // the change sent and how many revisions on
	edit := func(f func(map[string]any)) alter {
		return func(news map[string]any) ([]byte, int64) {
			f(news)
			data, err := json.Marshal(news)
			if err != nil {
				t.Fatal(err)
			}
			return data, 1
		}
	}
	tests := []struct {
		name  string
		alter alter
		loads int64
	}{
		{"as published", edit(func(map[string]any) {}), 0},
		{"none", func(map[string]any) ([]byte, int64) { return nil, 1 }, 1},
		{"malformed", func(map[string]any) ([]byte, int64) { return []byte(`{"ply":`), 1 }, 1},
		{"another move's", edit(func(n map[string]any) { n["ply"] = 1000 }), 1},
		{"a move the rules refuse", edit(func(n map[string]any) { n["move"] = "99-98" }), 1},
		{"another result", edit(func(n map[string]any) { n["outcome"], n["reason"] = 3, 1 }), 1},
		{"another draw offer", edit(func(n map[string]any) { n["drawOffer"] = 2 }), 1},
		{"an unreadable take-back", edit(func(n map[string]any) { n["takeback"] = "nobody asked" }), 1},
		{"a revision further on", func(n map[string]any) ([]byte, int64) {
			data, _ := json.Marshal(n)
			return data, 2
		}, 1},
	}
	for _, g := range games.All() {
		for _, tt := range tests {
			t.Run(g.Key()+"/"+tt.name, func(t *testing.T) {
				for _, a := range apps {
					a.t = t
				}
				a, b := apps[0], apps[1]
				ann := a.create(map[string]any{"variant": g.Key(), "mode": "friend", "color": "black", "name": "Ann"})
				var bob seat
				if code := b.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
					t.Fatalf("join on server 2: status %d, want 200", code)
				}
				token := map[string]string{ann.Color: ann.Token, bob.Color: bob.Token}
				sock := b.watch(ann.ID, bob.Token)
				st := sock.next("both seats taken", func(st server.State) bool { return st.Seats["red"].Name == "Bob" })
				before := st.Ply
				legal := a.waitFor(ann.ID, token[st.Turn], "both seats taken on server 1", func(st server.State) bool { return len(st.Legal) > 0 }).Legal
				buses[1].sub.deaf.Store(true)
				if code, _, msg := a.move(ann.ID, token[st.Turn], legal[0].Text, before); code != http.StatusOK {
					t.Fatalf("%s on server 1: status %d (%s), want 200", legal[0].Text, code, msg)
				}
				news := moveNews(t, buses[0], ann.ID, before, legal[0].Text)
				buses[1].sub.deaf.Store(false)
				rec, err := shared.Load(context.Background(), ann.ID)
				if err != nil {
					t.Fatal(err)
				}
				change, on := tt.alter(news)
				loads := counted[1].loads.Load()
				if err := buses[0].Publish(context.Background(), ann.ID, rec.Revision-1+on, change); err != nil {
					t.Fatal(err)
				}
				sock.next("the move on server 2", func(st server.State) bool { return st.Ply == before+1 })
				want, err := a.srv.RevivedSummary(rec)
				if err != nil {
					t.Fatal(err)
				}
				if got, _ := b.srv.HeldSummary(ann.ID); got != want {
					t.Errorf("server 2 holds, where the stored game differs:\n%s\nwant (as reloaded)\n%s", differing(got, want), differing(want, got))
				}
				if got := counted[1].loads.Load() - loads; got != tt.loads {
					t.Errorf("server 2 loaded the game %d times, want %d", got, tt.loads)
				}
			})
		}
	}
}
