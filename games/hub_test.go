package games_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// hubGames returns the games of the table that have Hub forms.
func hubGames() []*games.Game {
	var out []*games.Game
	for _, g := range games.All() {
		if g.Hub != nil {
			out = append(out, g)
		}
	}
	return out
}

// hubForms returns the Hub forms of the game called key.
func hubForms(t testing.TB, key string) (*games.Game, *games.HubForms) {
	t.Helper()
	g, err := games.Lookup(key)
	if err != nil {
		t.Fatal(err)
	}
	if g.Hub == nil {
		t.Fatalf("%s has no hub forms", g.Name())
	}
	return g, g.Hub
}

// TestHubFormsCoverTheirGames plays random games of every game with Hub
// forms and checks, in every position, that the position form reads back
// to the position (or, where the form cannot say all of it, to one of the
// same form), and that every legal move's form reads back to that
// move, with its captured squares written in ascending order and read in
// any order.
func TestHubFormsCoverTheirGames(t *testing.T) {
	if got := len(hubGames()); got < 2 {
		t.Fatalf("%d games have hub forms, want at least standard checkers and international draughts", got)
	}
	for _, g := range hubGames() {
		t.Run(g.Key(), func(t *testing.T) {
			h := g.Hub
			r := rand.New(rand.NewPCG(1, 2))
			captures, held, positions := 0, 0, 0
			for range 20 {
				p := g.Variant.Start()
				for ply := 0; ply < 200 && len(p.Legal()) > 0; ply++ {
					positions++
					text := h.FormatPosition(p)
					if len(text) != 1+h.Squares {
						t.Fatalf("FormatPosition(%s) = %q, want %d letters", p, text, 1+h.Squares)
					}
					back, err := h.ParsePosition(text)
					if err != nil {
						t.Fatalf("ParsePosition(FormatPosition(%s) = %q): %v", p, text, err)
					}
					if h.Holds(p) {
						held++
					} else if again := h.FormatPosition(back); again != text || back.String() == p.String() {
						t.Fatalf("%s: the form %q does not hold it, yet reads back as %s (form %q); want a position of the same form that differs", p, text, back, again)
					}
					legal := p.Legal()
					for _, m := range legal {
						checkMoveForm(t, h, p, m)
						if strings.Contains(h.FormatMove(m), "x") {
							captures++
						}
					}
					next, err := p.After(legal[r.IntN(len(legal))])
					if err != nil {
						t.Fatal(err)
					}
					p = next
				}
			}
			if captures == 0 {
				t.Error("no capture was met: the test checks nothing of the capture form")
			}
			// Only a few positions (in Frisian draughts, those after a
			// king's step) say more than their form.
			if held < positions*3/4 || !h.Holds(g.Variant.Start()) {
				t.Errorf("the form holds %d of %d positions, start included: %v; want three quarters and the start", held, positions, h.Holds(g.Variant.Start()))
			}
		})
	}
}

// checkMoveForm checks m's Hub form in p: from-to for a move, from x to
// then the captured squares in ascending order for a capture, read back to
// m as written and with the captured squares reversed.
func checkMoveForm(t *testing.T, h *games.HubForms, p checkers.Position, m checkers.Move) {
	t.Helper()
	text := h.FormatMove(m)
	got, err := h.ParseMove(p, text)
	if err != nil || got != m {
		t.Fatalf("%s: ParseMove(%q) = %v, %v; want %v", p, text, got, err, m)
	}
	fields := strings.Split(text, "x")
	if len(fields) < 3 {
		return
	}
	captured := make([]int, len(fields)-2)
	for i, f := range fields[2:] {
		captured[i], _ = strconv.Atoi(f)
	}
	if !slices.IsSorted(captured) {
		t.Errorf("%s: FormatMove(%v) = %q, want the captured squares in ascending order", p, m, text)
	}
	slices.Reverse(fields[2:])
	reversed := strings.Join(fields, "x")
	if got, err := h.ParseMove(p, reversed); err != nil || got != m {
		t.Errorf("%s: ParseMove(%q) = %v, %v; want %v", p, reversed, got, err, m)
	}
}

// TestInternationalHubPosition reads international draughts' positions in
// Scan's form: the side to move, then 50 squares.
func TestInternationalHubPosition(t *testing.T) {
	g, h := hubForms(t, "international")
	tests := []struct{ name, hub, fen string }{
		{"start (the protocol's example)", "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww", "W:W31-50:B1-20"},
		{"kings, Black to move (the protocol's example)", "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee", "B:WK4,K5,25,35,36:BK38,K48"},
		{"a king and men", "W" + strings.Repeat("e", 9) + "b" + strings.Repeat("e", 3) + "b" + strings.Repeat("e", 12) + "b" + strings.Repeat("e", 5) + "b" + strings.Repeat("e", 8) + "W" + strings.Repeat("e", 8), "W:WK42:B10,14,27,33"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want, err := g.Variant.ParsePosition(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			got, err := h.ParsePosition(tt.hub)
			if err != nil || got != want {
				t.Errorf("ParsePosition(%q) = %v, %v; want %v", tt.hub, got, err, want)
			}
			if text := h.FormatPosition(want); text != tt.hub {
				t.Errorf("FormatPosition(%s) = %q, want %q", want, text, tt.hub)
			}
		})
	}
}

func TestInternationalHubPositionErrors(t *testing.T) {
	_, h := hubForms(t, "international")
	start := "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww"
	tests := []struct{ name, text, wantIn string }{
		{"8x8 length", "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", "has 33 characters; want 51"},
		{"side to move", "R" + start[1:], `the side to move 'R' must be W (White) or B (Black)`},
		{"unknown piece", start[:50] + "x", "square 50 is 'x'"},
		{"man on its crowning row", "B" + strings.Repeat("e", 49) + "b", "stands on its crowning row"},
		{"too many pieces", "W" + strings.Repeat("b", 21) + strings.Repeat("e", 29), "at most 20"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := h.ParsePosition(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("ParsePosition(%q) error = %v, want one containing %q", tt.text, err, tt.wantIn)
			}
		})
	}
}

// kingTwoWays has a king on 42 that takes three pieces two ways to 31
// (and to 36): over 33, 27 and 10, or over 33, 27 and 14.
const kingTwoWays = "W:WK42:B10,14,27,33"

// TestInternationalHubMoves reads moves in Scan's form: captured squares
// in any order, fewer of them when one move fits.
func TestInternationalHubMoves(t *testing.T) {
	g, h := hubForms(t, "international")
	tests := []struct{ name, fen, text, want, own string }{
		{"a move", "W:W31-50:B1-20", "32-28", "32-28", "32-28"},
		{"a man takes three", "W:W33:B5,18,19,28", "33x24x18x19x28", "33x24x18x19x28", "33x24"},
		{"a man takes three, in any order", "W:W33:B5,18,19,28", "33x24x28x18x19", "33x24x18x19x28", "33x24"},
		{"captured squares left out", "W:W33:B5,18,19,28", "33x24", "33x24x18x19x28", "33x24"},
		{"a king's capture named by the square that tells it", kingTwoWays, "42x31x14", "42x31x14x27x33", "42x20x9x31"},
		{"every square, descending", kingTwoWays, "42x31x33x27x10", "42x31x10x27x33", "42x15x4x31"},
		{"capital X", kingTwoWays, "42X36X14", "42x36x14x27x33", "42x20x9x36"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := g.Variant.ParsePosition(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := h.ParseMove(p, tt.text)
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", tt.text, err)
			}
			if got := h.FormatMove(m); got != tt.want {
				t.Errorf("FormatMove(ParseMove(%q)) = %q, want %q", tt.text, got, tt.want)
			}
			if got := m.String(); got != tt.own {
				t.Errorf("ParseMove(%q) is %s in KingMe's notation, want %s", tt.text, got, tt.own)
			}
		})
	}
}

func TestInternationalHubMoveErrors(t *testing.T) {
	g, h := hubForms(t, "international")
	tests := []struct{ name, fen, text, wantIn string }{
		{"not a move", "W:W31-50:B1-20", "c3-d4", "want the hub form from-to (32-28)"},
		{"off the board", "W:W31-50:B1-20", "32-51", `"51" is not a square number (1-50)`},
		{"illegal step explained", "W:W31-50:B1-20", "32-23", "illegal move"},
		{"ambiguous", kingTwoWays, "42x31", "ambiguous move \"42x31\": it fits 42x31x10x27x33 and 42x31x14x27x33"},
		{"ambiguous with squares both take", kingTwoWays, "42x31x27x33", "ambiguous move"},
		{"a square no capture takes", kingTwoWays, "42x31x10x14", "no legal move goes from 42 to 31 capturing 10 and 14"},
		{"KingMe's route is not the hub form", kingTwoWays, "42x15x4x31", "no legal move goes from 42 to 15"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := g.Variant.ParsePosition(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			_, err = h.ParseMove(p, tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("ParseMove(%q) error = %v, want one containing %q", tt.text, err, tt.wantIn)
			}
		})
	}
}

// FuzzHubForms reads any text as a position and as a move in every game's
// Hub forms: no panic, and what reads writes back to what reads the same.
func FuzzHubForms(f *testing.F) {
	for _, s := range []string{"Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww", "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", "32-28", "11-15", "42x31x14", "33x24", "x", "1--2", "99x1"} {
		f.Add(s)
	}
	forms := hubGames()
	captures := make([]checkers.Position, len(forms))
	for i, g := range forms {
		captures[i] = capturePosition(f, g)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for i, g := range forms {
			h := g.Hub
			if p, err := h.ParsePosition(text); err == nil {
				if back := h.FormatPosition(p); back != text {
					t.Errorf("%s: FormatPosition(ParsePosition(%q)) = %q", g.Key(), text, back)
				}
			}
			for _, p := range []checkers.Position{g.Variant.Start(), captures[i]} {
				m, err := h.ParseMove(p, text)
				if err != nil {
					continue
				}
				if back, err := h.ParseMove(p, h.FormatMove(m)); err != nil || back != m {
					t.Errorf("%s: ParseMove(FormatMove(ParseMove(%q))) = %v, %v; want %v", g.Key(), text, back, err, m)
				}
			}
		}
	})
}

// capturePosition returns a position of g where a capture is to be
// played, the first a random game from the start reaches.
func capturePosition(t testing.TB, g *games.Game) checkers.Position {
	r := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		p := g.Variant.Start()
		for ply := 0; ply < 200 && len(p.Legal()) > 0; ply++ {
			legal := p.Legal()
			if strings.Contains(g.Hub.FormatMove(legal[0]), "x") {
				return p
			}
			next, err := p.After(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			p = next
		}
	}
	t.Fatalf("no random game of %s met a capture", g.Name())
	return nil
}
