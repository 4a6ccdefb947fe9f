package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/store/postgres/pgtest"
)

// TestRestartKeepsData saves games, closes the store, restarts the
// PostgreSQL server (a fast shutdown, as an administrator would) and opens
// the store again: every game is there as last saved.
func TestRestartKeepsData(t *testing.T) {
	srv := pgtest.Start(t)
	url := srv.Database(t)
	ctx := context.Background()
	s := openURL(t, url)
	want := game("kept", "11-15", "23-19", "8-11")
	if err := s.Create(ctx, want); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	want.Moves = want.Moves[:2]
	want.Outcome, want.Reason = 1, 2
	if err := s.Save(ctx, want); err != nil {
		t.Fatalf("Save: got error %v, want nil", err)
	}
	if err := s.SaveAnalysis(ctx, want.ID, []byte("analysed")); err != nil {
		t.Fatalf("SaveAnalysis: got error %v, want nil", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: got error %v, want nil", err)
	}

	for round := range 2 {
		if round == 1 {
			if err := srv.Restart(); err != nil {
				t.Fatalf("restarting PostgreSQL: %v", err)
			}
		}
		s, err := Open(ctx, url)
		if err != nil {
			t.Fatalf("reopen %d: got error %v, want nil", round+1, err)
		}
		got, err := s.Load(ctx, want.ID)
		if err != nil {
			t.Fatalf("reopen %d: Load: got error %v, want nil", round+1, err)
		}
		if got.Outcome != 1 || got.Reason != 2 || len(got.Moves) != 2 || got.Moves[1].Text != "23-19" || got.Revision != 1 {
			t.Errorf("reopen %d: got outcome %d, reason %d, revision %d, moves %+v; want 1, 2, 1 and the first two moves",
				round+1, got.Outcome, got.Reason, got.Revision, got.Moves)
		}
		if a, err := s.LoadAnalysis(ctx, want.ID); err != nil || string(a) != "analysed" {
			t.Errorf("reopen %d: LoadAnalysis: got %q, %v; want %q", round+1, a, err, "analysed")
		}
		s.Close()
	}
}

// TestTwoStoresOneDatabase has two Stores on one database (as two servers
// would have) play games at once, each game's saves alternating between
// them, and then one stale save per game: every save in turn is stored,
// every stale one refused.
func TestTwoStoresOneDatabase(t *testing.T) {
	url := pgtest.Database(t)
	stores := []*Store{openURL(t, url), openURL(t, url)}
	const games, plies = 4, 15
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := range games {
		wg.Go(func() {
			g := game(fmt.Sprintf("g%d", i))
			if err := stores[i%2].Create(ctx, g); err != nil {
				t.Errorf("Create(%q): got error %v, want nil", g.ID, err)
				return
			}
			for ply := range plies {
				stale := *g
				g.Moves = append(g.Moves, store.Move{Text: fmt.Sprintf("m%d", ply), Clock: time.Duration(ply), At: g.Created})
				if err := stores[(i+ply)%2].Save(ctx, g); err != nil {
					t.Errorf("Save(%q) at ply %d: got error %v, want nil", g.ID, ply, err)
					return
				}
				stale.Moves = append(stale.Moves[:len(stale.Moves):len(stale.Moves)], store.Move{Text: "stale"})
				if err := stores[(i+ply+1)%2].Save(ctx, &stale); !errors.Is(err, store.ErrConflict) {
					t.Errorf("stale Save(%q) at ply %d: got error %v, want one wrapping store.ErrConflict", g.ID, ply, err)
				}
			}
		})
	}
	wg.Wait()
	for i := range games {
		id := fmt.Sprintf("g%d", i)
		got, err := stores[(i+1)%2].Load(ctx, id)
		if err != nil {
			t.Errorf("Load(%q): got error %v, want nil", id, err)
			continue
		}
		if len(got.Moves) != plies || got.Moves[plies-1].Text != fmt.Sprintf("m%d", plies-1) || got.Revision != plies {
			t.Errorf("Load(%q): got %d moves, revision %d; want %d ending with m%d, revision %d", id, len(got.Moves), got.Revision, plies, plies-1, plies)
		}
	}
}

// TestOpenErrors opens stores that cannot be: the message says what is
// wrong and where, and no password.
func TestOpenErrors(t *testing.T) {
	srv := pgtest.Shared(t)
	tests := []struct {
		name string
		url  string
		want []string
	}{
		{"not a URL", "postgres://[::1", []string{"PostgreSQL"}},
		{"no such database", strings.Replace(srv.URL("postgres"), "/postgres?", "/nosuchdb?", 1),
			[]string{"cannot connect", "database nosuchdb"}},
		{"nobody listening", "postgres://kingme:s3cret@127.0.0.1:1/kingme?sslmode=disable&connect_timeout=5",
			[]string{"cannot connect", "database kingme on 127.0.0.1:1 as kingme"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Open(context.Background(), tt.url)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%q): got nil error, want one", tt.url)
			}
			for _, want := range tt.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("Open(%q): got error %q, want one containing %q", tt.url, err, want)
				}
			}
			t.Logf("Open(%q): %v", tt.url, err)
			if strings.Contains(err.Error(), "s3cret") {
				t.Errorf("Open(%q): got error %q, which shows the password", tt.url, err)
			}
		})
	}
}
