package games_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// TestEveryGameBeatsARandomMover: in every game of the table, the
// computer searching 4 plies (no book) wins every game against a player
// choosing uniformly among the legal moves, playing each side in turn: 4
// games a game, 2 with -short.
func TestEveryGameBeatsARandomMover(t *testing.T) {
	n := 4
	if testing.Short() {
		n = 2
	}
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			t.Parallel()
			for i := range n {
				player, err := g.NewPlayer(engine.Options{TableMiB: 1, NoBook: true, Threads: 1})
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(i), 11))
				side := []checkers.Color{checkers.Red, checkers.Black}[i%2]
				game := checkers.NewGame(g.Variant)
				for ply := 0; ply < 500 && !game.Result().Over(); ply++ {
					var m checkers.Move
					if game.Turn() == side {
						r, err := player.Think(context.Background(), game, engine.Limits{Depth: 4}, nil)
						if err != nil {
							t.Fatal(err)
						}
						m = r.Move
					} else {
						legal := game.Legal()
						m = legal[rng.IntN(len(legal))]
					}
					if err := game.Play(m); err != nil {
						t.Fatal(err)
					}
				}
				if got := game.Result(); got.Outcome != checkers.WinFor(side) {
					t.Errorf("game %d, the computer as %v: got %v after %d plies, want a win", i+1, side, got, game.Len())
				}
			}
		})
	}
}
