package egdb

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

// TestProbeMatchesBuild probes random positions of every table through
// the files and the cache, with a cache small enough to evict, and wants
// the values the build holds in memory.
func TestProbeMatchesBuild(t *testing.T) {
	dir, ts := built4(t)
	db, err := Open(dir, 16*blockValues)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got, want := db.Pieces(), 4; got != want {
		t.Errorf("Pieces() = %d, want %d", got, want)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	probes := 0
	for n := 2; n <= 4; n++ {
		for _, m := range Materials(n) {
			if !solvable(m) {
				continue
			}
			tab := ts.byKey[materialKey(m)]
			for range 200 {
				i := rng.Uint64N(tab.layout.Size())
				s := pieces{}
				s.ownMen, s.oppMen, s.ownKings, s.oppKings = tab.layout.Position(i)
				pos := s.position()
				got, err := db.Lookup(&pos)
				if err != nil {
					t.Fatalf("%s: %v", pos, err)
				}
				if want := tab.values[i]; got != want {
					t.Fatalf("%s: probed %v, built %v", pos, got, want)
				}
				// The same position with colours swapped and Red to move.
				flipped := pos.Mirror()
				if got, err := db.Lookup(&flipped); err != nil || got != tab.values[i] {
					t.Fatalf("%s (mirror of %s): probed %v, %v; want %v", flipped, pos, got, err, tab.values[i])
				}
				probes++
			}
		}
	}
	hits, misses := db.CacheStats()
	if hits+misses != uint64(2*probes) || misses == 0 {
		t.Errorf("cache: %d hits and %d misses for %d probes", hits, misses, 2*probes)
	}
	five, err := standard.ParseFEN("B:W21,22,23:B1,2")
	if err != nil {
		t.Fatal(err)
	}
	if v, err := db.Lookup(&five); !errors.Is(err, ErrNotCovered) {
		t.Errorf("five pieces: got %v, %v; want ErrNotCovered", v, err)
	}
}

// TestOpenRefusesDamage damages a copy of a table file in each of the ways
// a crash or a disk can and wants Open, or the probe, to say so.
func TestOpenRefusesDamage(t *testing.T) {
	dir, _ := built4(t)
	m := Material{OwnMen: 1, OwnKings: 1, OppMen: 1, OppKings: 1}
	good, err := os.ReadFile(filepath.Join(dir, fileName(m)))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		damage func([]byte) []byte
	}{
		{"cut short", func(b []byte) []byte { return b[:len(b)-1] }},
		{"index byte flipped", func(b []byte) []byte { b[headerSize+3] ^= 1; return b }},
		{"magic", func(b []byte) []byte { b[0] = 'X'; return b }},
		{"block byte flipped", func(b []byte) []byte { b[len(b)-2] ^= 0x40; return b }},
	} {
		d := t.TempDir()
		bad := tc.damage(append([]byte(nil), good...))
		if err := os.WriteFile(filepath.Join(d, fileName(m)), bad, 0o644); err != nil {
			t.Fatal(err)
		}
		db, err := Open(d, 0)
		if err != nil {
			continue // refused on open
		}
		tf := db.files[materialKey(m)]
		var failed bool
		for b := range uint64(len(tf.sums)) {
			values := make([]Value, tf.blockLen(b))
			if _, err := tf.readBlock(b, values, nil); err != nil {
				failed = true
			}
		}
		db.Close()
		if !failed {
			t.Errorf("%s: opened and read without an error", tc.name)
		}
	}
}

// TestBuildResumes removes one table and builds again: only that pair is
// solved and written, the rest is loaded, and the values are the same.
func TestBuildResumes(t *testing.T) {
	dir, _ := built4(t)
	d := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	m := Material{OwnMen: 2, OwnKings: 0, OppMen: 0, OppKings: 2}
	want, err := os.ReadFile(filepath.Join(d, fileName(m)))
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(d, fileName(m)))
	os.WriteFile(filepath.Join(d, fileName(m)+".123.tmp"), []byte("half"), 0o644)
	var last BuildProgress
	reports, err := Build(context.Background(), BuildOptions{Dir: d, Pieces: 4, Progress: func(p BuildProgress) { last = p }})
	if err != nil {
		t.Fatal(err)
	}
	if last.Written != 2 || last.Positions != last.TotalPositions {
		t.Errorf("progress at the end: %+v, want 2 tables written and every position counted", last)
	}
	if !reports[0].Loaded || !reports[1].Loaded || reports[2].Loaded {
		t.Errorf("reports: %+v, want 2 and 3 pieces loaded, 4 built", reports)
	}
	got, err := os.ReadFile(filepath.Join(d, fileName(m)))
	if err != nil || string(got) != string(want) {
		t.Errorf("the rebuilt %v differs from the first build (%v)", m, err)
	}
	if _, err := os.Stat(filepath.Join(d, fileName(m)+".123.tmp")); err == nil {
		t.Errorf("the temporary file is still there")
	}
}

// TestBuildStopsWhenCancelled cancels a build: it ends with the context's
// error and leaves only whole tables.
func TestBuildStopsWhenCancelled(t *testing.T) {
	d := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	_, err := Build(ctx, BuildOptions{Dir: d, Pieces: 4, Progress: func(p BuildProgress) {
		if p.Written >= 10 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	db, err := Open(d, 0)
	if err != nil {
		t.Fatalf("after the interruption: %v", err)
	}
	defer db.Close()
	if db.Tables() < 10 {
		t.Errorf("%d tables after the interruption, want the 10 or more written", db.Tables())
	}
}
