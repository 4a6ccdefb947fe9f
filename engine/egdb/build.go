package egdb

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// solvable reports whether m's positions are stored: both sides have a
// piece. With none of its own the side to move has lost; with none for the
// opponent the game ended before.
func solvable(m Material) bool {
	return m.OwnMen+m.OwnKings > 0 && m.OppMen+m.OppKings > 0
}

// BuildOptions says what Build builds and where.
type BuildOptions struct {
	Dir     string // where the table files go (created if missing)
	Pieces  int    // every position with up to this many pieces
	Workers int    // goroutines solving side by side; 0 for every core
	// Progress, if not nil, is called as positions are solved (or found
	// already built), from one goroutine at a time.
	Progress func(BuildProgress)
}

// BuildProgress is how far a build has come.
type BuildProgress struct {
	Material        Material // the material being solved
	Positions       uint64   // positions solved or loaded so far
	TotalPositions  uint64   // positions of the whole build
	Loaded, Written int      // table files found built already, and written
}

// PieceReport is what a build did for one number of pieces.
type PieceReport struct {
	Pieces              int
	Positions           uint64 // stored: both sides have a piece
	Wins, Losses, Draws uint64 // for the side to move (solved this run)
	LongestPlies        int    // the longest distance to a conversion
	Bytes               int64  // the table files' size
	Time                time.Duration
	Loaded              bool // found built: not solved again
}

// BytesPerPosition returns the files' bytes per stored position.
func (r PieceReport) BytesPerPosition() float64 {
	if r.Positions == 0 {
		return 0
	}
	return float64(r.Bytes) / float64(r.Positions)
}

// Build builds the tables of every position with up to opts.Pieces pieces
// in opts.Dir, smallest first. Tables already there (from an earlier,
// perhaps interrupted, build) are checked and used, not built again; each
// new table is written whole (see writeTable) as soon as it is solved, so
// that an interrupted build loses at most the pair it was solving. It holds
// every table in memory while it builds: about one byte per position
// (2.7 GB for 6 pieces).
func Build(ctx context.Context, opts BuildOptions) ([]PieceReport, error) {
	if opts.Pieces < 2 || opts.Pieces > 8 {
		return nil, fmt.Errorf("pieces %d: want 2 to 8", opts.Pieces)
	}
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return nil, err
	}
	removeTemporaries(opts.Dir)
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var total uint64
	for n := 2; n <= opts.Pieces; n++ {
		for _, m := range Materials(n) {
			if solvable(m) {
				l, err := NewLayout(m)
				if err != nil {
					return nil, err
				}
				total += l.Size()
			}
		}
	}
	var (
		mu       sync.Mutex
		progress = BuildProgress{TotalPositions: total}
	)
	report := func(m Material, positions uint64, loaded, written int) {
		if opts.Progress == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		progress.Material = m
		progress.Positions += positions
		progress.Loaded += loaded
		progress.Written += written
		opts.Progress(progress)
	}
	ts := &tables{}
	var reports []PieceReport
	for n := 2; n <= opts.Pieces; n++ {
		r := PieceReport{Pieces: n, Loaded: true}
		start := time.Now()
		for _, m := range Materials(n) {
			if !solvable(m) || ts.byKey[materialKey(m)] != nil {
				continue
			}
			pair := []Material{m}
			if m.Mirror() != m {
				pair = append(pair, m.Mirror())
			}
			if loaded, err := ts.loadPair(opts.Dir, pair); err != nil {
				return reports, err
			} else if loaded {
				for _, pm := range pair {
					t := ts.byKey[materialKey(pm)]
					r.Positions += t.layout.Size()
					info, _ := os.Stat(filepath.Join(opts.Dir, fileName(pm)))
					r.Bytes += info.Size()
					report(pm, t.layout.Size(), 1, 0)
				}
				continue
			}
			r.Loaded = false
			st, err := ts.solvePair(ctx, m, workers, func(p uint64) { report(m, p, 0, 0) })
			if err != nil {
				for _, pm := range pair {
					ts.byKey[materialKey(pm)] = nil
				}
				return reports, err
			}
			r.Positions += st.positions
			r.Wins += st.wins
			r.Losses += st.losses
			r.Draws += st.draws
			r.LongestPlies = max(r.LongestPlies, st.maxPlies)
			for _, pm := range pair {
				size, err := writeTable(opts.Dir, ts.byKey[materialKey(pm)])
				if err != nil {
					return reports, fmt.Errorf("writing %v: %w", pm, err)
				}
				r.Bytes += size
				report(pm, 0, 0, 1)
			}
		}
		r.Time = time.Since(start)
		reports = append(reports, r)
	}
	return reports, nil
}

// loadPair loads the tables of pair from dir when every one of them is
// there; a missing one means the pair must be solved, and a damaged one is
// removed (with a note in the error only if it cannot be).
func (ts *tables) loadPair(dir string, pair []Material) (bool, error) {
	var loaded []*table
	for _, m := range pair {
		path := filepath.Join(dir, fileName(m))
		tf, err := openTable(path)
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		if err == nil {
			var t *table
			t, err = tf.load()
			tf.f.Close()
			if err == nil {
				loaded = append(loaded, t)
				continue
			}
		}
		// A damaged table is built again.
		if rmErr := os.Remove(path); rmErr != nil {
			return false, fmt.Errorf("%w; removing it: %v", err, rmErr)
		}
		return false, nil
	}
	for i, m := range pair {
		ts.byKey[materialKey(m)] = loaded[i]
	}
	return true, nil
}

// removeTemporaries removes what an interrupted writeTable left in dir.
func removeTemporaries(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") && strings.Contains(e.Name(), fileExtension+".") {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
