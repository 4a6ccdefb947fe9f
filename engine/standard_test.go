package engine_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/standardeval"
	"github.com/kingme/kingme/games"
)

func newStandard(t *testing.T) engine.Player {
	t.Helper()
	p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func think(t *testing.T, p engine.Player, fen string, limits engine.Limits) engine.Report {
	t.Helper()
	pos, err := standard.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	r, err := p.Think(context.Background(), checkers.NewGameFrom(standard.Variant{}, pos), limits, nil)
	if err != nil {
		t.Fatalf("Think(%q): %v", fen, err)
	}
	return r
}

// TestFindsShots gives published stroke problems (the Checker Maven's
// problem pages) and wants the key move with the win or the advantage, from
// the search without truncation (standard checkers' default truncates, and
// then finds a shot that begins by giving a man up later: see
// TestTruncationSearchesLess).
func TestFindsShots(t *testing.T) {
	tests := []struct {
		name, fen, key string
		depth          int
		wantWin        bool // a forced win found to the end; else a clear advantage
	}{
		{"seeing is believing: 22-17 and a king jumps five", "W:W30,29,22,21,9,6:B24,20,16,13,8,7", "22-17", 14, true},
		// The learned evaluation sees this one at 16 plies (the hand-set one
		// did at 14): it likes 26-31's king at 14.
		{"two-fisted checkers: 2-7 and 15-11", "B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2", "2-7", 16, true},
		{"a snappy problem: 17-13 then 13-9!", "B:WK9,19,25:B11,K17,K18", "17-13", 14, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := games.NewPlayer(standard.Variant{}, engine.Options{TableMiB: 16, Truncate: -1})
			if err != nil {
				t.Fatal(err)
			}
			r := think(t, p, tt.fen, engine.Limits{Depth: tt.depth})
			if got := r.Move.String(); got != tt.key {
				t.Fatalf("best move in %s = %s (score %d, pv %v), want %s", tt.fen, got, r.Score, r.PV, tt.key)
			}
			if n, win := engine.WinIn(r.Score); tt.wantWin && (!win || n <= 0) {
				t.Errorf("score after %s = %d, want a forced win", tt.key, r.Score)
			}
			if !tt.wantWin && r.Score < 25 {
				t.Errorf("score after %s = %d, want an advantage (≥ 25)", tt.key, r.Score)
			}
		})
	}
}

// randomKingsEnding returns a position of strong kings against weak kings,
// placed at random on distinct squares, the strong side to move, where the
// side to move has no jump (so no piece is lost at once).
func randomKingsEnding(rng *rand.Rand, strong, weak int) string {
	for {
		squares := rng.Perm(32)
		fen := "B:W"
		for i := range weak {
			fen += fmt.Sprintf("K%d,", squares[i]+1)
		}
		fen = fen[:len(fen)-1] + ":B"
		for i := range strong {
			fen += fmt.Sprintf("K%d,", squares[weak+i]+1)
		}
		fen = fen[:len(fen)-1]
		pos, err := standard.ParseFEN(fen)
		if err != nil {
			panic(err)
		}
		if moves := pos.LegalMoves(); len(moves) > 0 && !moves[0].IsJump() {
			return fen
		}
	}
}

// TestWinsKingEndings plays out endings of more kings against fewer from
// random positions, the engine on both sides, and wants the stronger side
// to win each within the no-progress rule.
func TestWinsKingEndings(t *testing.T) {
	tests := []struct {
		strong, weak, games int
	}{
		{2, 1, 5},
		{3, 2, 3},
	}
	if testing.Short() {
		tests[0].games, tests[1].games = 2, 1
	}
	rng := rand.New(rand.NewPCG(21, 32))
	for _, tt := range tests {
		for i := range tt.games {
			fen := randomKingsEnding(rng, tt.strong, tt.weak)
			t.Run(fmt.Sprintf("%dK v %dK %s", tt.strong, tt.weak, fen), func(t *testing.T) {
				pos, _ := standard.ParseFEN(fen)
				v := standard.Variant{}
				eng := enginePlayer(t, v, engine.Options{TableMiB: 16}, engine.Limits{Nodes: 100_000})
				r := playGame(t, v, pos, eng, eng, 300)
				if r.Outcome != checkers.WinFor(checkers.Black) {
					t.Errorf("game %d from %s ended %v, want a win for the %d kings", i, fen, r, tt.strong)
				}
			})
		}
	}
}

// TestStopsWhenCancelled starts a search with no limit, cancels it and
// wants a legal move back. A search that ignored the cancellation would run
// on for minutes: the bound is wide so that a loaded machine cannot fail it
// (it answers in well under a millisecond on a quiet one: each thread looks
// at its context every 1024 nodes).
func TestStopsWhenCancelled(t *testing.T) {
	p := newStandard(t)
	g := checkers.NewGame(standard.Variant{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan engine.Report)
	go func() {
		r, err := p.Think(ctx, g, engine.Limits{}, nil)
		if err != nil {
			t.Error(err)
		}
		done <- r
	}()
	time.Sleep(200 * time.Millisecond)
	cancel()
	stopped := time.Now()
	r := <-done
	waited := time.Since(stopped)
	t.Logf("answered %v after being stopped", waited)
	if waited > 2*time.Second {
		t.Errorf("search answered %v after being stopped, want within 2s", waited)
	}
	if err := g.Play(r.Move); err != nil {
		t.Errorf("move after stop %v: %v", r.Move, err)
	}
}

// TestPlaysLegalMovesAgainstRandom plays quick games against a random
// player, every move checked by the game, and wants the engine to win them.
func TestPlaysLegalMovesAgainstRandom(t *testing.T) {
	v := standard.Variant{}
	s := match(t, v, 4, 300,
		func(int) chooser { return enginePlayer(t, v, engine.Options{TableMiB: 4}, engine.Limits{Depth: 4}) },
		func(i int) chooser { return randomPlayer(uint64(i)) })
	if s.wins != 4 {
		t.Errorf("engine against random: +%d =%d -%d, want 4 wins", s.wins, s.draws, s.losses)
	}
}

// TestSearchAllocatesNothingPerNode compares a deep and a shallow search:
// the deep one visits many more nodes but allocates no more, with one
// thread and with helpers (whose goroutines cost a few allocations a
// search, none a node).
func TestSearchAllocatesNothingPerNode(t *testing.T) {
	for _, threads := range []int{1, 2} {
		s := engine.NewSearcher[standard.Position, standard.Move](standardeval.Engine{}, 4)
		s.SetThreads(threads)
		allocs := func(depth int) float64 {
			return testing.AllocsPerRun(3, func() {
				s.Search(context.Background(), standard.Start(), nil, 0, engine.Limits{Depth: depth}, nil)
			})
		}
		shallow, deep := allocs(2), allocs(9)
		if deep > shallow+2 {
			t.Errorf("%d threads: allocations: depth 9 search %v, depth 2 search %v, want the same", threads, deep, shallow)
		}
	}
}

// TestNoBookSearches asks for the start position's move twice: from the
// opening book, then with Limits.NoBook, which searches it.
func TestNoBookSearches(t *testing.T) {
	p := newStandard(t)
	tests := []struct {
		limits   engine.Limits
		wantBook bool
	}{
		{engine.Limits{Depth: 4}, true},
		{engine.Limits{Depth: 4, NoBook: true}, false},
	}
	for _, tt := range tests {
		r, err := p.Think(context.Background(), checkers.NewGame(standard.Variant{}), tt.limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Book != tt.wantBook || !tt.wantBook && r.Depth != 4 {
			t.Errorf("limits %+v: got book %v at depth %d, want book %v", tt.limits, r.Book, r.Depth, tt.wantBook)
		}
	}
}
