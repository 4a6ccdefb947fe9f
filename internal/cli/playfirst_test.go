package cli

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// TestPlayFirst: kingme play --first starts a game whose players choose who
// moves first (the table's ChoosesFirst) with either side to move, and in
// the other games takes only their first player.
func TestPlayFirst(t *testing.T) {
	for _, g := range games.All() {
		usual := g.Variant.Start().Turn()
		for _, first := range []checkers.Color{checkers.Black, checkers.Red} {
			name := strings.ToLower(first.String())
			t.Run(g.Key()+" "+name, func(t *testing.T) {
				cfg, err := newGame(g.Key(), "", name)
				switch {
				case g.ChoosesFirst() || first == usual:
					if err != nil {
						t.Fatalf("--first %s: got error %v, want a game", name, err)
					}
					if got := cfg.Game.Turn(); got != first {
						t.Errorf("--first %s: got %v to move, want %v", name, got, first)
					}
				default:
					want := "--first " + name + ": in " + g.Name() + " " + usual.String() + " always moves first"
					if err == nil || err.Error() != want {
						t.Errorf("--first %s: got error %v, want %q", name, err, want)
					}
				}
			})
		}
	}
}
