package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// fuzzKeys are the keys the fuzz test presses, chosen by each input byte.
var fuzzKeys = []string{
	"up", "down", "left", "right", "enter", "space", "tab", "shift+tab", "esc", "backspace",
	"t", "u", "v", "o", "r", "s", "q", "p", "?", "y", "n", "x", "-", ":", "+", "z",
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f", "g", "h",
}

// FuzzKeys presses any keys in any game: the model never panics, never
// plays an illegal move (the game replays from its moves), and its screen
// always fits the terminal.
func FuzzKeys(f *testing.F) {
	f.Add(uint8(0), []byte("\x1c\x1b\x06\x1d\x1d\x04\x04"))
	f.Add(uint8(1), []byte{4, 1, 4, 3, 4, 10, 4, 11, 12})
	f.Add(uint8(2), []byte{36, 28, 22, 39, 30, 6, 6, 4, 16, 19})
	f.Add(uint8(3), []byte{27, 27, 22, 31, 35, 4, 14, 19, 13, 17})
	keys := games.Keys()
	level, err := engine.LevelByName("beginner")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, which uint8, input []byte) {
		if len(input) > 200 {
			return
		}
		entry, err := games.Lookup(keys[int(which)%len(keys)])
		if err != nil {
			t.Fatal(err)
		}
		v := entry.Variant
		g := checkers.NewGame(v)
		m, err := New(Config{
			Game: g, Human: checkers.Color(which / 4 % 2), Level: level, Seed: 1,
			SavePath: filepath.Join(t.TempDir(), "game.pdn"),
			MaxThink: 20 * time.Millisecond, HintTime: 5 * time.Millisecond, DrawTime: 5 * time.Millisecond,
		})
		if err != nil {
			t.Fatal(err)
		}
		run(t, m, m.Init())
		width, height := 80, 24
		if which >= 128 {
			width, height = 60, 18
			m.Update(windowSize(width, height))
		}
		for _, b := range input {
			k := fuzzKeys[int(b)%len(fuzzKeys)]
			if quit := run(t, m, pressOnly(m, k)); quit {
				break
			}
			lines := strings.Split(m.Render(), "\n")
			if len(lines) > height {
				t.Fatalf("after %q: %d lines, want at most %d", k, len(lines), height)
			}
			for _, l := range lines {
				if ansi.StringWidth(l) > width {
					t.Fatalf("after %q: a line of %d columns: %q", k, ansi.StringWidth(l), ansi.Strip(l))
				}
			}
		}
		replay := checkers.NewGameFrom(v, g.Start())
		for i, mv := range g.Played() {
			if err := replay.Play(mv); err != nil {
				t.Fatalf("move %d, %v, does not replay: %v", i+1, mv, err)
			}
		}
	})
}
