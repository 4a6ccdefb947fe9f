package server_test

import (
	"context"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
)

// countedStore is a server's view of a cluster's shared store that counts
// the games it loads whole (Load).
type countedStore struct {
	*leasedStore
	loads atomic.Int64
}

func (s *countedStore) Load(ctx context.Context, id string) (*store.Game, error) {
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
// whole from the store after the game is held on both: the other
// server's news brings each move.
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
}
