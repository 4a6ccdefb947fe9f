package engine_test

import (
	"context"
	"runtime"
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/games"
)

// TestThreadsFixedDepth searches with several threads to a fixed depth
// (the helpers sharing the table) and wants a legal move, the main line
// starting with it, and a sane score: the key move and the win in a
// stroke problem, no big edge for either side at the start. Run it with
// -race: the helpers and the main thread share the table.
func TestThreadsFixedDepth(t *testing.T) {
	tests := []struct {
		name    string
		variant string
		fen     string // "" for the start position
		threads int
		depth   int
		key     string // the move wanted, "" for any legal one
		wantWin bool
	}{
		{"standard start, two threads", "standard", "", 2, 12, "", false},
		{"standard start, three threads", "standard", "", 3, 11, "", false},
		// One thread proves the win from depth 13 on; with more, the depth at
		// which it shows depends on the threads' timing (a depth or two more,
		// now and then), so the test leaves a margin.
		{"a stroke, two threads", "standard", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", 2, 18, "22-17", true},
		{"stackem start, two threads", "stackem", "", 2, 8, "", false},
		{"coast-to-coast start, two threads", "coast-to-coast", "", 2, 6, "", false},
		{"flying kings start, two threads", "flying-kings", "", 2, 8, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			game, err := games.Lookup(tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			g := checkers.NewGame(game.Variant)
			if tt.fen != "" {
				pos, err := game.Variant.ParsePosition(tt.fen)
				if err != nil {
					t.Fatal(err)
				}
				g = checkers.NewGameFrom(game.Variant, pos)
			}
			p, err := game.NewPlayer(engine.Options{TableMiB: 4, Threads: tt.threads, NoBook: true, Truncate: -1})
			if err != nil {
				t.Fatal(err)
			}
			// Twice: the second search starts from the first one's table.
			for range 2 {
				r, err := p.Think(context.Background(), g, engine.Limits{Depth: tt.depth}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.ContainsFunc(g.Legal(), func(m checkers.Move) bool { return m.String() == r.Move.String() }) {
					t.Fatalf("best move %v is not one of the legal moves %v", r.Move, g.Legal())
				}
				if r.Depth != tt.depth || len(r.PV) == 0 || r.PV[0].String() != r.Move.String() {
					t.Errorf("depth %d, pv %v for move %v, want depth %d and the pv starting with the move", r.Depth, r.PV, r.Move, tt.depth)
				}
				if tt.key != "" && r.Move.String() != tt.key {
					t.Errorf("best move %v (score %d), want %s", r.Move, r.Score, tt.key)
				}
				if n, win := engine.WinIn(r.Score); win != tt.wantWin || (win && n <= 0) {
					t.Errorf("score %d (win in %d: %v), want a forced win: %v", r.Score, n, win, tt.wantWin)
				}
				if !tt.wantWin && (r.Score < -150 || r.Score > 150) {
					t.Errorf("score %d at the start, want within ±150", r.Score)
				}
			}
		})
	}
}

// TestThreadsStopTogether searches with no limit and cancels the context
// from the progress callback: Search returns (so every helper has stopped,
// since Search waits for them) with the deepest finished iteration's move.
func TestThreadsStopTogether(t *testing.T) {
	for _, threads := range []int{1, 2, 4} {
		s := engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 4)
		s.SetThreads(threads)
		if got := s.Threads(); got != threads {
			t.Fatalf("Threads() = %d after SetThreads(%d)", got, threads)
		}
		ctx, cancel := context.WithCancel(context.Background())
		var last engine.Info[standard.Move]
		r := s.Search(ctx, standard.Start(), nil, 0, engine.Limits{}, func(i engine.Info[standard.Move]) {
			last = i
			if i.Depth >= 8 {
				cancel()
			}
		})
		cancel()
		if !r.HasMove || r.Depth < 8 || r.Depth != last.Depth {
			t.Errorf("%d threads: depth %d (last reported %d), has move %v, want depth 8 or more, as reported", threads, r.Depth, last.Depth, r.HasMove)
		}
		if r.Nodes < last.Nodes {
			t.Errorf("%d threads: %d nodes in all, fewer than the %d reported at depth %d", threads, r.Nodes, last.Nodes, last.Depth)
		}
	}
}

// TestThreadsNodeLimit counts the nodes of every thread against a node
// limit: the search stops near it, also when the threads share one core
// (GOMAXPROCS 1), where a waiting main thread once let a helper run on.
func TestThreadsNodeLimit(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, tc := range []struct{ threads, procs int }{{1, 1}, {2, 1}, {2, 2}} {
		runtime.GOMAXPROCS(tc.procs)
		s := engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 4)
		s.SetThreads(tc.threads)
		const limit = 200000
		r := s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{Nodes: limit}, nil)
		// Each thread checks every 1024 nodes and adds its count then, so
		// the total overshoots by a few thousand nodes a thread.
		if !r.HasMove || r.Nodes < limit || r.Nodes > limit+limit/20 {
			t.Errorf("%d threads on %d cores: got %d nodes, has move %v, want a move and %d to %d nodes", tc.threads, tc.procs, r.Nodes, r.HasMove, limit, limit+limit/20)
		}
	}
}
