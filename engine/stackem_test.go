package engine_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine"
)

// stackemPlayer is the engine at Stack'Em searching depth plies, with a
// little noise seeded by game so that the games of a match differ.
func stackemPlayer(t *testing.T, depth int) func(game int) chooser {
	return func(game int) chooser {
		o := engine.Options{TableMiB: 1, Seed: uint64(game), Level: engine.Level{Noise: 5}}
		return enginePlayer(t, stackem.Variant{}, o, engine.Limits{Depth: depth})
	}
}

// TestStackEmSparring plays short matches of Stack'Em from the start: the
// engine searching four plies wins every game against a random player and
// most points against a one-ply greedy player, every move legal.
func TestStackEmSparring(t *testing.T) {
	v := stackem.Variant{}
	games, maxPlies := 6, 300
	t.Run("random", func(t *testing.T) {
		s := match(t, v, games, maxPlies, stackemPlayer(t, 4), func(game int) chooser { return randomPlayer(uint64(game)) })
		t.Logf("against a random player: +%d =%d -%d", s.wins, s.draws, s.losses)
		if s.wins != games {
			t.Errorf("against a random player: got %d wins, %d draws, %d losses, want %d wins", s.wins, s.draws, s.losses, games)
		}
	})
	t.Run("greedy", func(t *testing.T) {
		s := match(t, v, games, maxPlies, stackemPlayer(t, 4), func(int) chooser { return greedyPlayer(t, v) })
		t.Logf("against a greedy player: +%d =%d -%d", s.wins, s.draws, s.losses)
		if want := 4.0; s.points() < want {
			t.Errorf("against a greedy player: got %d wins, %d draws, %d losses (%.1f points), want at least %.1f", s.wins, s.draws, s.losses, s.points(), want)
		}
	})
}

// TestStackEmDeeperWins plays a longer match, skipped with -short: the
// engine searching six plies takes most points from itself searching two.
func TestStackEmDeeperWins(t *testing.T) {
	if testing.Short() {
		t.Skip("a long match")
	}
	v := stackem.Variant{}
	games := 12
	s := match(t, v, games, 300, stackemPlayer(t, 6), stackemPlayer(t, 2))
	t.Logf("depth 6 against depth 2: +%d =%d -%d", s.wins, s.draws, s.losses)
	if want := 0.75 * float64(games); s.points() < want {
		t.Errorf("depth 6 against depth 2: got %d wins, %d draws, %d losses (%.1f points), want at least %.1f", s.wins, s.draws, s.losses, s.points(), want)
	}
}
