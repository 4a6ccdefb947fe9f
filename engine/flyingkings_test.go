package engine_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/flyingkingseval"
	"github.com/kingme/kingme/games"
)

// randomOpening plays the first plies moves of each game at random, the
// same for both players of a game (seeded by the game), then lets next
// choose, so that two fixed players still meet in different games.
func randomOpening(seed uint64, plies int, next chooser) chooser {
	rng := rand.New(rand.NewPCG(seed, 11))
	return func(t *testing.T, g *checkers.Game) checkers.Move {
		if g.Len() < plies {
			legal := g.Legal()
			return legal[rng.IntN(len(legal))]
		}
		return next(t, g)
	}
}

// TestFlyingKingsBeatsRandom plays a small match against a random player,
// every move checked by the game, and wants the engine to win every game.
func TestFlyingKingsBeatsRandom(t *testing.T) {
	v := flyingkings.Variant{}
	s := match(t, v, 6, 300,
		func(int) chooser { return enginePlayer(t, v, engine.Options{TableMiB: 2}, engine.Limits{Depth: 3}) },
		func(i int) chooser { return randomPlayer(uint64(i)) })
	t.Logf("engine against random: +%d =%d -%d", s.wins, s.draws, s.losses)
	if s.wins != 6 {
		t.Errorf("engine against random: +%d =%d -%d, want 6 wins", s.wins, s.draws, s.losses)
	}
}

// TestFlyingKingsBeatsGreedy plays a small match against a player that
// looks one ply ahead, from openings of two random plies, and wants the
// engine to score at least two thirds of the points.
func TestFlyingKingsBeatsGreedy(t *testing.T) {
	v := flyingkings.Variant{}
	games, depth := 6, 4
	if !testing.Short() {
		games, depth = 20, 6
	}
	s := match(t, v, games, 300,
		func(i int) chooser {
			return randomOpening(uint64(i/2), 2, enginePlayer(t, v, engine.Options{TableMiB: 2}, engine.Limits{Depth: depth}))
		},
		func(i int) chooser { return randomOpening(uint64(i/2), 2, greedyPlayer(t, v)) })
	t.Logf("engine against greedy: +%d =%d -%d", s.wins, s.draws, s.losses)
	if want := float64(games) * 2 / 3; s.points() < want {
		t.Errorf("engine against greedy: +%d =%d -%d, %.1f points, want at least %.1f", s.wins, s.draws, s.losses, s.points(), want)
	}
}

// TestFlyingKingsSeesThePointsEnding gives positions a take ends by points
// and wants the engine to see the win or the loss at once.
func TestFlyingKingsSeesThePointsEnding(t *testing.T) {
	tests := []struct {
		name, text, move string
		wantWin          int // moves to the win, negative for a loss
	}{
		{"the take leaves a King and a Prince against two Guards", "R:RK22,P29:BP18,G9,G12", "22x15", 1},
		{"the only take leaves two Guards against a King and a Prince", "B:RK30,P29,G22:BG17,G12", "17x26", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := flyingkings.ParsePosition(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			p, err := games.NewPlayer(flyingkings.Variant{}, engine.Options{TableMiB: 1})
			if err != nil {
				t.Fatal(err)
			}
			r, err := p.Think(context.Background(), checkers.NewGameFrom(flyingkings.Variant{}, pos), engine.Limits{Depth: 6}, nil)
			if err != nil {
				t.Fatalf("Think(%q): %v", tt.text, err)
			}
			if got := r.Move.String(); got != tt.move {
				t.Errorf("best move in %s = %s, want %s", tt.text, got, tt.move)
			}
			if n, ok := engine.WinIn(r.Score); !ok || n != tt.wantWin {
				t.Errorf("score in %s = %d (win in %d, %v), want win in %d", tt.text, r.Score, n, ok, tt.wantWin)
			}
		})
	}
}

// TestFlyingKingsSearchAllocatesNothingPerNode compares a deep and a
// shallow search: the deep one visits many more nodes but allocates no
// more.
func TestFlyingKingsSearchAllocatesNothingPerNode(t *testing.T) {
	s := engine.NewSearcher[flyingkings.Position, flyingkings.Move](flyingkingseval.Engine{}, 1)
	allocs := func(depth int) float64 {
		return testing.AllocsPerRun(2, func() {
			s.Search(context.Background(), flyingkings.Start(), nil, 0, engine.Limits{Depth: depth}, nil)
		})
	}
	shallow, deep := allocs(2), allocs(8)
	if deep > shallow+2 {
		t.Errorf("allocations: depth 8 search %v, depth 2 search %v, want the same", deep, shallow)
	}
}

// BenchmarkSearchFlyingKings searches the start position to a fixed depth
// and reports nodes per second.
func BenchmarkSearchFlyingKings(b *testing.B) {
	s := engine.NewSearcher[flyingkings.Position, flyingkings.Move](flyingkingseval.Engine{}, 16)
	var nodes uint64
	for b.Loop() {
		s.NewGame()
		r := s.Search(context.Background(), flyingkings.Start(), nil, 0, engine.Limits{Depth: 14}, nil)
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
