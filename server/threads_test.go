package server

import (
	"context"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store/sqlite"
)

// TestThreadsDefaults checks how Config.Threads and Config.Workers are
// filled in: one thread a search unless configured, and as many workers
// as there are cores for the threads.
func TestThreadsDefaults(t *testing.T) {
	cores := runtime.GOMAXPROCS(0)
	tests := []struct {
		name                     string
		threads, workers         int
		wantThreads, wantWorkers int
	}{
		{"defaults", 0, 0, 1, cores},
		{"two threads", 2, 0, 2, max(1, cores/2)},
		{"more threads than cores", 4 * cores, 0, 4 * cores, 1},
		{"workers given", 2, 3, 2, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := sqlite.Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s, err := New(Config{Store: st, Threads: tt.threads, Workers: tt.workers})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if s.cfg.Threads != tt.wantThreads || s.cfg.Workers != tt.wantWorkers {
				t.Errorf("got %d threads and %d workers, want %d and %d", s.cfg.Threads, s.cfg.Workers, tt.wantThreads, tt.wantWorkers)
			}
		})
	}
}

// TestThreadsReachEverySearch plays the computer's first move and asks for
// a hint in every game, on a server configured with two threads a search:
// both searches are made with two threads and answer a legal move.
func TestThreadsReachEverySearch(t *testing.T) {
	for _, game := range games.All() {
		t.Run(game.Key(), func(t *testing.T) {
			st, err := sqlite.Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s, err := New(Config{Store: st, Threads: 2, Workers: 1, MaxThink: 50 * time.Millisecond, TableMiB: 1})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var mu sync.Mutex
			var threads []int
			s.computer.SetNewPlayer(func(g *games.Game, o engine.Options) (engine.Player, error) {
				mu.Lock()
				threads = append(threads, o.Threads)
				mu.Unlock()
				return g.NewPlayer(o)
			})
			l := startComputerFirst(t, s, game, "intermediate")
			for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				l.mu.Lock()
				moved := l.Game().Len() > 0
				l.mu.Unlock()
				if moved {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the computer did not move in 30 s")
				}
			}
			rep, g, err := s.search(context.Background(), l, "", 50*time.Millisecond, time.Now().Add(time.Minute))
			if err != nil {
				t.Fatalf("hint search: %v", err)
			}
			if !isLegal(g, rep.Move) {
				t.Errorf("got hint %v, not a legal move of the position", rep.Move)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(threads) != 2 || threads[0] != 2 || threads[1] != 2 {
				t.Errorf("got searches with threads %v, want [2 2] (the computer's move, the hint)", threads)
			}
		})
	}
}

// isLegal says whether m is one of g's legal moves.
func isLegal(g *checkers.Game, m checkers.Move) bool {
	for _, legal := range g.Legal() {
		if legal.String() == m.String() {
			return true
		}
	}
	return false
}

// startComputerFirst starts a game of game on s against the computer at
// level, the computer playing the side that moves first, and returns it
// live.
func startComputerFirst(t *testing.T, s *Server, game *games.Game, level string) *live {
	t.Helper()
	human := "red"
	if game.Variant.Start().Turn() == checkers.Red {
		human = "black"
	}
	rec, token, v, err := s.newGame(newGameRequest{Variant: game.Key(), Mode: "computer", Level: level, Color: human})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.create(context.Background(), rec, token, v, false, ""); err != nil {
		t.Fatal(err)
	}
	l, err := s.loadLive(context.Background(), rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
