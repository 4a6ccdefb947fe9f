package cluster

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"reflect"
	"testing"
	"time"
)

// fakeLeases are a store's leases that renew held and let expired be
// taken, noting what was released.
type fakeLeases struct {
	held, expired []string
	renewErr      error
	released      []string
}

func (f *fakeLeases) Acquire(context.Context, string, string, time.Duration) (bool, error) {
	return true, nil
}
func (f *fakeLeases) Renew(context.Context, string, time.Duration) ([]string, error) {
	return f.held, f.renewErr
}
func (f *fakeLeases) TakeExpired(context.Context, string, time.Duration, int) ([]string, error) {
	return f.expired, nil
}
func (f *fakeLeases) Release(_ context.Context, id, _ string) error {
	f.released = append(f.released, id)
	return nil
}

// fakeGames are a server's games: here in memory, owned says which it
// holds the lease of once loaded, and what the rounds did is noted.
type fakeGames struct {
	here     []string
	owned    map[string]bool
	missing  map[string]bool // cannot be loaded
	loaded   []string
	lost     []string
	takenOff []string
}

type fakeGame struct {
	id string
	f  *fakeGames
}

func (g fakeGame) ID() string  { return g.id }
func (g fakeGame) Owned() bool { return g.f.owned[g.id] }
func (g fakeGame) LoseIfClaimedBefore(time.Time) {
	g.f.lost = append(g.f.lost, g.id)
}
func (g fakeGame) TakeOver(context.Context) error {
	g.f.takenOff = append(g.f.takenOff, g.id)
	return nil
}

func (f *fakeGames) Here() []Game {
	var games []Game
	for _, id := range f.here {
		games = append(games, fakeGame{id, f})
	}
	return games
}

func (f *fakeGames) Load(_ context.Context, id string) (Game, error) {
	if f.missing[id] {
		return nil, errors.New("no such game")
	}
	f.loaded = append(f.loaded, id)
	return fakeGame{id, f}, nil
}

// TestRounds: a renewal loads the held games not in memory and releases
// the lease of those that need none, and has the games in memory whose
// lease was not renewed stop; a take loads the expired games and runs
// them here.
func TestRounds(t *testing.T) {
	tests := []struct {
		name                    string
		leases                  fakeLeases
		games                   fakeGames
		wantLoaded, wantLost    []string
		wantReleased, wantTaken []string
		wantNoted               int
	}{
		{
			name:   "renewed, all here",
			leases: fakeLeases{held: []string{"a", "b"}},
			games:  fakeGames{here: []string{"a", "b"}},
		},
		{
			name:       "held but not here: loaded, released when it needs no lease",
			leases:     fakeLeases{held: []string{"a", "b", "c"}},
			games:      fakeGames{here: []string{"a"}, owned: map[string]bool{"b": true}},
			wantLoaded: []string{"b", "c"}, wantReleased: []string{"c"}, wantNoted: 1,
		},
		{
			name:     "here but not renewed: lost",
			leases:   fakeLeases{held: []string{"a"}},
			games:    fakeGames{here: []string{"a", "b"}},
			wantLost: []string{"b"},
		},
		{
			name:   "the renewal failed: nothing done",
			leases: fakeLeases{held: []string{"x"}, renewErr: errors.New("store down"), expired: nil},
			games:  fakeGames{here: []string{"a"}},
		},
		{
			name:       "expired taken: loaded and run here",
			leases:     fakeLeases{expired: []string{"d", "e"}},
			games:      fakeGames{missing: map[string]bool{"e": true}},
			wantLoaded: []string{"d"}, wantTaken: []string{"d"},
		},
	}
	for _, tt := range tests {
		noted := 0
		lr := &Rounds{
			Cluster: &Cluster{leases: &tt.leases, id: "me"},
			Games:   &tt.games,
			Log:     slog.New(slog.NewTextHandler(io.Discard, nil)),
			Noted:   func(error) { noted++ },
		}
		lr.Renew(context.Background())
		lr.Take(context.Background())
		for _, c := range []struct {
			what      string
			got, want []string
		}{
			{"loaded", tt.games.loaded, tt.wantLoaded},
			{"lost", tt.games.lost, tt.wantLost},
			{"released", tt.leases.released, tt.wantReleased},
			{"taken over", tt.games.takenOff, tt.wantTaken},
		} {
			if len(c.got)+len(c.want) > 0 && !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("%s: got %s %v, want %v", tt.name, c.what, c.got, c.want)
			}
		}
		// Renew and TakeExpired are noted each round, and each release.
		if got, want := noted, 2+tt.wantNoted; got != want {
			t.Errorf("%s: got %d store calls noted, want %d", tt.name, got, want)
		}
	}
}
