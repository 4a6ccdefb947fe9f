package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// otherMove returns the text of a legal move (not a pass) other than
// text.
func otherMove(t *testing.T, m *Model, text string) string {
	t.Helper()
	for _, mv := range m.moves {
		if !mv.Pass && mv.Text != text {
			return mv.Text
		}
	}
	t.Fatalf("no legal move other than %s among %v", text, m.moves)
	return ""
}

// TestHintReplacedByTyping: in every game, the hint's move fills the
// entry, and a move typed then replaces it instead of being added to it
// (which gave "8-1112-16", refused as "square 1112 is off the board").
// Backspace edits the hint instead.
func TestHintReplacedByTyping(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			m := newModel(t, game{variant: g.Key()})
			press(t, m, "t")
			if m.hint == nil || m.input != m.hint.Text {
				t.Fatalf("after t: got hint %v and entry %q, want the hint in the entry", m.hint, m.input)
			}
			mustContain(t, m, "Move: "+m.hint.Text+"▏  Enter plays it · typing replaces it")
			typed := otherMove(t, m, m.hint.Text)
			typeKeys(t, m, typed)
			if m.input != typed {
				t.Fatalf("typing %s after the hint %s: got entry %q, want %q", typed, m.hint.Text, m.input, typed)
			}
			press(t, m, "enter")
			if got := moveTexts(m); len(got) == 0 || got[0] != typed {
				t.Fatalf("after typing %s over the hint and Enter: got moves %v, want %s first", typed, got, typed)
			}

			// Backspace edits the hint: what is typed next is added.
			m = newModel(t, game{variant: g.Key()})
			press(t, m, "t")
			hint := m.hint.Text
			press(t, m, "backspace")
			typeKeys(t, m, hint[len(hint)-1:])
			if m.input != hint {
				t.Errorf("the hint %s, Backspace and its last character again: got entry %q, want %q", hint, m.input, hint)
			}
		})
	}
}

// TestRefusedEntryReplacedByTyping: in every game, a refused entry stays
// in the entry to be corrected (Backspace edits it), and a move typed then
// replaces it instead of being added to it.
func TestRefusedEntryReplacedByTyping(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Key(), func(t *testing.T) {
			m := newModel(t, game{variant: g.Key()})
			legal := otherMove(t, m, "")
			refused := legal + "x" // no move of any game ends with a separator
			typeKeys(t, m, refused)
			press(t, m, "enter")
			if m.Game().Len() != 0 || !m.isError {
				t.Fatalf("%s: got moves %v and message %q, want it refused", refused, moveTexts(m), m.message)
			}
			if m.input != refused {
				t.Fatalf("after the refusal: got entry %q, want %q kept to be corrected", m.input, refused)
			}
			mustContain(t, m, "Move: "+refused+"▏  Backspace corrects it · typing replaces it")
			typeKeys(t, m, legal)
			if m.input != legal {
				t.Fatalf("typing %s after the refused %s: got entry %q, want %q", legal, refused, m.input, legal)
			}
			press(t, m, "enter")
			if got := moveTexts(m); len(got) == 0 || got[0] != legal {
				t.Fatalf("after typing %s over the refused entry and Enter: got moves %v, want %s first", legal, got, legal)
			}

			// Backspace corrects the refused entry.
			m = newModel(t, game{variant: g.Key()})
			typeKeys(t, m, refused)
			press(t, m, "enter", "backspace")
			if m.input != legal {
				t.Fatalf("the refused %s and Backspace: got entry %q, want %q", refused, m.input, legal)
			}
			press(t, m, "enter")
			if got := moveTexts(m); len(got) == 0 || got[0] != legal {
				t.Errorf("after correcting the entry to %s and Enter: got moves %v, want %s first", legal, got, legal)
			}
		})
	}
}

// TestCursorSteps: the arrow keys move the cursor between the squares
// played on, as the web board's cursor does: along the dark squares in the
// numbered games (left and right two files on, up and down zigzagging
// round the file where the walk began), over every square in
// Coast-to-Coast; the board as drawn (flipped for Black in standard
// checkers) says which way is up; at the edge the cursor stays.
func TestCursorSteps(t *testing.T) {
	tests := []struct {
		variant, human, from string
		keys                 []string
		want                 []string // the cursor after each key
	}{
		{"standard", "red", "c3", []string{"up", "up", "up", "up"}, []string{"d4", "c5", "d6", "c7"}},
		{"standard", "red", "c3", []string{"right", "right", "right", "left"}, []string{"e3", "g3", "g3", "e3"}},
		{"standard", "red", "c3", []string{"down", "down"}, []string{"d2", "c1"}},
		{"standard", "red", "a3", []string{"left", "up", "up", "down"}, []string{"a3", "b4", "a5", "b4"}},
		{"standard", "red", "c1", []string{"down", "up", "right", "up"}, []string{"c1", "d2", "f2", "g3"}},
		{"standard", "black", "c3", []string{"up", "up", "right", "down"}, []string{"b2", "c1", "a1", "b2"}},
		{"stackem", "black", "e5", []string{"up", "left", "down"}, []string{"f6", "d6", "e5"}},
		{"flying-kings", "red", "h8", []string{"up", "right", "down"}, []string{"h8", "h8", "g7"}},
		{"coast-to-coast", "red", "c3", []string{"up", "right", "down", "left", "left"}, []string{"c4", "d4", "d3", "c3", "b3"}},
	}
	for _, tc := range tests {
		t.Run(tc.variant+" "+tc.human+" "+tc.from+" "+strings.Join(tc.keys, ","), func(t *testing.T) {
			m := newModel(t, game{variant: tc.variant, human: tc.human})
			goTo(t, m, tc.from)
			for i, k := range tc.keys {
				press(t, m, k)
				if got := m.cursor.String(); got != tc.want[i] {
					t.Fatalf("from %s, keys %v: got the cursor on %s, want %s", tc.from, tc.keys[:i+1], got, tc.want[i])
				}
			}
		})
	}
}

// TestCursorOnPlayableSquares: in every game, from either side, a long
// walk of the arrow keys keeps the cursor on the squares played on and
// reaches every one of them.
func TestCursorOnPlayableSquares(t *testing.T) {
	walk := strings.Fields(strings.Repeat("up up right up left left down right right right ", 4) +
		strings.Repeat("down down left down right right up left left left ", 4) +
		"up up up up up up up left left left left " +
		strings.Repeat("right right right right down left left left left down ", 4))
	for _, g := range games.All() {
		for _, human := range []string{"red", "black"} {
			t.Run(g.Key()+" "+human, func(t *testing.T) {
				m := newModel(t, game{variant: g.Key(), human: human})
				all := m.pos.Squares == "all"
				seen := map[string]bool{}
				for i, k := range walk {
					press(t, m, k)
					if !all && !m.cursor.Dark() {
						t.Fatalf("after the keys %v: the cursor is on %s, a light square", walk[:i+1], m.cursor)
					}
					seen[m.cursor.String()] = true
				}
				want := m.size() * m.size() / 2
				if all {
					want = m.size() * m.size()
				}
				if len(seen) < want/2 {
					t.Errorf("the walk of %d keys visited %d squares, want at least %d of the %d played on", len(walk), len(seen), want/2, want)
				}
			})
		}
	}
}

// TestOwnSideAtTheBottom: in every game, the person's pieces are drawn at
// the bottom of the board, whichever side the person plays, as the web
// draws them (the table's Bottom side at the bottom unless the person plays
// the other). In Stack'Em the person's pieces were drawn at the top.
func TestOwnSideAtTheBottom(t *testing.T) {
	for _, g := range games.All() {
		for _, human := range []string{"red", "black"} {
			t.Run(g.Key()+" "+human, func(t *testing.T) {
				m := newModel(t, game{variant: g.Key(), human: human})
				lower, upper := 0, 0
				for _, p := range m.pos.Pieces {
					if p.Color != human {
						continue
					}
					if row := screenRow(t, m, p); row >= m.size()/2 {
						lower++
					} else {
						upper++
					}
				}
				if lower <= upper {
					t.Errorf("playing %s: got %d of the person's pieces on the lower half of the board and %d on the upper, want most on the lower; the board:\n%s",
						human, lower, upper, screenBoard(m))
				}
			})
		}
	}
}

// screenRow returns the row (0 at the top) where the board draws piece p.
func screenRow(t *testing.T, m *Model, p view.Piece) int {
	t.Helper()
	rows := strings.Split(m.renderBoard(compactBoard), "\n")
	rank := p.Square[1:]
	for i, r := range rows[:m.size()] {
		if fields := strings.Fields(ansi.Strip(r)); len(fields) > 0 && fields[0] == rank {
			return i
		}
	}
	t.Fatalf("no row of rank %s on the board", rank)
	return -1
}

// TestStackemResultWords: a Stack'Em game lost by controlling no stack
// says so on the screen ("Red wins (Black controls no stack)") while
// Black's checker is still on the board, under Red's king.
func TestStackemResultWords(t *testing.T) {
	m := newModel(t, game{variant: "stackem", fen: "R 22:br 26:b 27:b", human: "red"})
	typeKeys(t, m, "22x31x24")
	press(t, m, "enter")
	const want = "Red wins (Black controls no stack)"
	if got := m.Game().Result().String(); got != want {
		t.Fatalf("after 22x31x24: got result %q, want %q", got, want)
	}
	mustContain(t, m, "Game over: "+want)
	black := false
	for _, p := range m.pos.Pieces {
		for _, c := range p.Stack {
			black = black || c.Color == "black"
		}
	}
	if !black {
		t.Errorf("after 22x31x24: no black checker on the board, want one under Red's stack: %+v", m.pos.Pieces)
	}
}

// TestChosenFirstPlayer: in every game whose players choose who moves
// first (kingme play --first), the game started with either side first is
// played that way: the panel marks that side to move, the person playing it
// moves, and the computer answers.
func TestChosenFirstPlayer(t *testing.T) {
	for _, g := range games.All() {
		if !g.ChoosesFirst() {
			continue
		}
		for _, first := range []string{"black", "red"} {
			t.Run(g.Key()+" "+first, func(t *testing.T) {
				m := newModel(t, game{variant: g.Key(), first: first, human: first})
				side := strings.ToUpper(first[:1]) + first[1:]
				mustContain(t, m, "▶ "+glyph(first, "man")+" "+side)
				if len(m.moves) == 0 {
					t.Fatalf("%s moves first: got no move for the person playing %s", side, first)
				}
				typed := m.moves[0].Text
				typeKeys(t, m, typed)
				press(t, m, "enter")
				if got := moveTexts(m); len(got) != 2 || got[0] != typed {
					t.Fatalf("%s first, after %s: got moves %v, want %s and the computer's answer", side, typed, got, typed)
				}
			})
		}
	}
}
