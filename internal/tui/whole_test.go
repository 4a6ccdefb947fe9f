package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/wholegame"
	"github.com/kingme/kingme/pdn"
)

// TestWholeGamesAgainstTheComputer plays whole games of every game in the
// terminal against the computer at its weakest level, as a person at the
// keyboard does: each of the test's moves is one of the moves the model
// offers (random, or the choice of an engine as weak as the computer: see
// wholegame.Round), typed in the game's notation and entered (a
// Coast-to-Coast pass with its key), and the computer answers before the
// next key. It fails when the moves offered are not the rules' legal
// moves, when an offered move typed in is refused or played as another
// move, when the computer does not answer, when the moves' texts (as the
// move list shows them) do not read back, when the finished game's screen
// does not show its result, and when the PDN file written at the end does
// not load back (as kingme play --load reads it) to the same position and
// result.
func TestWholeGamesAgainstTheComputer(t *testing.T) {
	level, err := engine.LevelByName(wholegame.Level)
	if err != nil {
		t.Fatal(err)
	}
	wholegame.Play(t, 4, func(t *testing.T, r wholegame.Round) {
		save := filepath.Join(t.TempDir(), "game.pdn")
		clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
		m, err := New(Config{
			Game: checkers.NewGameFrom(r.Variant, r.Start), Human: r.Human, Level: level, Seed: r.Seed, SavePath: save,
			MaxThink: 200 * time.Millisecond, HintTime: 100 * time.Millisecond, DrawTime: 100 * time.Millisecond,
			Now: func() time.Time { return clock },
		})
		if err != nil {
			t.Fatal(err)
		}
		run(t, m, m.Init())
		ref := wholegame.NewReferee(r.Variant, r.Start)
		for {
			g := m.Game()
			if err := ref.Follow(wholegame.Texts(g.Played())); err != nil {
				t.Fatalf("the moves as the terminal shows and saves them do not read back: %v", err)
			}
			if _, done := m.over(); done {
				break
			}
			if g.Turn() != m.human {
				t.Fatalf("ply %d: the computer did not move in %s; the screen says %q", g.Len()+1, g.Position(), m.message)
			}
			if g.Len() > wholegame.MaxPlies {
				t.Fatalf("the game goes on after %d plies (%s): the draw rules should have ended it", g.Len(), g.Position())
			}
			offered := make([]string, len(m.moves))
			for i, mv := range m.moves {
				offered[i] = mv.Text
			}
			if err := ref.Offered(offered); err != nil {
				t.Fatalf("ply %d: %v", g.Len()+1, err)
			}
			i, err := r.Choose(g, offered)
			if err != nil {
				t.Fatalf("ply %d: %v", g.Len()+1, err)
			}
			mv := m.moves[i]
			ply := g.Len()
			if mv.Pass {
				press(t, m, keyPass)
			} else {
				typeKeys(t, m, mv.Text)
				press(t, m, "enter")
			}
			if g.Len() <= ply {
				t.Fatalf("ply %d: the offered move %s typed in %s was refused: %q", ply+1, mv.Text, g.Positions()[ply], m.message)
			}
			if got := g.Played()[ply].String(); got != mv.Text {
				t.Fatalf("ply %d: typed %s in %s, got %s played", ply+1, mv.Text, g.Positions()[ply], got)
			}
		}
		g := m.Game()
		result := g.Result()
		if s := screen(m); !strings.Contains(s, result.String()) {
			t.Errorf("the screen does not show the result %q:\n%s", result, s)
		}
		data, err := os.ReadFile(save)
		if err != nil {
			t.Fatalf("the game was not written at its end: %v", err)
		}
		parsed, err := pdn.ParseGames(string(data))
		if err != nil || len(parsed) != 1 {
			t.Fatalf("the written game reads as %d games, %v; want 1:\n%s", len(parsed), err, data)
		}
		loaded, err := games.PDN().Replay(parsed[0])
		if err != nil {
			t.Fatalf("the written game does not load back: %v\n%s", err, data)
		}
		if loaded.Position() != g.Position() || loaded.Result() != result {
			t.Errorf("the written game loads back to %s, %s; want %s, %s", loaded.Position(), loaded.Result(), g.Position(), result)
		}
		t.Logf("%d plies: %s", g.Len(), result)
	})
}
