package engine

import (
	"sync/atomic"
	"unsafe"
)

// Table is the transposition table: what earlier searches learned of a
// position (its score or a bound of it, the depth searched, the best move),
// found by the position's Zobrist key. Entries sit four to a 64-byte bucket;
// a new entry replaces the bucket's shallowest or oldest.
//
// The searchers of one search (Searcher.SetThreads) share one Table and
// probe and store it at once, without a lock: a lock per probe would cost
// more than the probe. Each entry is two 64-bit words, each read and
// written whole with an atomic load or store (the load a plain MOV on
// amd64), so no word is ever half written; but two threads
// storing the same slot may interleave, leaving one thread's data beside
// the other's key. So the entry keeps, instead of the key, the key XOR the
// data (Hyatt and Mann's lockless hashing): a probe recomputes check XOR
// data and takes the entry only if that is the key it looks for. A torn
// entry (the data of one store, the check of another) then fails the test,
// unless 64 random bits happen to agree, and reads as a miss. Packing the
// whole entry into one word would need the key cut to a few bits; the XOR
// keeps all 64 and the check costs one instruction. The bucket's age and
// the table's size change only between searches, when no searcher runs.
//
// A Table outlives the searches and the players that use it: a player
// given one (Options.Table) searches with it instead of making its own, so
// a program may keep a few tables and lend them to its searches, one
// search at a time each, and a game's table may keep what it learned from
// one move to the next. A table may serve any searches whose scores agree:
// the same game with the same evaluation (weights, level noise, endgame
// databases); Clear it before lending it to others.
type Table struct {
	buckets []bucket
	mask    uint64
	age     uint8
	// used says a search began with the table since it was made or last
	// emptied; cleared says Clear was called since, so the next search
	// empties it first (see Clear).
	used, cleared bool
}

type bucket [4]entry

// entry is one position's record: packed in data the score (16 bits),
// bound (2), age (6), move number (8), the move's MoveIndex (12) as a
// check that the move fits the list, and the depth in quarter plies (10,
// the top bits); and check, the position's
// whole key XOR data (see Table). data is never 0 in a stored entry, so
// the zero entry is empty.
type entry struct {
	check, data atomic.Uint64
}

// load reads e: its data, and whether it holds key's position.
func (e *entry) load(key uint64) (data uint64, ok bool) {
	data = e.data.Load()
	return data, data != 0 && e.check.Load()^data == key
}

// Bounds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // the score is at most this (no move reached alpha)
	boundLower = 2 // at least this (a move failed high)
	boundExact = 3
)

// NewTable returns a table of about mib mebibytes (at least one bucket).
// Its memory is allocated when a search first uses it (or Prepare asks):
// a table made for a player that answers from its opening book or its
// endgame databases costs nothing.
func NewTable(mib int) *Table {
	n := uint64(1)
	for (n*2)*64 <= uint64(mib)<<20 {
		n *= 2
	}
	return &Table{mask: n - 1}
}

// Clear forgets every entry. The entries are erased when a search next
// begins with the table, and only if one has used it since it was made or
// last erased: clearing a table that no search then uses, or that none has
// used, costs nothing (erasing 16 MiB takes about half a millisecond).
// Like every change of a table, it is made between searches.
func (t *Table) Clear() { t.cleared = true }

// Prepare makes the table's memory now, if no search has made it yet, and
// has the system map every page of it, so that the first search with it
// spends its time searching. Without Prepare, the first search prepares the
// table before its clock starts; a program that can wait (an engine between
// its start and its first move) prepares it then. Mapping a table of 64 MiB
// page by page takes some milliseconds, but up to a second on a machine
// whose memory the kernel must first compact into huge pages; counted in a
// move's time, that left a search of 0.1 s a few hundred nodes.
func (t *Table) Prepare() {
	if t.buckets != nil {
		return
	}
	t.buckets = newBuckets(t.mask + 1)
	// Fresh memory is mapped at its first write: write every page once.
	const perPage = 4096 / int(unsafe.Sizeof(bucket{}))
	for i := 0; i < len(t.buckets); i += perPage {
		t.buckets[i][0].data.Store(0)
	}
}

// nextSearch marks later entries as newer than those already stored, first
// erasing them all when Clear asked for it. It runs when a search begins,
// before any probe of it.
func (t *Table) nextSearch() {
	t.Prepare()
	if t.cleared {
		if t.used {
			clear(t.buckets)
		}
		t.age, t.used, t.cleared = 0, false, false
	}
	t.used = true
	t.age = (t.age + 1) & 63
}

// probed is what the table knows of a position (its depth in quarter
// plies, as the search counts).
type probed struct {
	score, depth, bound int
	move, moveIndex     int // move: number in the move list, −1 for none
}

func (t *Table) probe(key uint64) (probed, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if d, ok := b[i].load(key); ok {
			return probed{
				score:     int(int16(d)),
				depth:     int(d >> 52 & 0x3FF),
				bound:     int(d >> 24 & 3),
				move:      int(d>>32&0xFF) - 1,
				moveIndex: int(d >> 40 & 0xFFF),
			}, true
		}
	}
	return probed{move: -1}, false
}

func (t *Table) store(key uint64, score, depth, bound, move, moveIndex int) {
	b := &t.buckets[key&t.mask]
	victim, worst := 0, 1<<30
	same := false // the victim holds key's position
	for i := range b {
		d, ok := b[i].load(key)
		if ok || d == 0 {
			victim, same = i, ok
			break
		}
		age := int(t.age-uint8(d>>26&63)) & 63
		if v := int(d>>52&0x3FF) - 4*onePly*age; v < worst {
			victim, worst = i, v
		}
	}
	e := &b[victim]
	if same && move < 0 {
		// Keep the move an earlier search found (if the entry is still
		// key's: another searcher may have replaced it meanwhile).
		if d, ok := e.load(key); ok {
			move = int(d>>32&0xFF) - 1
			moveIndex = int(d >> 40 & 0xFFF)
		}
	}
	data := uint64(uint16(int16(score))) | uint64(bound)<<24 | uint64(t.age)<<26 |
		uint64(move+1)&0xFF<<32 | uint64(moveIndex&0xFFF)<<40 | uint64(min(depth, 0x3FF))<<52
	e.check.Store(key ^ data)
	e.data.Store(data)
}

// scoreToTable turns a win score relative to the root into one relative to
// the position (so a stored win in n plies stays one wherever it is found).
func scoreToTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score + ply
	case score < -WinBound:
		return score - ply
	}
	return score
}

func scoreFromTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score - ply
	case score < -WinBound:
		return score + ply
	}
	return score
}
