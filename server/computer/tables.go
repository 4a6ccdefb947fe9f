package computer

import (
	"sync"

	"github.com/kingme/kingme/engine"
)

// tables lends the searches their engine's transposition tables
// (engine.Options.Table), of Config.TableMiB each: a search takes one once
// it has its worker and gives it back when it ends. There are never more
// than searches run at once (the pool's workers and the quick lane), so
// the tables take at most (Workers + 1) × TableMiB however many games,
// hints and analyses there are; they are made when first needed and kept.
//
// A table keeps what its searches learned for the next search whose
// scores agree with theirs, those of the same kind (tableKind). A search
// takes, among the free tables: the one its owner (its game, its
// analysis) gave back last, if of its kind, so that a game's computer
// finds what it learned at its last move; else one of its kind; else one
// whose entries are good for nothing; else a new one while fewer than the
// bound exist; else another kind's, cleared. Among equals, the one given
// back longest ago.
type tables struct {
	mu   sync.Mutex
	mib  int
	max  int // the tables kept at most
	made int // the tables made and not dropped
	free []*lentTable
	tick uint64 // counts the tables given back
}

// lentTable is one table of tables, with what its entries are good for.
type lentTable struct {
	table *engine.Table
	// kind is what the entries are good for (tableKind); "" for nothing:
	// the table is cleared before it is lent again.
	kind string
	// owner is who searched with it last: a game's ID, an analysis's;
	// "" for a search that belongs to none (the analysis board).
	owner string
	back  uint64 // when it was given back (tables.tick)
}

func newTables(mib, max int) *tables { return &tables{mib: mib, max: max} }

// How a free table suits a search (tables.take), from best to worst.
const (
	sameOwner  = 4 // of its kind, its owner's last
	sameKind   = 3 // of its kind
	noKind     = 2 // good for nothing: cleared
	otherKind  = 1 // of another kind: cleared, its entries lost
	noneSuited = 0
)

// take lends a table for a search of kind for owner (see tables). A
// table whose entries are of another kind, or of none, is cleared (the
// engine erases it when it first searches with it: an answer from the book
// or the databases costs nothing).
func (ts *tables) take(kind, owner string) *lentTable {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	best, bestRank := -1, noneSuited
	for i, t := range ts.free {
		rank := otherKind
		switch {
		case t.kind == "":
			rank = noKind
		case t.kind != kind:
		case owner != "" && t.owner == owner:
			rank = sameOwner
		default:
			rank = sameKind
		}
		if rank > bestRank || rank == bestRank && t.back < ts.free[best].back {
			best, bestRank = i, rank
		}
	}
	var t *lentTable
	if bestRank == noneSuited || bestRank == otherKind && ts.made < ts.max {
		// A new table, while fewer than max exist (or, should every one be
		// lent, one more, dropped when given back).
		t = &lentTable{table: engine.NewTable(ts.mib)}
		ts.made++
	} else {
		t = ts.free[best]
		ts.free = append(ts.free[:best], ts.free[best+1:]...)
		if bestRank < sameKind {
			t.table.Clear()
		}
	}
	t.kind, t.owner = kind, owner
	return t
}

// give takes back a table take lent.
func (ts *tables) give(t *lentTable) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.made > ts.max {
		ts.made--
		return
	}
	ts.tick++
	t.back = ts.tick
	ts.free = append(ts.free, t)
}

// count returns how many tables are made and kept.
func (ts *tables) count() int {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.made
}
