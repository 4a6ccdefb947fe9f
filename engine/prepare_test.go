package engine

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// TestTablePrepare checks that a table makes its memory only when asked
// (Prepare, a player's Prepare, or a search, which prepares it before its
// clock starts), all of it and empty, and only once.
func TestTablePrepare(t *testing.T) {
	table := NewTable(1)
	if table.buckets != nil {
		t.Fatalf("a new table has %d buckets, want none until it is prepared", len(table.buckets))
	}
	table.Prepare()
	if got, want := uint64(len(table.buckets)), table.mask+1; got != want {
		t.Fatalf("buckets after Prepare: got %d, want %d", got, want)
	}
	for i := range table.buckets {
		for j := range table.buckets[i] {
			if e := &table.buckets[i][j]; e.check.Load() != 0 || e.data.Load() != 0 {
				t.Fatalf("bucket %d entry %d after Prepare: got check %x data %x, want an empty entry", i, j, e.check.Load(), e.data.Load())
			}
		}
	}
	first := &table.buckets[0]
	table.Prepare()
	table.nextSearch()
	if &table.buckets[0] != first {
		t.Errorf("Prepare and a search after Prepare made the table's memory again; want it made once")
	}

	tests := []struct {
		name    string
		prepare func(*Table)
	}{
		{"a player's Prepare", func(table *Table) {
			newPlayer(standard.Variant{}, standardeval.Engine{}, Options{Table: table}).Prepare()
		}},
		{"a search", func(table *Table) {
			s := NewSearcherWithTable[standard.Position, standard.Move](standardeval.Engine{}, table)
			s.Search(context.Background(), standard.Start(), nil, 0, Limits{Depth: 2}, nil)
		}},
	}
	for _, tt := range tests {
		table := NewTable(1)
		tt.prepare(table)
		if got, want := uint64(len(table.buckets)), table.mask+1; got != want {
			t.Errorf("%s: got %d buckets, want %d", tt.name, got, want)
		}
	}
}
