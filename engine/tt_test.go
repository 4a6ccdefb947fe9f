package engine

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/eval/standardeval"
)

// fields returns what the hammering test stores for key: every field a
// function of the key, so that a hit whose fields disagree with its key is
// an entry torn between two stores.
func fields(key uint64) (score, depth, bound, move, moveIndex int) {
	return int(int16(key >> 3)), 1 + int(key>>20&0x7F), 1 + int(key>>30&1), int(key >> 40 & 0x7F), int(key >> 48 & 0xFFF)
}

// TestTableConcurrentWrites hammers one table from several goroutines,
// storing and probing keys that share few buckets, and checks that every
// hit is whole: the fields stored for the key probed, never a mix of two
// stores. Run it with -race as well. (With the key stored as it is instead
// of XORed with the data, the one-bucket cases fail within the rounds.)
func TestTableConcurrentWrites(t *testing.T) {
	tests := []struct {
		name       string
		mib        int
		goroutines int
		keys       int
	}{
		{"one bucket, four writers", 0, 4, 64},
		{"one bucket, eight writers", 0, 8, 8},
		{"one MiB, four writers", 1, 4, 1 << 16},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table := NewTable(tt.mib)
			table.nextSearch() // as a search begins: the entries are made
			keys := make([]uint64, tt.keys)
			rng := rand.New(rand.NewPCG(1, 2))
			for i := range keys {
				keys[i] = rng.Uint64()
			}
			const rounds = 200000
			var wg sync.WaitGroup
			errs := make(chan string, tt.goroutines)
			for g := range tt.goroutines {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := rand.New(rand.NewPCG(uint64(g), 7))
					hits := 0
					for range rounds {
						k := keys[r.IntN(len(keys))]
						if r.IntN(2) == 0 {
							score, depth, bound, move, mi := fields(k)
							table.store(k, score, depth, bound, move, mi)
							continue
						}
						e, ok := table.probe(k)
						if !ok {
							continue
						}
						hits++
						score, depth, bound, move, mi := fields(k)
						if e.score != score || e.depth != depth || e.bound != bound || e.move != move || e.moveIndex != mi {
							errs <- "torn entry"
							return
						}
					}
					if hits == 0 {
						errs <- "no hit at all"
					}
				}()
			}
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Errorf("%s: probe of key %s", tt.name, e)
			}
		})
	}
}

// TestTableRoundTrip stores entries and reads them back: the fields packed
// and the XOR check undone.
func TestTableRoundTrip(t *testing.T) {
	tests := []struct {
		key                                uint64
		score, depth, bound, move, moveIdx int
	}{
		{1, 0, 1, boundExact, 0, 0},
		{0, -25, 9, boundLower, 3, 4095},
		{1 << 63, Win - 3, 1023, boundUpper, -1, 0},
		{0xDEADBEEFCAFEF00D, -(Win - 10), 40, boundExact, 254, 1234},
	}
	table := NewTable(1)
	table.nextSearch() // as a search begins: the entries are made
	for _, tt := range tests {
		table.store(tt.key, tt.score, tt.depth, tt.bound, tt.move, tt.moveIdx)
		e, ok := table.probe(tt.key)
		if !ok {
			t.Fatalf("probe(%#x) after store: a miss", tt.key)
		}
		got := [5]int{e.score, e.depth, e.bound, e.move, e.moveIndex}
		want := [5]int{tt.score, tt.depth, tt.bound, tt.move, tt.moveIdx}
		if tt.move < 0 {
			want[4] = 0
		}
		if got != want {
			t.Errorf("probe(%#x) = %v, want %v", tt.key, got, want)
		}
		if _, ok := table.probe(tt.key ^ 1<<20); ok {
			t.Errorf("probe(%#x), never stored: a hit", tt.key^1<<20)
		}
	}
}

// TestHelpersShareTheGivenTable: a searcher made with a table the caller
// keeps searches with it, and so do its helper threads (Lazy SMP), however
// many they are, set before or after; none makes a table of its own.
func TestHelpersShareTheGivenTable(t *testing.T) {
	for _, threads := range []int{1, 2, 4} {
		table := NewTable(1)
		s := NewSearcherWithTable[standard.Position, standard.Move](standardeval.Engine{}, table)
		s.SetThreads(threads)
		got := []*Table{s.table}
		for _, h := range s.helpers {
			got = append(got, h.table)
		}
		if len(got) != threads {
			t.Fatalf("%d threads: got %d searchers, want %d", threads, len(got), threads)
		}
		for i, tab := range got {
			if tab != table {
				t.Errorf("%d threads: searcher %d searches with another table than the one given", threads, i)
			}
		}
	}
}
