package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// patience bounds every wait for an eventual event.
const patience = 20 * time.Second

// createGames creates games with the given IDs, no moves.
func createGames(t *testing.T, s *Store, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if err := s.Create(context.Background(), game(id)); err != nil {
			t.Fatalf("Create(%q): got error %v, want nil", id, err)
		}
	}
}

// setLease stores a lease of game id for owner that expires in (or, when
// negative, expired) the given time from PostgreSQL's now.
func setLease(t *testing.T, s *Store, id, owner string, in time.Duration) {
	t.Helper()
	_, err := s.pool.Exec(context.Background(), `INSERT INTO leases (game_id, owner, expires)
VALUES ($1, $2, now() + $3 * interval '1 microsecond')
ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires`, id, owner, in.Microseconds())
	if err != nil {
		t.Fatalf("storing a lease of %q for %q: %v", id, owner, err)
	}
}

// lease returns the owner of game id's lease and its time left by
// PostgreSQL's clock, or "" when there is none.
func lease(t *testing.T, s *Store, id string) (owner string, left time.Duration) {
	t.Helper()
	var us float64
	err := s.pool.QueryRow(context.Background(),
		"SELECT owner, extract(epoch FROM expires - now()) * 1e6 FROM leases WHERE game_id = $1", id).Scan(&owner, &us)
	if err != nil {
		return "", 0
	}
	return owner, time.Duration(us) * time.Microsecond
}

func TestAcquire(t *testing.T) {
	s := openFresh(t)
	const ttl = time.Hour
	tests := []struct {
		name      string
		holder    string        // "" for no lease
		in        time.Duration // the stored lease's time left
		want      bool
		wantOwner string
	}{
		{name: "free", want: true, wantOwner: "me"},
		{name: "held by another", holder: "other", in: time.Hour, want: false, wantOwner: "other"},
		{name: "expired by another", holder: "other", in: -time.Second, want: true, wantOwner: "me"},
		{name: "own", holder: "me", in: time.Minute, want: true, wantOwner: "me"},
		{name: "own expired", holder: "me", in: -time.Minute, want: true, wantOwner: "me"},
	}
	ctx := context.Background()
	for i, tt := range tests {
		id := fmt.Sprintf("g%d", i)
		createGames(t, s, id)
		if tt.holder != "" {
			setLease(t, s, id, tt.holder, tt.in)
		}
		got, err := s.Acquire(ctx, id, "me", ttl)
		if err != nil || got != tt.want {
			t.Errorf("%s: Acquire: got %v (error %v), want %v", tt.name, got, err, tt.want)
		}
		owner, left := lease(t, s, id)
		if owner != tt.wantOwner {
			t.Errorf("%s: owner after Acquire: got %q, want %q", tt.name, owner, tt.wantOwner)
		}
		if owner == "me" && left < ttl-time.Minute {
			t.Errorf("%s: time left after Acquire: got %v, want about %v", tt.name, left, ttl)
		}
		if !tt.want && left < tt.in-time.Minute {
			t.Errorf("%s: time left of the lease kept: got %v, want about %v", tt.name, left, tt.in)
		}
	}
}

func TestAcquireRefused(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	ctx := context.Background()
	if _, err := s.Acquire(ctx, "missing", "me", time.Minute); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Acquire of a missing game: got error %v, want one wrapping store.ErrNotFound", err)
	}
	if _, err := s.Acquire(ctx, "bad\x00id", "me", time.Minute); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Acquire of an unstorable ID: got error %v, want one wrapping store.ErrNotFound", err)
	}
	for _, tt := range []struct {
		owner string
		ttl   time.Duration
	}{{"", time.Minute}, {"nul\x00", time.Minute}, {"me", 0}, {"me", -time.Second}} {
		if ok, err := s.Acquire(ctx, "g", tt.owner, tt.ttl); err == nil {
			t.Errorf("Acquire for owner %q, ttl %v: got %v, nil error, want an error", tt.owner, tt.ttl, ok)
		}
	}
}

func TestRenew(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "a", "b", "c", "d")
	setLease(t, s, "a", "me", time.Second)
	setLease(t, s, "b", "me", -time.Second) // expired, but nobody took it
	setLease(t, s, "c", "other", time.Second)
	got, err := s.Renew(context.Background(), "me", time.Hour)
	if want := []string{"a", "b"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("Renew: got %q (error %v), want %q", got, err, want)
	}
	for _, tt := range []struct {
		id, owner string
		least     time.Duration
	}{{"a", "me", 59 * time.Minute}, {"b", "me", 59 * time.Minute}, {"c", "other", -time.Minute}} {
		owner, left := lease(t, s, tt.id)
		if owner != tt.owner || left < tt.least || (tt.owner == "other" && left > time.Minute) {
			t.Errorf("lease of %q after Renew: got %q with %v left, want %q with at least %v", tt.id, owner, left, tt.owner, tt.least)
		}
	}
	if got, err := s.Renew(context.Background(), "nobody", time.Hour); err != nil || len(got) != 0 {
		t.Errorf("Renew for an owner of nothing: got %q (error %v), want none", got, err)
	}
}

// TestTakeExpired has two servers take expired leases at once, a few at
// a time, round after round: every expired lease goes to exactly one of
// them, and no lease that stands is taken.
func TestTakeExpired(t *testing.T) {
	const (
		games  = 24
		rounds = 30
		limit  = 3
	)
	url := pgtest.Database(t)
	servers := []*Store{openURL(t, url), openURL(t, url)}
	owners := []string{"one", "two"}
	var ids []string
	for i := range games {
		ids = append(ids, fmt.Sprintf("g%02d", i))
	}
	createGames(t, servers[0], ids...)
	createGames(t, servers[0], "standing")
	setLease(t, servers[0], "standing", "alive", time.Hour)
	ctx := context.Background()
	for round := range rounds {
		for _, id := range ids {
			setLease(t, servers[0], id, "dead", -time.Second)
		}
		taken := make([][]string, len(servers))
		var wg sync.WaitGroup
		for i, s := range servers {
			wg.Go(func() {
				for {
					got, err := s.TakeExpired(ctx, owners[i], time.Hour, limit)
					if err != nil {
						t.Errorf("round %d: TakeExpired for %s: got error %v, want nil", round, owners[i], err)
						return
					}
					if len(got) > limit {
						t.Errorf("round %d: TakeExpired for %s: got %d leases, want at most %d", round, owners[i], len(got), limit)
					}
					if len(got) == 0 {
						return
					}
					taken[i] = append(taken[i], got...)
				}
			})
		}
		wg.Wait()
		count := map[string]int{}
		for i, got := range taken {
			for _, id := range got {
				count[id]++
				if owner, _ := lease(t, servers[0], id); owner != owners[i] && count[id] == 1 {
					t.Errorf("round %d: lease of %q: got owner %q, want %q, who took it", round, id, owner, owners[i])
				}
			}
		}
		for _, id := range ids {
			if count[id] != 1 {
				t.Errorf("round %d: lease of %q: taken %d times, want once", round, id, count[id])
			}
		}
		if count["standing"] != 0 {
			t.Errorf("round %d: a lease that stands was taken", round)
		}
		if t.Failed() {
			t.Fatalf("round %d: taken by %s: %q, by %s: %q", round, owners[0], taken[0], owners[1], taken[1])
		}
	}
	if got, err := servers[0].TakeExpired(ctx, "one", time.Hour, 0); err != nil || len(got) != 0 {
		t.Errorf("TakeExpired with limit 0: got %q (error %v), want none", got, err)
	}
}

func TestRelease(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	setLease(t, s, "g", "me", time.Hour)
	ctx := context.Background()
	tests := []struct {
		id, owner string
		wantOwner string // of g's lease afterwards
	}{
		{id: "g", owner: "other", wantOwner: "me"},
		{id: "missing", owner: "me", wantOwner: "me"},
		{id: "nul\x00", owner: "me", wantOwner: "me"},
		{id: "g", owner: "me", wantOwner: ""},
		{id: "g", owner: "me", wantOwner: ""}, // again: nothing to do
	}
	for _, tt := range tests {
		if err := s.Release(ctx, tt.id, tt.owner); err != nil {
			t.Errorf("Release(%q, %q): got error %v, want nil", tt.id, tt.owner, err)
		}
		if owner, _ := lease(t, s, "g"); owner != tt.wantOwner {
			t.Errorf("after Release(%q, %q): owner of g's lease: got %q, want %q", tt.id, tt.owner, owner, tt.wantOwner)
		}
	}
	if ok, err := s.Acquire(ctx, "g", "other", time.Hour); err != nil || !ok {
		t.Errorf("Acquire by another after Release: got %v (error %v), want true", ok, err)
	}
}

// TestLeaseGoesWithGame deletes a game (the store has no Delete: by SQL):
// its lease goes with it.
func TestLeaseGoesWithGame(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	setLease(t, s, "g", "me", time.Hour)
	if _, err := s.pool.Exec(context.Background(), "DELETE FROM games WHERE id = 'g'"); err != nil {
		t.Fatalf("deleting the game: %v", err)
	}
	if owner, _ := lease(t, s, "g"); owner != "" {
		t.Errorf("lease of a deleted game: got owner %q, want no lease", owner)
	}
}

// TestLeaseExpires takes a lease for a moment: it expires, by PostgreSQL's
// clock, and another owner acquires it, then another takes it as expired.
func TestLeaseExpires(t *testing.T) {
	s := openFresh(t)
	createGames(t, s, "g")
	ctx := context.Background()
	const short = 50 * time.Millisecond
	if ok, err := s.Acquire(ctx, "g", "a", short); err != nil || !ok {
		t.Fatalf("Acquire by a: got %v (error %v), want true", ok, err)
	}
	eventually(t, "b acquires the lease a let expire", func() bool {
		ok, err := s.Acquire(ctx, "g", "b", short)
		if err != nil {
			t.Fatalf("Acquire by b: got error %v, want nil", err)
		}
		return ok
	})
	eventually(t, "c takes the lease b let expire", func() bool {
		got, err := s.TakeExpired(ctx, "c", time.Hour, 10)
		if err != nil {
			t.Fatalf("TakeExpired by c: got error %v, want nil", err)
		}
		return slices.Equal(got, []string{"g"})
	})
	if got, err := s.Renew(ctx, "b", time.Hour); err != nil || len(got) != 0 {
		t.Errorf("Renew by b after c took its lease: got %q (error %v), want none", got, err)
	}
	if owner, _ := lease(t, s, "g"); owner != "c" {
		t.Errorf("owner at the end: got %q, want %q", owner, "c")
	}
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
		time.Sleep(10 * time.Millisecond)
	}
}
