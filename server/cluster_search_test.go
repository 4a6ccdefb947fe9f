package server_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	natsbus "github.com/kingme/kingme/bus/nats"
	"github.com/kingme/kingme/bus/nats/natstest"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store/sqlite"
)

// countedBus is a NATS bus that counts the searches its server asks of
// the bus (Search) and those it answers (its ServeSearches handler).
type countedBus struct {
	*natsbus.Bus
	asked, answered atomic.Int64
}

func (b *countedBus) Search(ctx context.Context, req []byte) ([]byte, error) {
	b.asked.Add(1)
	return b.Bus.Search(ctx, req)
}

func (b *countedBus) ServeSearches(capacity int, handle func(context.Context, []byte) ([]byte, error)) error {
	return b.Bus.ServeSearches(capacity, func(ctx context.Context, req []byte) ([]byte, error) {
		b.answered.Add(1)
		return handle(ctx, req)
	})
}

// startNATSCluster starts n servers of one worker each sharing one store
// and a real NATS server, and returns them with their buses.
func startNATSCluster(t *testing.T, n int) ([]*app, []*countedBus) {
	t.Helper()
	url := natstest.Start(t)
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	shared := &leasedStore{Store: st, leases: map[string]lease{}}
	apps := make([]*app, n)
	buses := make([]*countedBus, n)
	for i := range apps {
		id := fmt.Sprintf("server-%d", i+1)
		nb, err := natsbus.Open(url, id)
		if err != nil {
			t.Fatal(err)
		}
		buses[i] = &countedBus{Bus: nb}
		logs := &logBuffer{}
		srv, err := server.New(server.Config{Store: shared, Workers: 1, MaxThink: 100 * time.Millisecond,
			HintTime: 100 * time.Millisecond, DrawThink: 50 * time.Millisecond, TableMiB: 1,
			CreatePerMinute: 100_000, CreateBurst: 1_000,
			Bus: buses[i], ServerID: id, Log: slog.New(slog.NewTextHandler(logs, nil))})
		if err != nil {
			t.Fatal(err)
		}
		a := &app{t: t, srv: srv, http: httptest.NewServer(srv.Handler())}
		t.Cleanup(func() {
			a.http.Close()
			srv.Close()
			nb.Close()
			if t.Failed() {
				t.Logf("%s's log:\n%s", id, logs.String())
			}
		})
		apps[i] = a
	}
	return apps, buses
}

// TestClusterComputerLocal plays 20 moves against the computer (a level
// capped by depth) on two idle servers over NATS: the server that runs
// the game has its worker free for each of the computer's moves, so it
// searches them itself, and none goes over the bus (before: every one
// did, and the other server answered about half).
func TestClusterComputerLocal(t *testing.T) {
	apps, buses := startNATSCluster(t, 2)
	a := apps[0]
	me := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "club", "color": "black"})
	sock := a.watch(me.ID, me.Token)
	st := sock.next("the first state", func(st server.State) bool { return len(st.Legal) > 0 })
	var took []time.Duration
	for len(took) < 20 && !st.Result.Over {
		ply := st.Ply
		asked := time.Now()
		if code, _, msg := a.move(me.ID, me.Token, st.Legal[0].Text, ply); code != http.StatusOK {
			t.Fatalf("ply %d: status %d (%s), want 200", ply, code, msg)
		}
		st = sock.next(fmt.Sprintf("the computer's answer at ply %d", ply+1), func(st server.State) bool {
			return st.Result.Over || st.Ply == ply+2 && !st.Thinking
		})
		if st.Ply == ply+2 {
			took = append(took, time.Since(asked))
		}
	}
	slices.Sort(took)
	var asked, answered [2]int64
	for i, b := range buses {
		asked[i], answered[i] = b.asked.Load(), b.answered.Load()
	}
	t.Logf("%d computer moves: median %v (person's move sent to the computer's answer on the socket), min %v, max %v; searches asked over the bus by server 1: %d, answered: server 1 %d, server 2 %d",
		len(took), took[len(took)/2], took[0], took[len(took)-1], asked[0], answered[0], answered[1])
	if asked != [2]int64{} || answered != [2]int64{} {
		t.Errorf("searches asked of the bus %v, answered %v; want none, each server's worker free", asked, answered)
	}
}
