package egdb

import (
	"errors"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// DB is a set of built tables, open for probing. Its methods are safe for
// concurrent use.
type DB struct {
	dir    string
	files  [materialKeys]*tableFile
	count  int
	pieces int // every table up to this many pieces is there
	most   int // the most pieces of any table
	cache  *blockCache
}

// DefaultCacheBytes is the memory Open gives the block cache when asked
// for none: 64 MiB.
const DefaultCacheBytes = 64 << 20

// ErrNotCovered is Lookup's error for a position the databases do not hold.
var ErrNotCovered = errors.New("not in the endgame databases")

// Open opens the tables in dir, checking each file's index, with a block
// cache of up to cacheBytes bytes (DefaultCacheBytes if 0 or less).
func Open(dir string, cacheBytes int64) (*DB, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	if cacheBytes <= 0 {
		cacheBytes = DefaultCacheBytes
	}
	db := &DB{dir: dir, cache: newBlockCache(cacheBytes)}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, fileExtension) {
			continue
		}
		m, err := ParseMaterial(strings.TrimSuffix(name, fileExtension))
		if err != nil {
			continue // not a table's name
		}
		tf, err := openTable(filepath.Join(dir, name))
		if err != nil {
			db.Close()
			return nil, err
		}
		if tf.material != m {
			db.Close()
			return nil, fmt.Errorf("%s holds %v", name, tf.material)
		}
		db.files[materialKey(m)] = tf
		db.count++
		db.most = max(db.most, m.Pieces())
	}
	// Pieces is the largest n whose tables are all there, with those of
	// every smaller n.
	for n := 2; n <= MaxPieces*2; n++ {
		complete := true
		for _, m := range Materials(n) {
			if solvable(m) && db.files[materialKey(m)] == nil {
				complete = false
				break
			}
		}
		if !complete {
			break
		}
		db.pieces = n
	}
	return db, nil
}

// Close closes the table files.
func (db *DB) Close() error {
	var first error
	for i, tf := range db.files {
		if tf != nil {
			if err := tf.f.Close(); err != nil && first == nil {
				first = err
			}
			db.files[i] = nil
		}
	}
	return first
}

// Pieces returns the most pieces up to which every position is held (0
// when not even every two-piece table is there).
func (db *DB) Pieces() int { return db.pieces }

// Tables returns how many table files are open.
func (db *DB) Tables() int { return db.count }

// Dir returns the directory the tables were opened from.
func (db *DB) Dir() string { return db.dir }

// Lookup returns the value of p for its side to move: ErrNotCovered if its
// material has no table, another error if a block cannot be read.
func (db *DB) Lookup(p *standard.Position) (Value, error) {
	s := normalise(p)
	if s.ownMen|s.ownKings == 0 {
		return Loss(0), nil
	}
	if s.oppMen|s.oppKings == 0 {
		return Unknown, ErrNotCovered
	}
	m := s.material()
	if m.OwnMen+m.OwnKings > MaxPieces || m.OppMen+m.OppKings > MaxPieces {
		return Unknown, ErrNotCovered
	}
	tf := db.files[materialKey(m)]
	if tf == nil {
		return Unknown, ErrNotCovered
	}
	i := tf.layout.Index(s.ownMen, s.oppMen, s.ownKings, s.oppKings)
	return db.cache.value(tf, i)
}

// Probe is Lookup for a search: the value, and whether there is one.
func (db *DB) Probe(p *standard.Position) (Value, bool) {
	v, err := db.Lookup(p)
	return v, err == nil
}

// CacheStats returns how many block reads the cache answered from memory
// and how many it read from the files.
func (db *DB) CacheStats() (hits, misses uint64) { return db.cache.stats() }

// blockCache keeps decoded blocks, least recently used out first, within
// a budget; it is split into shards, each with its own lock.
type blockCache struct {
	shards [cacheShards]cacheShard
}

const cacheShards = 16

type cacheShard struct {
	mu           sync.Mutex
	blocks       map[cacheKey]*cachedBlock
	head         cachedBlock // sentinel of the LRU ring: head.next is the newest
	capacity     int
	hits, misses uint64
	buf          []byte
}

type cacheKey struct {
	tf    *tableFile
	block uint64
}

type cachedBlock struct {
	key        cacheKey
	values     []Value
	prev, next *cachedBlock
}

func newBlockCache(bytes int64) *blockCache {
	c := &blockCache{}
	per := max(1, int(bytes/blockValues/cacheShards))
	for i := range c.shards {
		s := &c.shards[i]
		s.blocks = make(map[cacheKey]*cachedBlock)
		s.capacity = per
		s.head.prev, s.head.next = &s.head, &s.head
	}
	return c
}

func (c *blockCache) value(tf *tableFile, i uint64) (Value, error) {
	key := cacheKey{tf: tf, block: i / blockValues}
	h := key.block*0x9E3779B97F4A7C15 ^ uint64(materialKey(tf.material))
	s := &c.shards[h>>60&(cacheShards-1)]
	s.mu.Lock()
	defer s.mu.Unlock()
	b := s.blocks[key]
	if b != nil {
		s.hits++
		b.unlink()
	} else {
		s.misses++
		if len(s.blocks) >= s.capacity {
			old := s.head.prev
			old.unlink()
			delete(s.blocks, old.key)
			b = old
			b.values = b.values[:tf.blockLen(key.block)]
		} else {
			b = &cachedBlock{values: make([]Value, tf.blockLen(key.block), blockValues)}
		}
		b.key = key
		var err error
		if s.buf, err = tf.readBlock(key.block, b.values, s.buf); err != nil {
			return Unknown, err
		}
		s.blocks[key] = b
	}
	b.prev, b.next = &s.head, s.head.next
	s.head.next.prev = b
	s.head.next = b
	return b.values[i%blockValues], nil
}

func (b *cachedBlock) unlink() {
	b.prev.next = b.next
	b.next.prev = b.prev
}

func (c *blockCache) stats() (hits, misses uint64) {
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		hits += s.hits
		misses += s.misses
		s.mu.Unlock()
	}
	return hits, misses
}

// SolvedPosition is Solved for a position as the rules' interface
// (checkers.Position) holds it: not ok for one of another game.
func (db *DB) SolvedPosition(p checkers.Position) (outcome, plies int, ok bool) {
	switch sp := p.(type) {
	case standard.Position:
		return db.Solved(&sp)
	case *standard.Position:
		return db.Solved(sp)
	}
	return 0, 0, false
}

// Solved is Lookup for the search (engine.Oracle): +1, 0 or −1 for the
// side to move and the plies to the next conversion, when the databases
// hold p. Positions with more pieces than any table are turned away
// before any other work.
func (db *DB) Solved(p *standard.Position) (outcome, plies int, ok bool) {
	black, red, _ := p.Squares()
	if bits.OnesCount32(black|red) > db.most {
		return 0, 0, false
	}
	v, err := db.Lookup(p)
	if err != nil || v == Unknown {
		return 0, 0, false
	}
	return v.Result().Outcome(), v.Plies(), true
}
