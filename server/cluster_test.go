package server_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/sqlite"
)

// memBus is a server.Bus in memory: every message reaches every
// subscriber, on a goroutine of its own (as a network bus delivers), unless
// the subscriber is deaf.
type memBus struct {
	mu   sync.Mutex
	subs []*memSub
	// gate, when set, holds every search until it is closed.
	gate atomic.Pointer[chan struct{}]
	// searchers answer searches in turn.
	searchers []*memBusClient
	next      int
}

// memSub is one server's subscription to a memBus.
type memSub struct {
	f    func(string, int64, []byte)
	deaf atomic.Bool
	// plain has the subscriber receive the news without its change, as
	// an older server publishes it.
	plain atomic.Bool
}

// forServer returns the bus as one server sees it.
func (b *memBus) forServer() *memBusClient { return &memBusClient{bus: b} }

// memBusClient is one server's connection to a memBus.
type memBusClient struct {
	bus *memBus
	sub *memSub
	// handle answers searches; answered counts them; dead is a server
	// gone (its connection to the bus with it).
	handle   func(context.Context, []byte) ([]byte, error)
	answered atomic.Int64
	dead     atomic.Bool
	// full is a server that takes no search from the bus (every worker
	// busy).
	full atomic.Bool
	// asked counts the searches this server asked of the bus; news holds
	// the last change it published, by game ID.
	asked atomic.Int64
	news  sync.Map
}

func (c *memBusClient) ServeSearches(_ int, handle func(context.Context, []byte) ([]byte, error)) error {
	c.handle = handle
	c.bus.mu.Lock()
	c.bus.searchers = append(c.bus.searchers, c)
	c.bus.mu.Unlock()
	return nil
}

func (c *memBusClient) Search(ctx context.Context, req []byte) ([]byte, error) {
	c.asked.Add(1)
	if gate := c.bus.gate.Load(); gate != nil {
		select {
		case <-*gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	c.bus.mu.Lock()
	var to *memBusClient
	for range c.bus.searchers {
		s := c.bus.searchers[c.bus.next%len(c.bus.searchers)]
		c.bus.next++
		if !s.dead.Load() && !s.full.Load() {
			to = s
			break
		}
	}
	c.bus.mu.Unlock()
	if to == nil {
		return nil, fmt.Errorf("no server answers searches")
	}
	to.answered.Add(1)
	return to.handle(ctx, req)
}

func (c *memBusClient) Publish(_ context.Context, id string, revision int64, change []byte) error {
	c.bus.mu.Lock()
	subs := append([]*memSub(nil), c.bus.subs...)
	c.bus.mu.Unlock()
	if c.dead.Load() {
		return fmt.Errorf("this server's bus connection is gone")
	}
	for _, s := range subs {
		switch {
		case s.deaf.Load():
		case s.plain.Load():
			go s.f(id, revision, nil)
		default:
			go s.f(id, revision, change)
		}
	}
	// Stored once every subscriber's deafness was read: a test that waits
	// for the news and then lets a subscriber hear again must not have it
	// hear this news after all.
	c.news.Store(id, change)
	return nil
}

func (c *memBusClient) Subscribe(f func(string, int64, []byte)) error {
	c.sub = &memSub{f: f}
	c.bus.mu.Lock()
	c.bus.subs = append(c.bus.subs, c.sub)
	c.bus.mu.Unlock()
	return nil
}

// leasedStore is a store.Store with store.Leases kept in memory, on the
// real clock, for servers sharing it in one process.
type leasedStore struct {
	store.Store
	mu     sync.Mutex
	leases map[string]lease
	// beforeAcquire, when set, is called first by every Acquire.
	beforeAcquire atomic.Pointer[func(id, owner string)]
	// presence holds each game's seats' connections by server
	// (store.Presence), guarded by mu.
	presence map[seatOf]map[string]connection
}

// seatOf is a seat of a game in a leasedStore's presence.
type seatOf struct {
	id   string
	seat int
}

// connection is one server's connections of a seat: held until expires,
// or ended then.
type connection struct {
	connected bool
	expires   time.Time
}

func (s *leasedStore) Connected(_ context.Context, id string, seat int, server string, ttl time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.presence == nil {
		s.presence = map[seatOf]map[string]connection{}
	}
	k := seatOf{id, seat}
	if s.presence[k] == nil {
		s.presence[k] = map[string]connection{}
	}
	s.presence[k][server] = connection{true, time.Now().Add(ttl)}
	return nil
}

func (s *leasedStore) Disconnected(_ context.Context, id string, seat int, server string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := seatOf{id, seat}
	if c, ok := s.presence[k][server]; ok && c.connected {
		s.presence[k][server] = connection{false, time.Now()}
	}
	return nil
}

func (s *leasedStore) RenewPresence(_ context.Context, server string, ttl time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, servers := range s.presence {
		if c, ok := servers[server]; ok && c.connected {
			servers[server] = connection{true, time.Now().Add(ttl)}
		}
	}
	return nil
}

func (s *leasedStore) SeatsPresence(_ context.Context, id string) ([2]store.SeatPresence, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var p [2]store.SeatPresence
	now := time.Now()
	for seat := range 2 {
		var latest time.Time
		for _, c := range s.presence[seatOf{id, seat}] {
			p[seat].Seen = true
			p[seat].Connected = p[seat].Connected || c.connected && c.expires.After(now)
			if c.expires.After(latest) {
				latest = c.expires
			}
		}
		if p[seat].Seen && !p[seat].Connected {
			p[seat].Away = max(now.Sub(latest), 0)
		}
	}
	return p, nil
}

// backdate moves the ends of every connection of a seat d into the past.
func (s *leasedStore) backdate(id string, seat int, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for server, c := range s.presence[seatOf{id, seat}] {
		c.expires = c.expires.Add(-d)
		s.presence[seatOf{id, seat}][server] = c
	}
}

// revisionedStore is a leasedStore that also reads a game's revision
// alone, as both of KingMe's stores do: servers sharing it catch up with
// the store on a request (server.Server's catchUp) instead of waiting for
// the news.
type revisionedStore struct{ *leasedStore }

func (s revisionedStore) Revision(ctx context.Context, id string) (int64, error) {
	return s.Store.(interface {
		Revision(context.Context, string) (int64, error)
	}).Revision(ctx, id)
}

// lease is a game's lease in a leasedStore.
type lease struct {
	owner   string
	expires time.Time
}

func (s *leasedStore) Acquire(_ context.Context, id, owner string, ttl time.Duration) (bool, error) {
	if f := s.beforeAcquire.Load(); f != nil {
		(*f)(id, owner)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	if l, ok := s.leases[id]; ok && l.owner != owner && l.expires.After(now) {
		return false, nil
	}
	s.leases[id] = lease{owner, now.Add(ttl)}
	return true, nil
}

func (s *leasedStore) Renew(_ context.Context, owner string, ttl time.Duration) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	now := time.Now()
	for id, l := range s.leases {
		if l.owner == owner {
			s.leases[id] = lease{owner, now.Add(ttl)}
			ids = append(ids, id)
		}
	}
	return ids, nil
}

func (s *leasedStore) TakeExpired(_ context.Context, owner string, ttl time.Duration, limit int) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	now := time.Now()
	for id, l := range s.leases {
		if len(ids) < limit && !l.expires.After(now) {
			s.leases[id] = lease{owner, now.Add(ttl)}
			ids = append(ids, id)
		}
	}
	return ids, nil
}

func (s *leasedStore) Release(_ context.Context, id, owner string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.leases[id].owner == owner {
		delete(s.leases, id)
	}
	return nil
}

// owner returns the holder of a game's lease, or "".
func (s *leasedStore) owner(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.leases[id].owner
}

// startCluster starts n servers sharing one store and one bus, each its
// own app (whose store it must not close: the cluster closes it).
func startCluster(t *testing.T, n int) ([]*app, *leasedStore, []*memBusClient) {
	t.Helper()
	return startClusterOf(t, n, clusterOptions{})
}

// clusterOptions are the choices of startClusterOf.
type clusterOptions struct {
	// revisions gives the servers a store that reads a game's revision
	// alone (revisionedStore), as KingMe's stores do; without it they
	// learn of other servers' saves from the bus alone.
	revisions bool
	// storeFor, when set, gives server i (from 0) its store, given the
	// shared one.
	storeFor func(i int, shared store.Store) store.Store
}

// startClusterOf is startCluster with the choices of o.
func startClusterOf(t *testing.T, n int, o clusterOptions) ([]*app, *leasedStore, []*memBusClient) {
	t.Helper()
	st, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	shared := &leasedStore{Store: st, leases: map[string]lease{}}
	t.Cleanup(func() { st.Close() })
	var servers store.Store = shared
	if o.revisions {
		servers = revisionedStore{shared}
	}
	bus := &memBus{}
	clock := &fakeClock{}
	apps := make([]*app, n)
	clients := make([]*memBusClient, n)
	for i := range apps {
		logs := &logBuffer{}
		clients[i] = bus.forServer()
		own := servers
		if o.storeFor != nil {
			own = o.storeFor(i, servers)
		}
		srv, err := server.New(server.Config{Store: own, Workers: 1, MaxThink: 100 * time.Millisecond,
			HintTime: 100 * time.Millisecond, DrawThink: 50 * time.Millisecond, TableMiB: 1, Now: clock.now,
			CreatePerMinute: 100_000, CreateBurst: 1_000, // the tests create many games from one address
			Bus: clients[i], ServerID: fmt.Sprintf("server-%d", i+1), Log: slog.New(slog.NewTextHandler(logs, nil))})
		if err != nil {
			t.Fatal(err)
		}
		a := &app{t: t, srv: srv, http: httptest.NewServer(srv.Handler()), clock: clock}
		t.Cleanup(func() {
			if a.http != nil {
				a.http.Close()
				srv.Close()
			}
			if t.Failed() {
				t.Logf("server-%d's log:\n%s", i+1, logs.String())
			}
		})
		apps[i] = a
	}
	return apps, shared, clients
}

// TestClusterFriends plays a game between friends on two servers, watched
// from a third: every move reaches every socket, wherever it was sent; a
// stale or repeated move is refused; and a server whose copy is stale
// (it missed the news) reloads the game and judges the move against it.
func TestClusterFriends(t *testing.T) {
	apps, _, buses := startCluster(t, 3)
	a, b, c := apps[0], apps[1], apps[2]
	ann := a.create(map[string]any{"variant": "standard", "mode": "friend", "color": "black", "name": "Ann"})
	var bob seat
	if code := b.call("POST", "/api/games/"+ann.ID+"/join", "", map[string]any{"name": "Bob", "invite": ann.Invite}, &bob); code != http.StatusOK {
		t.Fatalf("join on another server: status %d, want 200", code)
	}
	watcher := c.watch(ann.ID, "")
	annSocket := a.watch(ann.ID, ann.Token)
	watcher.next("both seats taken", func(st server.State) bool { return st.Seats["red"].Name == "Bob" })

	line := []struct {
		by   *app
		tok  string
		move string
	}{
		{a, ann.Token, "11-15"}, {b, bob.Token, "24-20"}, {b, ann.Token, "8-11"}, {a, bob.Token, "28-24"}, {c, ann.Token, "9-13"},
	}
	for ply, m := range line {
		code, _, msg := m.by.move(ann.ID, m.tok, m.move, ply)
		if code != http.StatusOK {
			t.Fatalf("ply %d, %s on server %s: status %d (%s), want 200", ply, m.move, m.by.http.URL, code, msg)
		}
		want := ply + 1
		watcher.next(fmt.Sprintf("ply %d on the watcher's server", want), func(st server.State) bool { return st.Ply == want })
		annSocket.next(fmt.Sprintf("ply %d on Ann's server", want), func(st server.State) bool { return st.Ply == want })
	}

	// The same move again, as a client retrying would send it: refused.
	if code, _, _ := b.move(ann.ID, ann.Token, "9-13", 4); code != http.StatusConflict {
		t.Errorf("a repeated move on another server: status %d, want 409", code)
	}

	// Server b misses the news of Bob's move: its copy is stale when Ann's
	// next move reaches it, and it reloads the game to judge it.
	b.state(ann.ID, bob.Token) // b holds the game
	buses[1].sub.deaf.Store(true)
	if code, _, msg := a.move(ann.ID, bob.Token, "22-18", 5); code != http.StatusOK {
		t.Fatalf("Bob's move on server a: status %d (%s)", code, msg)
	}
	if got := b.state(ann.ID, ann.Token).Ply; got != 5 {
		t.Fatalf("server b's copy: got ply %d, want 5 (stale, it missed the news)", got)
	}
	code, st, msg := b.move(ann.ID, ann.Token, "15x22", 6)
	if code != http.StatusOK || st.Ply != 7 {
		t.Errorf("Ann's move on the stale server: status %d (%s), ply %d; want 200 at ply 7", code, msg, st.Ply)
	}
	buses[1].sub.deaf.Store(false)
	watcher.next("ply 7 on the watcher's server", func(st server.State) bool { return st.Ply == 7 })
}

// TestClusterComputerTakeover plays against the computer through a server
// that does not run it, then kills the one that does: another server takes
// the game's lease over and the computer goes on answering.
func TestClusterComputerTakeover(t *testing.T) {
	apps, leases, buses := startCluster(t, 3)
	a, b := apps[0], apps[1]
	me := a.create(map[string]any{"variant": "standard", "mode": "computer", "level": "beginner", "color": "black"})
	if got := leases.owner(me.ID); got != "server-1" {
		t.Fatalf("the lease of a game created on server-1: got owner %q, want server-1", got)
	}
	sock := b.watch(me.ID, me.Token)
	play := func(on *app, ply int) {
		t.Helper()
		st := on.state(me.ID, me.Token)
		if len(st.Legal) == 0 {
			t.Fatalf("ply %d: no legal move", ply)
		}
		if code, _, msg := on.move(me.ID, me.Token, st.Legal[0].Text, ply); code != http.StatusOK {
			t.Fatalf("ply %d on %s: status %d (%s)", ply, on.http.URL, code, msg)
		}
		sock.next(fmt.Sprintf("the computer's answer at ply %d", ply+1), func(st server.State) bool { return st.Ply == ply+2 })
	}
	play(b, 0)
	play(b, 2)
	play(b, 4)

	// A hint, searched by server b, its worker free.
	var hint hintReply
	if code := b.call("POST", "/api/games/"+me.ID+"/hint", me.Token, nil, &hint); code != http.StatusOK || hint.Move.Text == "" || len(hint.Move.Path) < 2 {
		t.Errorf("hint among several servers: status %d, %+v; want 200 with a move and its path", code, hint)
	}

	// Server-1 dies: its leases are renewed no more.
	buses[0].dead.Store(true)
	a.http.CloseClientConnections()
	a.http.Close()
	a.http = nil
	a.srv.Close()
	deadline := time.Now().Add(15 * time.Second)
	for leases.owner(me.ID) == "server-1" {
		if time.Now().After(deadline) {
			t.Fatal("no server took the lease over within 15 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	play(b, 6)
	play(b, 8)
	// Each search was made by the server that needed it, its worker free:
	// none went over the bus (TestClusterComputerBusy sends them).
	for i, bus := range buses {
		if asked, answered := bus.asked.Load(), bus.answered.Load(); asked != 0 || answered != 0 {
			t.Errorf("server-%d asked %d searches of the bus and answered %d; want none, every worker free", i+1, asked, answered)
		}
	}
}

// TestClusterComputerBusy plays against the computer on a server whose
// workers are all busy, in each game of the table: the computer's move is
// searched by another server, and comes while the workers here are still
// busy; once they are free, the next is searched here, not over the bus.
func TestClusterComputerBusy(t *testing.T) {
	apps, _, buses := startCluster(t, 3)
	a := apps[0]
	counts := func() (asked, answered int64) {
		for i, bus := range buses {
			asked += bus.asked.Load()
			if i > 0 {
				answered += bus.answered.Load()
			}
		}
		return asked, answered
	}
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			for _, ap := range apps {
				ap.t = t
			}
			me := a.create(map[string]any{"variant": g.Key(), "mode": "computer", "level": "beginner", "color": "black"})
			sock := a.watch(me.ID, me.Token)
			myTurn := func(s server.State) bool { return s.Result.Over || len(s.Legal) > 0 }
			st := sock.next("the first state", myTurn)
			play := func() {
				t.Helper()
				ply := st.Ply
				if code, _, msg := a.move(me.ID, me.Token, st.Legal[0].Text, ply); code != http.StatusOK {
					t.Fatalf("ply %d: status %d (%s), want 200", ply, code, msg)
				}
				st = sock.next(fmt.Sprintf("the computer's answer after ply %d", ply+1), func(s server.State) bool {
					return s.Ply > ply+1 && myTurn(s) || s.Result.Over
				})
			}
			release := a.srv.HoldWorkers()
			buses[0].full.Store(true) // the bus sends server-1 no search
			asked, answered := counts()
			play()
			gotAsked, gotAnswered := counts()
			buses[0].full.Store(false)
			release()
			if gotAsked-asked != 1 || gotAnswered-answered != 1 {
				t.Errorf("server-1's workers busy: %d searches asked of the bus, %d answered by the other servers; want 1 and 1", gotAsked-asked, gotAnswered-answered)
			}
			if st.Result.Over {
				return
			}
			play()
			if a2, b2 := counts(); a2 != gotAsked || b2 != gotAnswered {
				t.Errorf("server-1's workers free: %d searches asked of the bus, %d answered by the other servers; want none", a2-gotAsked, b2-gotAnswered)
			}
		})
	}
}

// TestClusterEveryGame plays each game of the table against the computer
// among three servers: the person's moves go to each server in turn, and
// the computer's moves are searched by whichever server's turn it is (the
// game sent as its start and moves' text, replayed there), until the game
// ends or 40 plies are played.
func TestClusterEveryGame(t *testing.T) {
	apps, _, _ := startCluster(t, 3)
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			me := apps[0].create(map[string]any{"variant": g.Key(), "mode": "computer", "level": "beginner", "color": "black"})
			sock := apps[1].watch(me.ID, me.Token)
			myTurn := func(s server.State) bool { return s.Result.Over || len(s.Legal) > 0 }
			st := sock.next("the first state", myTurn) // the computer may move first
			for turn := 0; !st.Result.Over && st.Ply < 40; turn++ {
				on, ply := apps[turn%3], st.Ply
				if code, _, msg := on.move(me.ID, me.Token, st.Legal[0].Text, ply); code != http.StatusOK {
					t.Fatalf("ply %d, %s on server %d: status %d (%s)", ply, st.Legal[0].Text, turn%3+1, code, msg)
				}
				st = sock.next(fmt.Sprintf("the computer's answer after ply %d", ply+1), func(s server.State) bool {
					return s.Ply > ply+1 && myTurn(s) || s.Result.Over
				})
			}
			t.Logf("%s: %d plies, %s", g.Key(), st.Ply, st.Result.Text)
		})
	}
}
