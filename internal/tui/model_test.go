package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/view"
)

// TestPlayEachGame plays, in each game, a move typed in the notation and a
// move picked with the arrow keys and Enter, each answered by the computer,
// and checks the move list and the game's own marks on the screen.
func TestPlayEachGame(t *testing.T) {
	tests := []struct {
		variant string
		shows   []string // what the board and panel show in this game
	}{
		{"standard", []string{"○", "●", "32", "Moves"}},
		{"stackem", []string{"○", "●", "a stack of 3, its top"}},
		{"coast-to-coast", []string{"⌂", "Borne off: Red 0 · Black 0", "⌂ homes"}},
		{"flying-kings", []string{"◆", "◇", "♛", "♕", "M", "S", "↑", "↓", "Points: Red 12 · Black 12", "M Morph"}},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			m := newModel(t, game{variant: tc.variant})
			mustContain(t, m, tc.shows...)
			mustContain(t, m, "none yet", "▶")

			typed := m.moves[0].Text
			typeKeys(t, m, typed)
			if got := screen(m); !strings.Contains(got, "Move: "+typed) {
				t.Errorf("the entry does not show %q:\n%s", typed, got)
			}
			cmd := pressOnly(m, "enter")
			if got, want := moveTexts(m), []string{typed}; !slices.Equal(got, want) {
				t.Fatalf("after typing %s + Enter, got moves %v, want %v", typed, got, want)
			}
			mustContain(t, m, "thinking") // the indicator shows before the computer answers
			run(t, m, cmd)
			if got := m.Game().Len(); got != 2 {
				t.Fatalf("after the computer's answer, got %d moves, want 2", got)
			}
			reply := m.Game().Played()[1].String()
			mustContain(t, m, "1. "+typed, reply, "The computer played "+reply)

			picked := m.moves[len(m.moves)-1]
			pick(t, m, route(picked)...)
			moves := moveTexts(m)
			if len(moves) != 4 || moves[2] != picked.Text {
				t.Fatalf("after picking %v, got moves %v, want %s then the computer's answer", route(picked), moves, picked.Text)
			}
			mustContain(t, m, "2. "+picked.Text)
		})
	}
}

// TestPickLongMoves makes moves of more than two squares with the arrow
// keys: a double jump by its destination alone, a Stack'Em multi-jump from
// its first landing, a Coast-to-Coast crowning and free move, a spawn
// square.
func TestPickLongMoves(t *testing.T) {
	tests := []struct {
		name     string
		game     game
		picks    []string
		prompt   string // shown before the last pick
		want     string
		alsoShow []string // after the move
	}{
		{"standard double jump by its end", game{variant: "standard", fen: "B:W14,23:B9"},
			[]string{"b6", "f2"}, "", "9x18x27", nil},
		{"Stack'Em multi-jump from its first landing", game{variant: "stackem", fen: "R 14:r 18:bbB 22:b"},
			[]string{"c5", "e3"}, "", "14x23x14x23", nil},
		{"Coast-to-Coast crowning and free move", game{variant: "coast-to-coast", fen: "R:Rg7/0:Ba5/0"},
			[]string{"g7", "h8", "h7"}, "Crowned: now the free move", "g7-h8+h7", []string{"♛"}},
		{"Kings & Flying Kings spawn square", game{variant: "flying-kings", fen: "R:RP18,K29,K31:BK2,K3,G14"},
			[]string{"d4", "b6", "c1"}, "Choose where the new Prince goes", "18x9+30", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := newModel(t, tc.game)
			pick(t, m, tc.picks[:len(tc.picks)-1]...)
			if tc.prompt != "" {
				mustContain(t, m, tc.prompt)
			}
			if got := m.Game().Len(); got != 0 {
				t.Fatalf("before the last pick, got %d moves played, want 0", got)
			}
			pick(t, m, tc.picks[len(tc.picks)-1])
			if got := moveTexts(m); len(got) == 0 || got[0] != tc.want {
				t.Fatalf("after picking %v, got moves %v, want %s first", tc.picks, got, tc.want)
			}
			mustContain(t, m, append(tc.alsoShow, tc.want)...)
		})
	}
}

// TestStackShown checks that a Stack'Em stack shows its height and the
// checkers beneath its top.
func TestStackShown(t *testing.T) {
	m := newModel(t, game{variant: "stackem", fen: "R 14:r 18:bbB 22:b", human: "black"})
	// The computer (Red) must jump: 14x23x14x23 leaves a stack on 23.
	if got := moveTexts(m); len(got) != 1 {
		t.Fatalf("got moves %v, want the computer's capture", got)
	}
	var stack *view.Piece
	for i, p := range m.pos.Pieces {
		if len(p.Stack) > 1 {
			stack = &m.pos.Pieces[i]
		}
	}
	if stack == nil {
		t.Fatalf("no stack after the capture: %+v", m.pos.Pieces)
	}
	top := glyph(stack.Color, stack.Kind)
	mustContain(t, m, fmt.Sprintf("%s%d", top, len(stack.Stack)))
	m.Update(windowSize(60, 18))
	mustContain(t, m, fmt.Sprintf("%s%d", top, len(stack.Stack)))
}

// TestIllegalEntry checks that an illegal move is refused with its reason
// and changes nothing.
func TestIllegalEntry(t *testing.T) {
	tests := []struct {
		variant, typed, reason string
	}{
		{"standard", "12-17", "illegal move 12-17: "},
		{"standard", "9-14x", `bad move "9-14x": want squares`},
		{"coast-to-coast", "a1-a2", "illegal move a1-a2: there is no checker on a1"},
		{"flying-kings", "9-18", "illegal move 9-18: a Guard moves one square at a time"},
	}
	for _, tc := range tests {
		t.Run(tc.variant+" "+tc.typed, func(t *testing.T) {
			m := newModel(t, game{variant: tc.variant})
			before := screenBoard(m)
			typeKeys(t, m, tc.typed)
			press(t, m, "enter")
			if got := m.Game().Len(); got != 0 {
				t.Fatalf("an illegal move was played: %v", moveTexts(m))
			}
			if !m.isError || !strings.HasPrefix(m.message, tc.reason) {
				t.Errorf("got message %q (error %v), want an error starting %q", m.message, m.isError, tc.reason)
			}
			mustContain(t, m, "✗ "+tc.reason)
			if m.input != tc.typed {
				t.Errorf("got entry %q, want the typed text %q kept to be corrected", m.input, tc.typed)
			}
			if got := screenBoard(m); got != before {
				t.Errorf("the board changed:\n%s\nwant\n%s", got, before)
			}
		})
	}
}

// screenBoard returns the board part of the screen (its first 18 lines,
// 42 columns).
func screenBoard(m *Model) string {
	lines := strings.Split(screen(m), "\n")
	lines = lines[1 : 1+largeBoard.height(m.size())]
	for i, l := range lines {
		r := []rune(l)
		lines[i] = string(r[:min(len(r), largeBoard.width(m.size()))])
	}
	return strings.Join(lines, "\n")
}
