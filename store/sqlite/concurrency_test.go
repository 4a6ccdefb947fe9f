package sqlite

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/store"
)

// TestTwoStoresOneDirectory has two Stores on one database (as two
// processes would have) create and save games at once: the busy timeout
// and immediate transactions must let every write through.
func TestTwoStoresOneDirectory(t *testing.T) {
	dir := t.TempDir()
	stores := make([]*Store, 2)
	for i := range stores {
		s, err := Open(dir)
		if err != nil {
			t.Fatalf("Open %d: got error %v, want nil", i+1, err)
		}
		defer s.Close()
		stores[i] = s
	}
	const games, plies = 4, 15
	ctx := context.Background()
	var wg sync.WaitGroup
	want := make([]*store.Record, games)
	for i := range games {
		s := stores[i%2]
		wg.Go(func() {
			g := game(fmt.Sprintf("g%d", i))
			if err := s.Create(ctx, g); err != nil {
				t.Errorf("Create(%q): got error %v, want nil", g.ID, err)
				return
			}
			for ply := range plies {
				g.Moves = append(g.Moves, store.Move{Text: fmt.Sprintf("m%d", ply), Clock: time.Duration(ply), At: g.Created})
				if err := s.Save(ctx, g); err != nil {
					t.Errorf("Save(%q): got error %v, want nil", g.ID, err)
					return
				}
			}
			want[i] = g
		})
	}
	wg.Wait()
	for i, g := range want {
		if g == nil {
			continue
		}
		got, err := stores[(i+1)%2].Load(ctx, g.ID) // through the other store
		if err != nil {
			t.Errorf("Load(%q): got error %v, want nil", g.ID, err)
			continue
		}
		if len(got.Moves) != plies || got.Moves[plies-1].Text != fmt.Sprintf("m%d", plies-1) {
			t.Errorf("Load(%q): got %d moves, want %d ending with m%d", g.ID, len(got.Moves), plies, plies-1)
		}
	}
}

// TestSaveWaitsForContext checks that a Save queued behind another write
// gives up when its context ends.
func TestSaveWaitsForContext(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	g := game("queued", "9-14")
	if err := s.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	tx, err := s.writer.BeginTx(ctx, nil) // holds the only write connection
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if err := s.Save(short, g); err == nil {
		t.Errorf("Save while the writer is busy: got nil error, want the context's")
	}
	tx.Rollback()
	if err := s.Save(ctx, g); err != nil {
		t.Errorf("Save once the writer is free: got error %v, want nil", err)
	}
}
