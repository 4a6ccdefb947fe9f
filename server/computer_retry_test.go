package server

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/store/sqlite"
)

// failingPlayer is an engine that fails its first fails searches, then
// thinks as the real one.
type failingPlayer struct {
	engine.Player
	mu    *sync.Mutex
	fails *int
	bad   checkers.Move // when set, the failing searches answer this move instead of an error
}

func (p failingPlayer) Think(ctx context.Context, g *checkers.Game, l engine.Limits, info func(engine.Report)) (engine.Report, error) {
	p.mu.Lock()
	failing := *p.fails > 0
	if failing {
		*p.fails--
	}
	p.mu.Unlock()
	switch {
	case failing && p.bad != nil:
		return engine.Report{Move: p.bad}, nil
	case failing:
		return engine.Report{}, errors.New("the search broke")
	}
	return p.Player.Think(ctx, g, l, info)
}

// TestComputerTriesAgain checks that a computer whose search fails, or
// whose move is refused, tries again and moves, instead of leaving the
// game waiting for ever; and that after maxComputerTries failures it stops.
func TestComputerTriesAgain(t *testing.T) {
	for _, c := range []struct {
		name      string
		fails     int
		badMove   bool
		wantMoved bool
	}{
		{"search fails once", 1, false, true},
		{"search fails twice", maxComputerTries - 1, false, true},
		{"move refused twice", maxComputerTries - 1, true, true},
		{"search always fails", maxComputerTries, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			st, err := sqlite.Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s, err := New(Config{Store: st, Workers: 1, MaxThink: 50 * time.Millisecond, TableMiB: 1})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var mu sync.Mutex
			fails := c.fails
			var bad checkers.Move
			if c.badMove {
				// A move of another position: the rules refuse it here.
				g := checkers.NewGame(games.All()[0].Variant)
				bad = g.Legal()[0]
				if err := g.Play(bad); err != nil {
					t.Fatal(err)
				}
				bad = g.Legal()[0]
			}
			s.retryDelay = 10 * time.Millisecond
			s.computer.SetNewPlayer(func(g *games.Game, o engine.Options) (engine.Player, error) {
				p, err := g.NewPlayer(o)
				return failingPlayer{Player: p, mu: &mu, fails: &fails, bad: bad}, err
			})
			l := startComputerFirst(t, s, games.All()[0], "beginner")
			deadline := time.Now().Add(time.Duration(maxComputerTries+2) * (s.retryDelay + time.Second))
			for {
				l.mu.Lock()
				moved, thinking, failures := l.Game().Len() > 0, l.think != nil, l.computerFailures
				l.mu.Unlock()
				if moved || (!thinking && failures >= maxComputerTries) || time.Now().After(deadline) {
					if moved != c.wantMoved {
						t.Fatalf("the computer moved: %v after %d failed tries, want %v", moved, failures, c.wantMoved)
					}
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}
