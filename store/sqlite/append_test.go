package sqlite

import (
	"context"
	"errors"
	"testing"

	"github.com/kingme/kingme/store"
)

// TestAppendMoveChecksDigest appends a move to a copy of a game at its
// stored revision and move count whose earlier moves are not the stored
// ones (a caller that broke AppendMove's contract): the games row's digest
// tells, the append is refused with store.ErrConflict and nothing is
// written, so the digest never speaks for moves that are not stored.
func TestAppendMoveChecksDigest(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	want := game("digest", "11-15", "23-19")
	if err := s.Create(ctx, want); err != nil {
		t.Fatalf("Create: got error %v, want nil", err)
	}
	tests := []struct {
		name   string
		change func(g *store.Record)
	}{
		{"another first move", func(g *store.Record) { g.Moves[0].Text = "9-14" }},
		{"another clock", func(g *store.Record) { g.Moves[1].Clock++ }},
		{"another time", func(g *store.Record) { g.Moves[1].At = g.Moves[1].At.Add(1) }},
	}
	for _, tt := range tests {
		g := game("digest", "11-15", "23-19", "8-11")
		tt.change(g)
		if err := s.AppendMove(ctx, g); !errors.Is(err, store.ErrConflict) {
			t.Errorf("%s: AppendMove: got error %v, want one wrapping store.ErrConflict", tt.name, err)
		}
		got, err := s.Load(ctx, "digest")
		if err != nil || len(got.Moves) != 2 || got.Moves[0] != want.Moves[0] || got.Moves[1].Clock != want.Moves[1].Clock || got.Revision != 0 {
			t.Errorf("%s: Load after the refused append: got %+v (error %v), want the game as created", tt.name, got, err)
		}
	}
}
