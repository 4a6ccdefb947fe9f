package pdn_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/pdn/pdntest"
)

// moveTexts returns the text of each move of g.
func moveTexts(g *checkers.Game) []string {
	var out []string
	for _, m := range g.Played() {
		out = append(out, m.String())
	}
	return out
}

// TestWriteThenReadEveryGame writes games of every game of the table
// (from the start, from reached positions and from board-editor set-ups:
// kings, stacks, borne-off counts, special squares) as one PDN stream with
// FromGame and Writer, reads them back and replays each with Replay and
// ReplayRecord: the same start, moves and result, and no warning.
func TestWriteThenReadEveryGame(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	for i, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			made := pdntest.Games(g, uint64(100+i), n, 40)
			var b strings.Builder
			w := pdn.NewWriter(&b)
			for _, pg := range made {
				if err := w.Write(games.PDN().FromGame(pg.Game, pdn.Tag{Name: "Event", Value: pg.Kind.String()})); err != nil {
					t.Fatal(err)
				}
			}
			r := pdn.NewReader(strings.NewReader(b.String()))
			for k, want := range made {
				read, err := r.Next()
				if err != nil {
					t.Fatalf("game %d (%s from %q): %v", k+1, want.Kind, want.Game.Start(), err)
				}
				got, err := games.PDN().Replay(read)
				if err != nil {
					t.Fatalf("game %d (%s from %q): Replay: %v", k+1, want.Kind, want.Game.Start(), err)
				}
				checkSame(t, "Replay", k+1, got, want.Game, false)
				got, notes, err := games.PDN().ReplayRecord(read, r.Source())
				if err != nil {
					t.Fatalf("game %d (%s from %q): ReplayRecord: %v", k+1, want.Kind, want.Game.Start(), err)
				}
				if len(notes) > 0 {
					t.Errorf("game %d (%s from %q): ReplayRecord warns %v, want no warning", k+1, want.Kind, want.Game.Start(), notes)
				}
				checkSame(t, "ReplayRecord", k+1, got, want.Game, true)
			}
		})
	}
}

// checkSame compares a game read back with the game written: its start,
// its moves and (when withResult) its result.
func checkSame(t *testing.T, how string, n int, got, want *checkers.Game, withResult bool) {
	t.Helper()
	if got.Start() != want.Start() {
		t.Errorf("game %d: %s starts from %q, want %q", n, how, got.Start(), want.Start())
	}
	if g, w := moveTexts(got), moveTexts(want); !slices.Equal(g, w) {
		t.Errorf("game %d from %q: %s gives moves %v, want %v", n, want.Start(), how, g, w)
	}
	if withResult && got.Result().Outcome != want.Result().Outcome {
		t.Errorf("game %d from %q: %s gives result %s, want %s", n, want.Start(), how, got.Result(), want.Result())
	}
}
