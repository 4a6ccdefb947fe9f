package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// presenceRow is a row of the table presence: a server's record of a
// seat, with its expiry as the time from PostgreSQL's now (negative when
// past).
type presenceRow struct {
	seat      int
	server    string
	connected bool
	in        time.Duration
}

// setPresence stores rows for game id, replacing those of the same seat
// and server.
func setPresence(t *testing.T, s *Store, id string, rows ...presenceRow) {
	t.Helper()
	for _, r := range rows {
		_, err := s.pool.Exec(context.Background(), `INSERT INTO presence (game_id, seat, server, connected, expires)
VALUES ($1, $2, $3, $4, now() + $5 * interval '1 microsecond')
ON CONFLICT (game_id, seat, server) DO UPDATE SET connected = excluded.connected, expires = excluded.expires`,
			id, r.seat, r.server, r.connected, r.in.Microseconds())
		if err != nil {
			t.Fatalf("storing %+v for game %q: %v", r, id, err)
		}
	}
}

// storedPresence returns the row of game id, seat and server, with its
// expiry from PostgreSQL's now, and whether there is one.
func storedPresence(t *testing.T, s *Store, id string, seat int, server string) (presenceRow, bool) {
	t.Helper()
	r := presenceRow{seat: seat, server: server}
	var us float64
	err := s.pool.QueryRow(context.Background(),
		"SELECT connected, extract(epoch FROM expires - now()) * 1e6 FROM presence WHERE game_id = $1 AND seat = $2 AND server = $3",
		id, seat, server).Scan(&r.connected, &us)
	if err != nil {
		return r, false
	}
	r.in = time.Duration(us) * time.Microsecond
	return r, true
}

// within reports whether d is in [least, least + slack]: slack is the
// time a loaded machine may take between two statements.
func within(d, least time.Duration) bool {
	const slack = time.Minute
	return d >= least && d <= least+slack
}

// TestSeatsPresenceAway reads the presence of seats whose rows were set
// by SQL, with expiries in the past: Away is the time since the latest.
func TestSeatsPresenceAway(t *testing.T) {
	s := openFresh(t)
	tests := []struct {
		name          string
		rows          []presenceRow
		wantConnected bool
		wantAway      time.Duration // at least, and at most a minute more
	}{
		{"a connection expired", []presenceRow{{0, "a", true, -90 * time.Second}}, false, 90 * time.Second},
		{"a disconnection", []presenceRow{{0, "a", false, -90 * time.Second}}, false, 90 * time.Second},
		{"the latest of expired and ended ones", []presenceRow{
			{0, "a", true, -90 * time.Second}, {0, "b", false, -30 * time.Second}, {0, "c", false, -time.Hour}}, false, 30 * time.Second},
		{"one standing among expired ones", []presenceRow{
			{0, "a", true, -90 * time.Second}, {0, "b", true, time.Hour}}, true, 0},
		{"a disconnection not yet past by the store's clock", []presenceRow{{0, "a", false, time.Hour}}, false, 0},
	}
	ctx := context.Background()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := fmt.Sprintf("away-%d", i)
			createGames(t, s, id)
			setPresence(t, s, id, tt.rows...)
			got, err := s.SeatsPresence(ctx, id)
			if err != nil {
				t.Fatalf("SeatsPresence: got error %v, want nil", err)
			}
			black := got[0]
			if black.Connected != tt.wantConnected || !black.Seen {
				t.Errorf("Black: got Connected %v, Seen %v; want Connected %v, Seen true", black.Connected, black.Seen, tt.wantConnected)
			}
			if tt.wantAway == 0 && black.Away != 0 || tt.wantAway != 0 && !within(black.Away, tt.wantAway) {
				t.Errorf("Black: got Away %v, want %v (within a minute more)", black.Away, tt.wantAway)
			}
			if got[1] != (store.SeatPresence{}) {
				t.Errorf("Red, never connected: got %+v, want the zero SeatPresence", got[1])
			}
		})
	}
}

// TestDisconnected checks the row Disconnected leaves from each state a
// server's record of a seat may be in: not connected, expiring now, or,
// when it had ended before, as it was.
func TestDisconnected(t *testing.T) {
	s := openFresh(t)
	tests := []struct {
		name     string
		before   []presenceRow // of seat 0 on server "a"
		wantAway time.Duration // at least, and at most a minute more
	}{
		{"connected", []presenceRow{{0, "a", true, time.Hour}}, 0},
		{"connected, expired", []presenceRow{{0, "a", true, -90 * time.Second}}, 0},
		{"never connected", nil, 0},
		{"disconnected before: keeps its time", []presenceRow{{0, "a", false, -90 * time.Second}}, 90 * time.Second},
		{"another server's expired connection", []presenceRow{{0, "b", true, -90 * time.Second}}, 0},
	}
	ctx := context.Background()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := fmt.Sprintf("disconnect-%d", i)
			createGames(t, s, id)
			setPresence(t, s, id, tt.before...)
			if err := s.Disconnected(ctx, id, 0, "a"); err != nil {
				t.Fatalf("Disconnected: got error %v, want nil", err)
			}
			r, ok := storedPresence(t, s, id, 0, "a")
			if !ok || r.connected || r.in > 0 {
				t.Errorf("row after Disconnected: got %+v (stored %v), want one not connected, expired", r, ok)
			}
			got, err := s.SeatsPresence(ctx, id)
			if err != nil {
				t.Fatalf("SeatsPresence: got error %v, want nil", err)
			}
			if black := got[0]; black.Connected || !black.Seen || !within(black.Away, tt.wantAway) {
				t.Errorf("Black after Disconnected: got %+v, want not Connected, Seen, Away %v (within a minute more)", black, tt.wantAway)
			}
		})
	}
}

// TestRenewPresence checks that RenewPresence pushes back the expiry of
// every connection of its server, expired ones too, and no other row.
func TestRenewPresence(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g", "h")
	setPresence(t, s, "g", presenceRow{0, "me", true, time.Second}, presenceRow{1, "me", true, -time.Minute},
		presenceRow{0, "other", true, time.Second})
	setPresence(t, s, "h", presenceRow{0, "me", true, time.Second}, presenceRow{1, "me", false, -time.Minute})
	if err := s.RenewPresence(context.Background(), "me", time.Hour); err != nil {
		t.Fatalf("RenewPresence: got error %v, want nil", err)
	}
	tests := []struct {
		id            string
		seat          int
		server        string
		wantConnected bool
		least, most   time.Duration
	}{
		{"g", 0, "me", true, 59 * time.Minute, time.Hour},
		{"g", 1, "me", true, 59 * time.Minute, time.Hour},
		{"g", 0, "other", true, -time.Minute, time.Second},
		{"h", 0, "me", true, 59 * time.Minute, time.Hour},
		{"h", 1, "me", false, -2 * time.Minute, -time.Minute},
	}
	for _, tt := range tests {
		r, ok := storedPresence(t, s, tt.id, tt.seat, tt.server)
		if !ok || r.connected != tt.wantConnected || r.in < tt.least || r.in > tt.most {
			t.Errorf("game %q, seat %d, server %q after RenewPresence: got %+v (stored %v), want connected %v, expiring in %v to %v",
				tt.id, tt.seat, tt.server, r, ok, tt.wantConnected, tt.least, tt.most)
		}
	}
}

// TestConnectedExpiry checks the expiry Connected stores, also over a row
// that had ended.
func TestConnectedExpiry(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	setPresence(t, s, "g", presenceRow{1, "me", false, -time.Hour})
	for _, seat := range []int{0, 1} {
		if err := s.Connected(context.Background(), "g", seat, "me", 2*time.Hour); err != nil {
			t.Fatalf("Connected(seat %d): got error %v, want nil", seat, err)
		}
		if r, ok := storedPresence(t, s, "g", seat, "me"); !ok || !r.connected || !within(r.in, 2*time.Hour-time.Minute) {
			t.Errorf("seat %d after Connected for 2h: got %+v (stored %v), want connected, expiring in about 2h", seat, r, ok)
		}
	}
}

// TestPresenceGoesWithGame deletes a game (the store has no Delete: by
// SQL): its presence rows go with it.
func TestPresenceGoesWithGame(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	ctx := context.Background()
	if err := s.Connected(ctx, "g", 0, "me", time.Hour); err != nil {
		t.Fatalf("Connected: got error %v, want nil", err)
	}
	if _, err := s.pool.Exec(ctx, "DELETE FROM games WHERE id = 'g'"); err != nil {
		t.Fatalf("deleting the game: %v", err)
	}
	if r, ok := storedPresence(t, s, "g", 0, "me"); ok {
		t.Errorf("presence of a deleted game: got %+v, want no row", r)
	}
	if _, err := s.SeatsPresence(ctx, "g"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SeatsPresence of a deleted game: got error %v, want one wrapping store.ErrNotFound", err)
	}
}

// TestPresenceRefusedText checks what the refusals of bad arguments say,
// and the arguments PostgreSQL's text cannot hold.
func TestPresenceRefusedText(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	ctx := context.Background()
	tests := []struct {
		name string
		call func() error
		want []string // in the error
	}{
		{"seat 2", func() error { return s.Connected(ctx, "g", 2, "me", time.Hour) },
			[]string{`seat 2 of game "g" on server "me"`, "seat 2, want 0 (Black) or 1 (Red)"}},
		{"seat -1", func() error { return s.Disconnected(ctx, "g", -1, "me") },
			[]string{`seat -1 of game "g"`, "seat -1, want 0 (Black) or 1 (Red)"}},
		{"no server", func() error { return s.Connected(ctx, "g", 0, "", time.Hour) },
			[]string{`server ""`, "the server must be non-empty"}},
		{"server with NUL", func() error { return s.Disconnected(ctx, "g", 0, "a\x00b") },
			[]string{`server "a\x00b"`, "without NUL"}},
		{"server not UTF-8", func() error { return s.RenewPresence(ctx, "\xff", time.Hour) },
			[]string{`server "\xff"`, "UTF-8"}},
		{"ttl 0", func() error { return s.Connected(ctx, "g", 0, "me", 0) },
			[]string{"ttl 0s, want at least a microsecond"}},
		{"ttl under a microsecond", func() error { return s.RenewPresence(ctx, "me", time.Nanosecond) },
			[]string{"ttl 1ns, want at least a microsecond"}},
	}
	for _, tt := range tests {
		err := tt.call()
		if err == nil {
			t.Errorf("%s: got nil error, want one containing %q", tt.name, tt.want)
			continue
		}
		for _, want := range tt.want {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: got error %q, want one containing %q", tt.name, err, want)
			}
		}
	}
	for _, id := range []string{"bad\x00id", "\xff"} {
		if err := s.Connected(ctx, id, 0, "me", time.Hour); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Connected of the unstorable ID %q: got error %v, want one wrapping store.ErrNotFound", id, err)
		}
		if err := s.Disconnected(ctx, id, 0, "me"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Disconnected of the unstorable ID %q: got error %v, want one wrapping store.ErrNotFound", id, err)
		}
		if _, err := s.SeatsPresence(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SeatsPresence of the unstorable ID %q: got error %v, want one wrapping store.ErrNotFound", id, err)
		}
	}
}
