package engine_test

import (
	"context"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/coasteval"
)

// coastMaxPlies bounds a sparring game: a race lasts about 200 to 250
// plies between engines, longer against a random player.
const coastMaxPlies = 1000

func TestCoastBeatsRandomPlayer(t *testing.T) {
	v := coast.Variant{}
	games := 2
	if !testing.Short() {
		games = 6
	}
	s := match(t, v, games, coastMaxPlies,
		func(int) chooser {
			return enginePlayer(t, v, engine.Options{TableMiB: 1}, engine.Limits{Depth: 2})
		},
		func(game int) chooser { return randomPlayer(uint64(game)) })
	t.Logf("against a random player: %+v", s)
	if s.wins != games {
		t.Errorf("engine at depth 2 against a random player: got %+v, want %d wins", s, games)
	}
}

func TestCoastBeatsGreedyPlayer(t *testing.T) {
	v := coast.Variant{}
	games, want := 2, 1.5
	if !testing.Short() {
		games, want = 6, 4
	}
	s := match(t, v, games, coastMaxPlies,
		func(int) chooser {
			return enginePlayer(t, v, engine.Options{TableMiB: 1}, engine.Limits{Depth: 3})
		},
		func(game int) chooser {
			if game < 2 {
				return greedyPlayer(t, v)
			}
			// The later games' greedy player judges with a little noise, a
			// step's worth at most, so that the match is not the first two
			// games played again.
			o := engine.Options{TableMiB: 1, Seed: uint64(game), Level: engine.Level{Noise: 10}}
			return enginePlayer(t, v, o, engine.Limits{Depth: 1})
		})
	t.Logf("against a greedy player: %+v", s)
	if got := s.points(); got < want {
		t.Errorf("engine at depth 3 against a one-ply greedy player: got %v points (%+v), want at least %v of %d", got, s, want, games)
	}
}

// TestCoastSearchSeesTheLastBearingOff checks that the search finds the
// win of bearing off the twelfth checker, and the adapter's Ended reports
// the end.
func TestCoastSearchSeesTheLastBearingOff(t *testing.T) {
	for _, c := range []struct{ pos, move string }{
		{"R:RKb2/11:BKb3/11", "b2-a1"},
		{"B:RKc3/11:BKg7/11", "g7-h8"},
	} {
		t.Run(c.pos, func(t *testing.T) {
			p, err := coast.ParsePosition(c.pos)
			if err != nil {
				t.Fatal(err)
			}
			s := engine.NewSearcher[coast.Position, coast.Move](coasteval.Engine{}, 1)
			r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 3}, nil)
			if moves, ok := engine.WinIn(r.Score); !ok || moves != 1 || r.Move.String() != c.move {
				t.Errorf("search of %s: got %v with score %d, want %s winning in 1", c.pos, r.Move, r.Score, c.move)
			}
			after := p.Play(r.Move)
			if outcome, over := (coasteval.Engine{}).Ended(&after); !over || outcome != -1 {
				t.Errorf("Ended(%s) = %d, %t, want -1, true (the side to move has lost)", after, outcome, over)
			}
		})
	}
}

// TestCoastUsesTheGivenWeights checks that Coast scores by its weights.
func TestCoastUsesTheGivenWeights(t *testing.T) {
	p := coast.Start()
	w := coasteval.Weights{Tempo: 7}
	if got := (coasteval.Engine{W: &w}).Evaluate(&p); got != 7 {
		t.Errorf("Evaluate(start) with only Tempo 7: got %d, want 7", got)
	}
	def := coasteval.DefaultWeights()
	if got, want := (coasteval.Engine{}).Evaluate(&p), def.Evaluate(&p); got != want {
		t.Errorf("Evaluate(start) with nil weights: got %d, want %d (the defaults)", got, want)
	}
}
