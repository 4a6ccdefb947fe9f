package tui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// game sets up a model for a test.
type game struct {
	variant string
	fen     string // "" for the start position
	human   string // "red", "black" or "" for the side to move
	save    string
	first   string // "red" or "black": who moves first, in a game whose players choose it
}

// newModel returns the model of a game against the computer at Beginner
// level, sized 80×24, after its Init command has run.
func newModel(t testing.TB, gm game) *Model {
	t.Helper()
	entry, err := games.Lookup(gm.variant)
	if err != nil {
		t.Fatal(err)
	}
	v := entry.Variant
	start := v.Start()
	if gm.first != "" {
		first := checkers.Black
		if gm.first == "red" {
			first = checkers.Red
		}
		chooser, ok := v.(checkers.FirstPlayerChooser)
		if !ok {
			t.Fatalf("%s: the players do not choose who moves first", gm.variant)
		}
		start = chooser.StartWith(first)
	}
	if gm.fen != "" {
		if start, err = v.ParsePosition(gm.fen); err != nil {
			t.Fatalf("%s: %v", gm.fen, err)
		}
	}
	level, err := engine.LevelByName("beginner")
	if err != nil {
		t.Fatal(err)
	}
	human := start.Turn()
	switch gm.human {
	case "red":
		human = checkers.Red
	case "black":
		human = checkers.Black
	}
	clock := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	m, err := New(Config{
		Game: checkers.NewGameFrom(v, start), Human: human, Level: level, Seed: 1,
		SavePath: gm.save, MaxThink: 200 * time.Millisecond, HintTime: 100 * time.Millisecond,
		DrawTime: 100 * time.Millisecond, Now: func() time.Time { return clock },
	})
	if err != nil {
		t.Fatal(err)
	}
	run(t, m, m.Init())
	return m
}

// key returns the key press named s: "enter", "up", "shift+tab" … or a
// character.
func key(s string) tea.KeyPressMsg {
	codes := map[string]rune{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "tab": tea.KeyTab, "backspace": tea.KeyBackspace,
		"up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight, "space": tea.KeySpace,
	}
	if c, ok := codes[s]; ok {
		k := tea.KeyPressMsg{Code: c}
		if s == "space" {
			k.Text = " "
		}
		return k
	}
	switch s {
	case "shift+tab":
		return tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	}
	r := []rune(s)[0]
	return tea.KeyPressMsg{Code: r, Text: s}
}

// press sends keys one by one, running the commands each returns (the
// computer's searches among them) before the next key.
func press(t *testing.T, m *Model, keys ...string) {
	t.Helper()
	for _, k := range keys {
		_, cmd := m.Update(key(k))
		run(t, m, cmd)
	}
}

// typeKeys types text one character at a time.
func typeKeys(t *testing.T, m *Model, text string) {
	t.Helper()
	for _, r := range text {
		press(t, m, string(r))
	}
}

// pressOnly sends one key and returns its command without running it.
func pressOnly(m *Model, k string) tea.Cmd {
	_, cmd := m.Update(key(k))
	return cmd
}

// run runs cmd and feeds the messages it gives back to the model, with
// the commands they give, until none is left. It reports whether a
// command asked the program to quit.
func run(t testing.TB, m *Model, cmd tea.Cmd) (quit bool) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case tea.QuitMsg:
			quit = true
		case nil:
		default:
			_, next := m.Update(msg)
			queue = append(queue, next)
		}
	}
	return quit
}

// screen returns the screen as plain text, colours stripped.
func screen(m *Model) string {
	return ansi.Strip(m.Render())
}

// moveTexts returns the game's moves as text.
func moveTexts(m *Model) []string {
	var out []string
	for _, mv := range m.Game().Played() {
		out = append(out, mv.String())
	}
	return out
}

// goTo presses the arrow keys that bring the cursor to the square named
// sq: up or down to its rank, then left or right to it.
func goTo(t *testing.T, m *Model, sq string) {
	t.Helper()
	target, err := view.ParseSquare(sq, m.size())
	if err != nil {
		t.Fatal(err)
	}
	for presses := 0; m.cursor != target; presses++ {
		if presses > 20 {
			t.Fatalf("20 arrow keys did not bring the cursor to %s: it is on %s", sq, m.cursor)
		}
		df, dr := target.File-m.cursor.File, target.Rank-m.cursor.Rank
		var k string
		switch {
		case dr > 0 != m.flipped && dr != 0:
			k = "up"
		case dr != 0:
			k = "down"
		case df > 0 != m.flipped:
			k = "right"
		default:
			k = "left"
		}
		press(t, m, k)
	}
}

// pick moves the cursor to each square in turn and presses Enter on it.
func pick(t *testing.T, m *Model, squares ...string) {
	t.Helper()
	for _, sq := range squares {
		goTo(t, m, sq)
		press(t, m, "enter")
	}
}

// mustContain fails when the screen does not show every one of want.
func mustContain(t *testing.T, m *Model, want ...string) {
	t.Helper()
	s := screen(m)
	for _, w := range want {
		if !strings.Contains(s, w) {
			t.Errorf("the screen does not show %q; got\n%s", w, s)
		}
	}
}
