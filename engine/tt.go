package engine

// Table is the transposition table: what earlier searches learned of a
// position (its score or a bound of it, the depth searched, the best move),
// found by the position's Zobrist key. Entries sit four to a 64-byte bucket;
// a new entry replaces the bucket's shallowest or oldest.
type Table struct {
	buckets []bucket
	mask    uint64
	age     uint8
}

type bucket [4]entry

// entry is one position's record: the whole key, and packed in data
// the score (16 bits), depth (8), bound (2), age (6), move number (8) and
// the move's MoveIndex (12) as a check that the move fits the list.
type entry struct {
	key, data uint64
}

// Bounds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // the score is at most this (no move reached alpha)
	boundLower = 2 // at least this (a move failed high)
	boundExact = 3
)

// NewTable returns a table of about mib mebibytes (at least one bucket).
func NewTable(mib int) *Table {
	n := uint64(1)
	for (n*2)*64 <= uint64(mib)<<20 {
		n *= 2
	}
	return &Table{buckets: make([]bucket, n), mask: n - 1}
}

// Clear forgets every entry.
func (t *Table) Clear() {
	clear(t.buckets)
	t.age = 0
}

// nextSearch marks later entries as newer than those already stored.
func (t *Table) nextSearch() { t.age = (t.age + 1) & 63 }

// probed is what the table knows of a position.
type probed struct {
	score, depth, bound int
	move, moveIndex     int // move: number in the move list, −1 for none
}

func (t *Table) probe(key uint64) (probed, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key && b[i].data != 0 {
			d := b[i].data
			return probed{
				score:     int(int16(d)),
				depth:     int(d >> 16 & 0xFF),
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
	for i := range b {
		if b[i].key == key || b[i].data == 0 {
			victim = i
			break
		}
		age := int(t.age-uint8(b[i].data>>26&63)) & 63
		if v := int(b[i].data>>16&0xFF) - 4*age; v < worst {
			victim, worst = i, v
		}
	}
	e := &b[victim]
	if e.key == key && move < 0 && e.data != 0 {
		// Keep the move an earlier search found.
		move = int(e.data>>32&0xFF) - 1
		moveIndex = int(e.data >> 40 & 0xFFF)
	}
	e.key = key
	e.data = uint64(uint16(int16(score))) | uint64(depth&0xFF)<<16 | uint64(bound)<<24 |
		uint64(t.age)<<26 | uint64(move+1)&0xFF<<32 | uint64(moveIndex&0xFFF)<<40
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
