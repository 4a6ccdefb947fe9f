package tui

import (
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

func windowSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// TestScreenFits checks, in every game and at several terminal sizes, that
// the screen fits: no line wider than the terminal, no more lines than it
// has, after a long game has filled the move list.
func TestScreenFits(t *testing.T) {
	sizes := []struct {
		w, h  int
		board boardSize
	}{
		{80, 24, largeBoard},
		{120, 40, largeBoard},
		{60, 18, compactBoard},
		{67, 24, compactBoard},
		{52, 13, compactBoard},
	}
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		m := newModel(t, game{variant: variant})
		for i := 0; i < 20 && len(m.moves) > 0; i++ {
			typeKeys(t, m, m.moves[i%len(m.moves)].Text)
			press(t, m, "enter")
		}
		for _, sz := range sizes {
			t.Run(variant+" "+strconv.Itoa(sz.w)+"x"+strconv.Itoa(sz.h), func(t *testing.T) {
				m.Update(windowSize(sz.w, sz.h))
				if b, _ := m.boardFor(sz.w, sz.h); b != sz.board {
					t.Errorf("got board %v, want %v", b, sz.board)
				}
				lines := strings.Split(m.Render(), "\n")
				if len(lines) > sz.h {
					t.Errorf("got %d lines, want at most %d", len(lines), sz.h)
				}
				for i, l := range lines {
					if w := ansi.StringWidth(l); w > sz.w {
						t.Errorf("line %d is %d columns wide, want at most %d: %q", i, w, sz.w, ansi.Strip(l))
					}
				}
				if !strings.Contains(ansi.Strip(lines[1]), "8") && !strings.Contains(ansi.Strip(lines[1]), "1") {
					t.Errorf("the board's first line has no rank number: %q", ansi.Strip(lines[1]))
				}
			})
		}
	}
}

// TestTooSmall checks that a terminal too small for the board says so.
func TestTooSmall(t *testing.T) {
	m := newModel(t, game{variant: "standard"})
	m.Update(windowSize(40, 12))
	got := strings.Join(strings.Fields(screen(m)), " ")
	if want := "The terminal is 40×12: KingMe needs at least 52×13."; !strings.Contains(got, want) {
		t.Errorf("got %q, want it to say %q", got, want)
	}
	m.Update(windowSize(80, 24))
	mustContain(t, m, "Moves")
}

// TestFlip checks that the board is drawn from the human's side and that v
// turns it round.
func TestFlip(t *testing.T) {
	tests := []struct {
		human, files string
	}{
		{"red", "a    b    c    d    e    f    g    h"},
		{"black", "h    g    f    e    d    c    b    a"},
	}
	for _, tc := range tests {
		t.Run(tc.human, func(t *testing.T) {
			m := newModel(t, game{variant: "standard", human: tc.human})
			mustContain(t, m, tc.files)
			press(t, m, "v")
			flipped := []rune(tc.files)
			for i, j := 0, len(flipped)-1; i < j; i, j = i+1, j-1 {
				flipped[i], flipped[j] = flipped[j], flipped[i]
			}
			mustContain(t, m, string(flipped))
		})
	}
}

// TestHelp checks that ? shows the keys and the game's notation, and any
// of its keys closes it.
func TestHelp(t *testing.T) {
	m := newModel(t, game{variant: "coast-to-coast"})
	press(t, m, "?")
	mustContain(t, m, "Keys", "t hint", "c3:e5:e7")
	press(t, m, "esc")
	if m.help {
		t.Error("Esc did not close the help")
	}
	mustContain(t, m, "Moves")
}
