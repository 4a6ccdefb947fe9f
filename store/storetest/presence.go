package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// presenceTTL is the ttl of connections that must not expire during a
// test, and shortTTL that of connections a test lets expire (it sleeps
// shortTTL and a little more, then expects them gone).
const (
	presenceTTL = time.Hour
	shortTTL    = 50 * time.Millisecond
)

// presenceStep is one call of a store.Presence in a presence test.
type presenceStep struct {
	op     string // "connect", "disconnect", "renew" or "sleep" (shortTTL and more)
	seat   int
	server string
	ttl    time.Duration // for connect and renew: presenceTTL when zero
	other  bool          // on another game than the one checked
}

// Steps of presence tests.
func connect(seat int, server string) presenceStep {
	return presenceStep{op: "connect", seat: seat, server: server}
}
func connectShort(seat int, server string) presenceStep {
	return presenceStep{op: "connect", seat: seat, server: server, ttl: shortTTL}
}
func disconnect(seat int, server string) presenceStep {
	return presenceStep{op: "disconnect", seat: seat, server: server}
}
func renew(server string) presenceStep { return presenceStep{op: "renew", server: server} }

// expire is a step that waits until the connections of ttl shortTTL made
// before it have expired.
var expire = presenceStep{op: "sleep"}

// seatWant is what a presence test expects of a seat: Connected and Seen,
// and Away 0, or else (away) more than 0, at least awayMin, and at most
// the time the test took.
type seatWant struct {
	connected, seen, away bool
	awayMin               time.Duration
}

var (
	absent    = seatWant{}
	connected = seatWant{connected: true, seen: true}
	away      = seatWant{seen: true, away: true}
	// awayLong is away since before an expire step at least.
	awayLong = seatWant{seen: true, away: true, awayMin: shortTTL}
)

// testPresence checks a store's Presence, when it has one, each case on a
// game of its own: which seats are connected over all servers, which were
// seen, and how long ago a seat went away.
func testPresence(t *testing.T, s store.Store) {
	p, ok := s.(store.Presence)
	if !ok {
		t.Skip("the store keeps no presence (it does not implement store.Presence)")
	}
	tests := []struct {
		name  string
		steps []presenceStep
		want  [2]seatWant
	}{
		{"never connected", nil, [2]seatWant{absent, absent}},
		{"connected", []presenceStep{connect(0, "one")}, [2]seatWant{connected, absent}},
		{"red connected", []presenceStep{connect(1, "one")}, [2]seatWant{absent, connected}},
		{"connected twice on one server", []presenceStep{connect(0, "one"), connect(0, "one")}, [2]seatWant{connected, absent}},
		{"two servers, one disconnects",
			[]presenceStep{connect(0, "one"), connect(0, "two"), disconnect(0, "one")}, [2]seatWant{connected, absent}},
		{"two servers, both disconnect",
			[]presenceStep{connect(0, "one"), connect(0, "two"), disconnect(0, "one"), disconnect(0, "two")}, [2]seatWant{away, absent}},
		{"disconnects, then connects on another server",
			[]presenceStep{connect(1, "one"), disconnect(1, "one"), connect(1, "two")}, [2]seatWant{absent, connected}},
		{"one server holds both seats, one disconnects",
			[]presenceStep{connect(0, "one"), connect(1, "one"), disconnect(0, "one")}, [2]seatWant{away, connected}},
		{"a server stops renewing",
			[]presenceStep{connectShort(0, "dying"), connectShort(1, "living"), renew("living"), expire}, [2]seatWant{away, connected}},
		{"renewed",
			[]presenceStep{connectShort(0, "one"), renew("one"), expire}, [2]seatWant{connected, absent}},
		{"another server renews",
			[]presenceStep{connectShort(0, "one"), renew("two"), expire}, [2]seatWant{away, absent}},
		{"a renewal does not bring back a disconnection",
			[]presenceStep{connect(0, "one"), disconnect(0, "one"), renew("one"), expire}, [2]seatWant{awayLong, absent}},
		{"another game's connections",
			[]presenceStep{{op: "connect", seat: 0, server: "one", other: true}, connect(1, "one")}, [2]seatWant{absent, connected}},
	}
	ctx := context.Background()
	create(t, s, sampleGame("presence-other", 0))
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := fmt.Sprintf("presence-%d", i)
			create(t, s, sampleGame(id, 0))
			start := time.Now()
			for _, step := range tt.steps {
				if err := presenceDo(ctx, p, id, step); err != nil {
					t.Fatalf("%+v: got error %v, want nil", step, err)
				}
			}
			got, err := p.SeatsPresence(ctx, id)
			elapsed := time.Since(start)
			if err != nil {
				t.Fatalf("SeatsPresence: got error %v, want nil", err)
			}
			for seat, want := range tt.want {
				checkSeat(t, seat, got[seat], want, elapsed)
			}
		})
	}
}

// presenceDo runs step on game id (or the other game).
func presenceDo(ctx context.Context, p store.Presence, id string, step presenceStep) error {
	if step.other {
		id = "presence-other"
	}
	ttl := step.ttl
	if ttl == 0 {
		ttl = presenceTTL
	}
	switch step.op {
	case "connect":
		return p.Connected(ctx, id, step.seat, step.server, ttl)
	case "disconnect":
		return p.Disconnected(ctx, id, step.seat, step.server)
	case "renew":
		return p.RenewPresence(ctx, step.server, ttl)
	case "sleep":
		// The store's clock reads the expiry after the call that set it
		// began: once shortTTL has passed since it returned, it is past.
		time.Sleep(shortTTL + 10*time.Millisecond)
		return nil
	}
	return fmt.Errorf("unknown step %q", step.op)
}

// checkSeat reports how got differs from want for seat; elapsed bounds
// Away from above (the test's steps and reading took that long).
func checkSeat(t *testing.T, seat int, got store.SeatPresence, want seatWant, elapsed time.Duration) {
	t.Helper()
	if got.Connected != want.connected || got.Seen != want.seen {
		t.Errorf("seat %d: got Connected %v, Seen %v; want Connected %v, Seen %v", seat, got.Connected, got.Seen, want.connected, want.seen)
	}
	switch {
	case !want.away && got.Away != 0:
		t.Errorf("seat %d: got Away %v, want 0", seat, got.Away)
	case want.away && (got.Away <= 0 || got.Away < want.awayMin || got.Away > elapsed):
		t.Errorf("seat %d: got Away %v, want more than 0, at least %v, at most %v (the time the test took)", seat, got.Away, want.awayMin, elapsed)
	}
}

// testPresenceAwayGrows checks that a seat's Away grows with the store's
// clock while the seat stays away.
func testPresenceAwayGrows(t *testing.T, s store.Store) {
	p, ok := s.(store.Presence)
	if !ok {
		t.Skip("the store keeps no presence (it does not implement store.Presence)")
	}
	ctx := context.Background()
	g := sampleGame("away-grows", 0)
	create(t, s, g)
	start := time.Now()
	for _, step := range []presenceStep{connect(1, "one"), connect(1, "two"), disconnect(1, "two"), disconnect(1, "one")} {
		if err := presenceDo(ctx, p, g.ID, step); err != nil {
			t.Fatalf("%+v: got error %v, want nil", step, err)
		}
	}
	first, err := p.SeatsPresence(ctx, g.ID)
	if err != nil {
		t.Fatalf("SeatsPresence: got error %v, want nil", err)
	}
	const pause = 100 * time.Millisecond
	time.Sleep(pause)
	second, err := p.SeatsPresence(ctx, g.ID)
	elapsed := time.Since(start)
	if err != nil {
		t.Fatalf("SeatsPresence after %v: got error %v, want nil", pause, err)
	}
	checkSeat(t, 1, first[1], away, elapsed)
	checkSeat(t, 1, second[1], away, elapsed)
	if grown := second[1].Away - first[1].Away; grown < pause {
		t.Errorf("Away after a pause of %v: got %v then %v (grown %v), want it grown by at least the pause", pause, first[1].Away, second[1].Away, grown)
	}
}

// testPresenceRefused checks that Presence refuses bad arguments, naming
// them (not store.ErrNotFound), and an unknown game with
// store.ErrNotFound, and that a refused call records nothing.
func testPresenceRefused(t *testing.T, s store.Store) {
	p, ok := s.(store.Presence)
	if !ok {
		t.Skip("the store keeps no presence (it does not implement store.Presence)")
	}
	ctx := context.Background()
	g := sampleGame("refused", 0)
	create(t, s, g)
	bad := []struct {
		name string
		call func() error
	}{
		{"Connected, seat -1", func() error { return p.Connected(ctx, g.ID, -1, "one", presenceTTL) }},
		{"Connected, seat 2", func() error { return p.Connected(ctx, g.ID, 2, "one", presenceTTL) }},
		{"Connected, no server", func() error { return p.Connected(ctx, g.ID, 0, "", presenceTTL) }},
		{"Connected, ttl 0", func() error { return p.Connected(ctx, g.ID, 0, "one", 0) }},
		{"Connected, negative ttl", func() error { return p.Connected(ctx, g.ID, 0, "one", -time.Second) }},
		{"Disconnected, seat -1", func() error { return p.Disconnected(ctx, g.ID, -1, "one") }},
		{"Disconnected, seat 2", func() error { return p.Disconnected(ctx, g.ID, 2, "one") }},
		{"Disconnected, no server", func() error { return p.Disconnected(ctx, g.ID, 1, "") }},
		{"RenewPresence, no server", func() error { return p.RenewPresence(ctx, "", presenceTTL) }},
		{"RenewPresence, ttl 0", func() error { return p.RenewPresence(ctx, "one", 0) }},
		{"RenewPresence, negative ttl", func() error { return p.RenewPresence(ctx, "one", -time.Second) }},
	}
	for _, tt := range bad {
		if err := tt.call(); err == nil || errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s: got error %v, want an error saying what is wrong", tt.name, err)
		}
	}
	got, err := p.SeatsPresence(ctx, g.ID)
	if err != nil || got != [2]store.SeatPresence{} {
		t.Errorf("SeatsPresence after refused calls: got %+v (error %v), want nothing recorded", got, err)
	}

	unknown := []struct {
		name string
		call func() error
	}{
		{"Connected", func() error { return p.Connected(ctx, "no-such-game", 0, "one", presenceTTL) }},
		{"Disconnected", func() error { return p.Disconnected(ctx, "no-such-game", 0, "one") }},
		{"SeatsPresence", func() error { _, err := p.SeatsPresence(ctx, "no-such-game"); return err }},
		{"SeatsPresence, empty ID", func() error { _, err := p.SeatsPresence(ctx, ""); return err }},
	}
	for _, tt := range unknown {
		if err := tt.call(); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s of an unknown game: got error %v, want one wrapping %v", tt.name, err, store.ErrNotFound)
		}
	}
	if err := p.RenewPresence(ctx, "server-of-nothing", presenceTTL); err != nil {
		t.Errorf("RenewPresence for a server holding no connection: got error %v, want nil", err)
	}
}
