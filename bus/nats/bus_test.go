package natsbus

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kingme/kingme/bus/nats/natstest"
)

// patience bounds every wait for an eventual event.
const patience = 20 * time.Second

// open opens a bus named name on url or fails the test, and closes it
// when the test ends.
func open(t *testing.T, url, name string) *Bus {
	t.Helper()
	b, err := Open(url, name)
	if err != nil {
		t.Fatalf("Open(%q, %q): got error %v, want nil", url, name, err)
	}
	t.Cleanup(func() {
		if err := b.Close(); err != nil {
			t.Errorf("Close of bus %s: got error %v, want nil", name, err)
		}
	})
	return b
}

// eventually polls cond until it holds, failing the test with what when
// it does not within patience.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(patience)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %v", what, patience)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// news collects the news a bus receives.
type news struct {
	mu   sync.Mutex
	seen map[string][]int64 // revisions by game ID, in order of arrival
	// changes are the changes received, by game ID and revision.
	changes map[string]map[int64][]byte
}

// subscribe subscribes a new news to b.
func subscribe(t *testing.T, b *Bus) *news {
	t.Helper()
	n := &news{seen: map[string][]int64{}, changes: map[string]map[int64][]byte{}}
	if err := b.Subscribe(func(id string, revision int64, change []byte) {
		n.mu.Lock()
		n.seen[id] = append(n.seen[id], revision)
		if n.changes[id] == nil {
			n.changes[id] = map[int64][]byte{}
		}
		n.changes[id][revision] = change
		n.mu.Unlock()
	}); err != nil {
		t.Fatalf("Subscribe: got error %v, want nil", err)
	}
	return n
}

// has reports whether the news of game id at revision came.
func (n *news) has(id string, revision int64) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, r := range n.seen[id] {
		if r == revision {
			return true
		}
	}
	return false
}

// change returns the change received with the news of game id at
// revision.
func (n *news) change(id string, revision int64) []byte {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.changes[id][revision]
}

// oddIDs are game IDs the server never makes, which must still reach
// their subscribers unchanged and nobody else's subject.
var oddIDs = []string{
	"a.b", "*", ">", "a.*", "a b", "tab\there", "~", "~abc", "ünïcödé", "nul\x00", "..", "kingme.games.x",
	strings.Repeat("x", maxIDLength),
}

func TestSubjects(t *testing.T) {
	tests := []struct {
		id      string
		subject string // "" for any safe one
		wantErr bool
	}{
		{id: "abc123", subject: "kingme.games.abc123"},
		{id: "A-b_9", subject: "kingme.games.A-b_9"},
		{id: "a.b", subject: "kingme.games.~YS5i"},
		{id: "", wantErr: true},
		{id: strings.Repeat("x", maxIDLength+1), wantErr: true},
	}
	for _, id := range oddIDs {
		tests = append(tests, struct {
			id      string
			subject string
			wantErr bool
		}{id: id})
	}
	for _, tt := range tests {
		subject, err := gameSubject(tt.id)
		if tt.wantErr {
			if err == nil {
				t.Errorf("gameSubject(%q): got %q, want an error", tt.id, subject)
			}
			continue
		}
		if err != nil {
			t.Errorf("gameSubject(%q): got error %v, want nil", tt.id, err)
			continue
		}
		if tt.subject != "" && subject != tt.subject {
			t.Errorf("gameSubject(%q): got %q, want %q", tt.id, subject, tt.subject)
		}
		token := strings.TrimPrefix(subject, gamePrefix)
		if strings.ContainsAny(token, ".*> \t\r\n\x00") || !strings.HasPrefix(subject, gamePrefix) {
			t.Errorf("gameSubject(%q): got %q, want kingme.games. and one safe token", tt.id, subject)
		}
		if got, err := gameID(subject); err != nil || got != tt.id {
			t.Errorf("gameID(%q): got %q (error %v), want %q", subject, got, err, tt.id)
		}
	}
	for _, subject := range []string{"kingme.games.", "kingme.games.~", "kingme.games.~!!", "kingme.games.a b", "other.x"} {
		if id, err := gameID(subject); err == nil {
			t.Errorf("gameID(%q): got %q, want an error", subject, id)
		}
	}
}

// TestPublishSubscribe has two servers publish games, the server's IDs
// and odd ones: each server hears every save, its own included.
func TestPublishSubscribe(t *testing.T) {
	url := natstest.Start(t)
	buses := []*Bus{open(t, url, "one"), open(t, url, "two")}
	heard := []*news{subscribe(t, buses[0]), subscribe(t, buses[1])}
	ids := append([]string{"g1", "G-2_x"}, oddIDs...)
	ctx := context.Background()
	for i, id := range ids {
		if err := buses[i%2].Publish(ctx, id, int64(i), nil); err != nil {
			t.Fatalf("Publish(%q, %d): got error %v, want nil", id, i, err)
		}
	}
	for n, h := range heard {
		for i, id := range ids {
			eventually(t, fmt.Sprintf("bus %d hears game %q at revision %d", n+1, id, i), func() bool { return h.has(id, int64(i)) })
		}
	}
	for n, h := range heard {
		h.mu.Lock()
		if len(h.seen) != len(ids) {
			t.Errorf("bus %d: got news of %d games, want %d", n+1, len(h.seen), len(ids))
		}
		for id, revs := range h.seen {
			if len(revs) != 1 {
				t.Errorf("bus %d: game %q: got revisions %v, want one", n+1, id, revs)
			}
		}
		h.mu.Unlock()
	}
	if err := buses[0].Publish(ctx, "", 1, nil); err == nil {
		t.Errorf("Publish of an empty ID: got nil error, want one")
	}
}

// TestReconnect restarts the NATS server: the buses reconnect by
// themselves, and news published after the restart arrives.
func TestReconnect(t *testing.T) {
	srv := natstest.StartServer(t)
	a, b := open(t, srv.URL(), "a"), open(t, srv.URL(), "b")
	heard := subscribe(t, b)
	var reconnects atomic.Int64
	b.OnReconnect(func() { reconnects.Add(1) })
	ctx := context.Background()
	if err := a.Publish(ctx, "before", 1, nil); err != nil {
		t.Fatalf("Publish before the restart: got error %v, want nil", err)
	}
	eventually(t, "news before the restart", func() bool { return heard.has("before", 1) })

	srv.Stop()
	eventually(t, "the bus sees the lost connection", func() bool { return !a.nc.IsConnected() })
	if err := a.Publish(ctx, "during", 1, nil); err == nil {
		t.Errorf("Publish while NATS is down: got nil error, want one")
	}
	srv.Restart(t)

	// b's subscription comes back with b's connection, which a cannot see:
	// publish until b hears, each at a new revision.
	var rev int64
	eventually(t, "news after the restart", func() bool {
		if a.nc.IsConnected() {
			rev++
			_ = a.Publish(ctx, "after", rev, nil)
		}
		return heard.has("after", rev)
	})
	eventually(t, "OnReconnect's function called", func() bool { return reconnects.Load() == 1 })
}

func TestClose(t *testing.T) {
	url := natstest.Start(t)
	b, err := Open(url, "closing")
	if err != nil {
		t.Fatalf("Open: got error %v, want nil", err)
	}
	if err := b.Subscribe(func(string, int64, []byte) {}); err != nil {
		t.Fatalf("Subscribe: got error %v, want nil", err)
	}
	for i := range 2 {
		if err := b.Close(); err != nil {
			t.Errorf("Close %d: got error %v, want nil", i+1, err)
		}
	}
	ctx := context.Background()
	if err := b.Publish(ctx, "g", 1, nil); err == nil {
		t.Errorf("Publish after Close: got nil error, want one")
	}
	if err := b.Subscribe(func(string, int64, []byte) {}); err == nil {
		t.Errorf("Subscribe after Close: got nil error, want one")
	}
	if err := b.ServeSearches(1, nil); err == nil {
		t.Errorf("ServeSearches after Close: got nil error, want one")
	}
	if _, err := b.Search(ctx, nil); err == nil {
		t.Errorf("Search after Close: got nil error, want one")
	}
}

func TestOpenUnreachable(t *testing.T) {
	srv := natstest.StartServer(t)
	srv.Stop()
	if b, err := Open(srv.URL(), "nobody"); err == nil {
		b.Close()
		t.Errorf("Open of a stopped server: got nil error, want one")
	}
}
