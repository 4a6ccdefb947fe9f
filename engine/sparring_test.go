package engine_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// A chooser picks a move in a game that is not over.
type chooser func(t *testing.T, g *checkers.Game) checkers.Move

// randomPlayer picks uniformly among the legal moves.
func randomPlayer(seed uint64) chooser {
	rng := rand.New(rand.NewPCG(seed, 7))
	return func(_ *testing.T, g *checkers.Game) checkers.Move {
		legal := g.Legal()
		return legal[rng.IntN(len(legal))]
	}
}

// enginePlayer asks a fresh engine for v with options o, within limits.
func enginePlayer(t *testing.T, v checkers.Variant, o engine.Options, limits engine.Limits) chooser {
	t.Helper()
	p, err := games.NewPlayer(v, o)
	if err != nil {
		t.Fatalf("games.NewPlayer(%s): %v", v.Key(), err)
	}
	return func(t *testing.T, g *checkers.Game) checkers.Move {
		t.Helper()
		r, err := p.Think(context.Background(), g, limits, nil)
		if err != nil {
			t.Fatalf("Think(%q): %v", g.Position(), err)
		}
		return r.Move
	}
}

// greedyPlayer looks one ply ahead (and through the captures that follow),
// judging by the engine's evaluation.
func greedyPlayer(t *testing.T, v checkers.Variant) chooser {
	return enginePlayer(t, v, engine.Options{TableMiB: 1}, engine.Limits{Depth: 1})
}

// playGame plays a game of v from start between black and red for at most
// maxPlies plies, checking that every move chosen is legal, and returns its
// result (Ongoing when the plies ran out).
func playGame(t *testing.T, v checkers.Variant, start checkers.Position, black, red chooser, maxPlies int) checkers.Result {
	t.Helper()
	g := checkers.NewGameFrom(v, start)
	for ply := 0; ply < maxPlies && !g.Result().Over(); ply++ {
		choose := black
		if g.Turn() == checkers.Red {
			choose = red
		}
		m := choose(t, g)
		if err := g.Play(m); err != nil {
			t.Fatalf("move %d, %v in %q: %v", ply+1, m, g.Position(), err)
		}
	}
	return g.Result()
}

// score is a match's tally from one player's side.
type score struct{ wins, draws, losses int }

func (s score) points() float64 { return float64(s.wins) + float64(s.draws)/2 }

// add counts result r for the player who had colour c.
func (s *score) add(r checkers.Result, c checkers.Color) {
	switch r.Outcome {
	case checkers.WinFor(c):
		s.wins++
	case checkers.WinFor(c.Opponent()):
		s.losses++
	default:
		s.draws++
	}
}

// match plays games of v from the start, alternating colours, between
// player (a fresh chooser per game from newPlayer) and the opponent, and
// returns player's tally.
func match(t *testing.T, v checkers.Variant, games, maxPlies int, newPlayer, newOpponent func(game int) chooser) score {
	t.Helper()
	var s score
	for i := range games {
		me, them := newPlayer(i), newOpponent(i)
		c := checkers.Color(i % 2)
		black, red := me, them
		if c == checkers.Red {
			black, red = them, me
		}
		s.add(playGame(t, v, v.Start(), black, red, maxPlies), c)
	}
	return s
}
