package draughtstest

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// BeatsRandom plays v's engine (a new player from newPlayer each game) at
// depth 2 against a player choosing uniformly among the legal moves, each
// side in turn, 6 games (2 with -short): it must win every game.
func BeatsRandom(t *testing.T, v checkers.Variant, newPlayer func() engine.Player) {
	t.Helper()
	games := 2
	if !testing.Short() {
		games = 6
	}
	wins := 0
	for game := range games {
		player := newPlayer()
		rng := rand.New(rand.NewPCG(uint64(game), 7))
		engineSide := checkers.Red
		if game%2 == 1 {
			engineSide = checkers.Black
		}
		g := checkers.NewGame(v)
		for ply := 0; ply < 400 && !g.Result().Over(); ply++ {
			var m checkers.Move
			if g.Turn() == engineSide {
				r, err := player.Think(context.Background(), g, engine.Limits{Depth: 2}, nil)
				if err != nil {
					t.Fatal(err)
				}
				m = r.Move
			} else {
				legal := g.Legal()
				m = legal[rng.IntN(len(legal))]
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if g.Result().Outcome == checkers.WinFor(engineSide) {
			wins++
		} else {
			t.Logf("game %d, engine as %v: %v after %d plies", game, engineSide, g.Result(), g.Len())
		}
	}
	if wins != games {
		t.Errorf("engine at depth 2 against a random player: %d wins of %d, want all", wins, games)
	}
}
