package pdntest_test

import (
	"slices"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn/pdntest"
	"github.com/kingme/kingme/view"
)

// TestGamesCoverWhatPositionsHold: the starts of the games of each game
// are of every kind, and among them, as the game has such things, are
// kings (and every kind of piece), stacks, borne-off checkers, pieces on
// the special squares and either side to move.
func TestGamesCoverWhatPositionsHold(t *testing.T) {
	for i, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			games := pdntest.Games(g, uint64(i), 90, 40)
			if len(games) != 90 {
				t.Fatalf("got %d games, want 90", len(games))
			}
			start, err := g.Display.Position(g.Variant.Start())
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]bool{"turn black": true, "turn red": true}
			for _, k := range g.Display.Kinds() {
				if playableWith(g, start, k.Kind) {
					want["kind "+k.Kind] = true
				}
			}
			for _, p := range start.Pieces {
				if len(p.Stack) > 0 {
					want["stack"] = true
				}
			}
			if start.BorneOff != nil {
				want["borne off"] = true
			}
			for _, sp := range start.Specials {
				// A piece may stand there (not on a home of Coast-to-Coast,
				// which is empty between turns).
				for _, k := range g.Display.Kinds() {
					v := view.Position{Turn: "black", Pieces: []view.Piece{{Square: sp.Square, Color: "red", Kind: k.Kind}}}
					if _, err := g.Display.Compose(v); err == nil {
						want["on a special square"] = true
					}
				}
			}
			got := map[string]bool{}
			kinds := map[pdntest.Kind]int{}
			for _, pg := range games {
				kinds[pg.Kind]++
				v, err := g.Display.Position(pg.Game.Start())
				if err != nil {
					t.Fatal(err)
				}
				holds(v, got)
			}
			for _, k := range []pdntest.Kind{pdntest.FromStart, pdntest.FromReached, pdntest.FromSetUp} {
				if kinds[k] != 30 {
					t.Errorf("got %d games %s, want 30", kinds[k], k)
				}
			}
			for what := range want {
				if !got[what] {
					t.Errorf("no game starts with a %s", what)
				}
			}
		})
	}
}

// playableWith reports whether a game can go on from a position holding a
// piece of the kind: the start with one added on an empty square, of
// either side, either to move. Not so for breakthrough's king, whose
// crowning ends the game: no game starts with one.
func playableWith(g *games.Game, start view.Position, kind string) bool {
	taken := map[string]bool{}
	for _, p := range start.Pieces {
		taken[p.Square] = true
	}
	for sq := range checkers.Square(64) {
		if taken[sq.String()] || start.Squares == "dark" && !sq.Dark() {
			continue
		}
		for _, colour := range []string{"black", "red"} {
			for _, turn := range []string{"black", "red"} {
				v := start
				v.Turn = turn
				v.Pieces = append(slices.Clone(start.Pieces), view.Piece{Square: sq.String(), Color: colour, Kind: kind})
				p, err := g.Display.Compose(v)
				if err == nil && !p.Status().Over() && len(p.Legal()) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// holds notes in got what v holds.
func holds(v view.Position, got map[string]bool) {
	got["turn "+v.Turn] = true
	specials := map[string]bool{}
	for _, s := range v.Specials {
		specials[s.Square] = true
	}
	for _, p := range v.Pieces {
		got["kind "+p.Kind] = true
		if len(p.Stack) > 1 {
			got["stack"] = true
		}
		if specials[p.Square] {
			got["on a special square"] = true
		}
	}
	if v.BorneOff != nil && v.BorneOff.Black+v.BorneOff.Red > 0 {
		got["borne off"] = true
	}
}
