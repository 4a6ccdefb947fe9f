package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn/pdntest"
)

// TestLoadEveryGame writes games of every game of the table (from the
// start, from reached positions and from board-editor set-ups: kings,
// stacks, borne-off counts, special squares) as PDN files and loads each
// as kingme play --load does (loadGame, which runs before the terminal
// is opened): the same start, moves and result.
func TestLoadEveryGame(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	dir := t.TempDir()
	for i, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			for k, want := range pdntest.Games(g, uint64(300+i), n, 40) {
				file := filepath.Join(dir, g.Key()+"-"+strconv.Itoa(k+1)+".pdn")
				if err := os.WriteFile(file, []byte(games.PDN().FromGame(want.Game).String()), 0o644); err != nil {
					t.Fatal(err)
				}
				cfg, err := loadGame(file, 1)
				if err != nil {
					t.Fatalf("game %d (%s from %q): %v", k+1, want.Kind, want.Game.Start(), err)
				}
				got := cfg.Game
				if got.Start() != want.Game.Start() || !slices.Equal(texts(got), texts(want.Game)) || got.Result().Outcome != want.Game.Result().Outcome {
					t.Errorf("game %d (%s): got %q then %v (%s), want %q then %v (%s)", k+1, want.Kind,
						got.Start(), texts(got), got.Result(), want.Game.Start(), texts(want.Game), want.Game.Result())
				}
			}
		})
	}
}

// texts returns the text of each move of g.
func texts(g *checkers.Game) []string {
	var out []string
	for _, m := range g.Played() {
		out = append(out, m.String())
	}
	return out
}
