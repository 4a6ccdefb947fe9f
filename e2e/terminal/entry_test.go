package terminal

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/games"
)

// otherLegal returns the text of a legal move (not a pass) of pos other
// than text.
func otherLegal(t *testing.T, pos position, text string) string {
	t.Helper()
	for _, m := range pos.moves {
		if !m.Pass && m.Text != text {
			return m.Text
		}
	}
	t.Fatalf("no legal move other than %q", text)
	return ""
}

// TestEntryReplacedByTyping: in standard checkers, a move typed after a
// hint replaces the hint's move in the entry (it was added to it:
// "8-1112-16"), and one typed after a refused entry replaces it too; the
// arrow keys step between the dark squares (Left from the cursor's piece
// on 9, seen from Black's side, is the piece on 10, not the light square
// between them).
func TestEntryReplacedByTyping(t *testing.T) {
	t.Parallel()
	srv := startTmux(t)
	s := srv.start("entry", t.TempDir(), "play", "--variant", "standard", "--level", "beginner")
	s.variant = "standard"
	screen := s.waitTurn(0)
	s.flipped = isFlipped(screen)
	if !s.flipped {
		t.Fatalf("the person plays Black in standard checkers: want the board turned round (hgfedcba); the screen:\n%s", screen)
	}

	// The arrow keys: the cursor starts on 9's piece; Left, as drawn, is
	// the next dark square, 10.
	s.keys("Left", "Enter")
	screen = s.waitUntil("a pick after Left", waitTimeout, func(screen string) bool {
		return selectedPattern.MatchString(screen) || strings.Contains(screen, "✗")
	})
	if m := selectedPattern.FindStringSubmatch(screen); m == nil || m[1] != "10" {
		t.Errorf("Left and Enter from 9: want the piece on 10 picked (\"10: move it to …\"); the screen:\n%s", screen)
	}
	s.keys("Escape")
	s.waitUntil("Esc to drop the pick", waitTimeout, func(screen string) bool { return !selectedPattern.MatchString(screen) })

	// A move typed after the hint replaces it.
	s.keys("t")
	screen = s.waitUntil("a hint in the entry", waitTimeout, func(screen string) bool {
		return strings.Contains(screen, "Hint: ") && entry(screen) != ""
	})
	hint := entry(screen)
	if want := "Move: " + hint + "▏  Enter plays it · typing replaces it"; !strings.Contains(screen, want) {
		t.Errorf("after the hint, the entry line does not show %q; the screen:\n%s", want, screen)
	}
	typed := otherLegal(t, s.position(nil), hint)
	s.text(typed)
	s.waitUntil("the entry to hold "+typed+" alone, typed after the hint "+hint, waitTimeout, func(screen string) bool {
		return entry(screen) == typed
	})
	s.keys("Enter")
	moves := moveList(s.waitTurn(2))
	if moves[0] != typed {
		t.Fatalf("after typing %s over the hint and Enter: got the moves %v, want %s first", typed, moves, typed)
	}

	// A move typed after a refused entry replaces it.
	pos := s.position(moves)
	legal := otherLegal(t, pos, "")
	refused := legal + "x"
	s.text(refused)
	s.keys("Enter")
	screen = s.waitFor("✗ ", waitTimeout)
	if want := "Move: " + refused + "▏  Backspace corrects it · typing replaces it"; !strings.Contains(screen, want) {
		t.Errorf("after the refusal, the entry line does not show %q; the screen:\n%s", want, screen)
	}
	s.text(legal)
	s.waitUntil("the entry to hold "+legal+" alone, typed after the refused "+refused, waitTimeout, func(screen string) bool {
		return entry(screen) == legal
	})
	s.keys("Enter")
	if got := moveList(s.waitTurn(4)); got[2] != legal {
		t.Errorf("after typing %s over the refused entry and Enter: got the moves %v, want %s third", legal, got, legal)
	}
}

// sideGlyphs are the symbols of a side's pieces on the board.
var sideGlyphs = map[string]string{"Red": "●◆♛★", "Black": "○◇♕☆"}

// TestOwnSideAtTheBottom: in every game, playing either side, the
// person's pieces are drawn at the bottom of the board, as the web page
// draws them. In Stack'Em they were drawn at the top.
func TestOwnSideAtTheBottom(t *testing.T) {
	t.Parallel()
	srv := startTmux(t)
	for _, g := range games.All() {
		for _, side := range []string{"Red", "Black"} {
			t.Run(g.Key()+" "+side, func(t *testing.T) {
				s := srv.start(g.Key()+"-"+side, t.TempDir(), "play", "--variant", g.Key(), "--level", "beginner", "--color", strings.ToLower(side))
				screen := s.waitUntil("the board and the move list", waitTimeout, func(screen string) bool {
					return len(board(screen)) > 0 && humanSide(screen) != ""
				})
				if got := humanSide(screen); got != side {
					t.Fatalf("--color %s: the title says you play %q; the screen:\n%s", strings.ToLower(side), got, screen)
				}
				rows := board(screen)
				rows = rows[:len(rows)-1] // the file letters
				upper, lower := 0, 0
				for i, row := range rows {
					n := 0
					for _, r := range row {
						if strings.ContainsRune(sideGlyphs[side], r) {
							n++
						}
					}
					if i < len(rows)/2 {
						upper += n
					} else {
						lower += n
					}
				}
				if lower <= upper {
					t.Errorf("playing %s: got %d of the person's pieces on the lower half of the board and %d on the upper, want most on the lower; the screen:\n%s",
						side, lower, upper, screen)
				}
			})
		}
	}
}

// TestChosenFirstPlayer: kingme play --first red starts Kings & Flying
// Kings with Red to move, and the person, playing Red by default, moves
// first.
func TestChosenFirstPlayer(t *testing.T) {
	t.Parallel()
	srv := startTmux(t)
	s := srv.start("first", t.TempDir(), "play", "--variant", "flying-kings", "--level", "beginner", "--first", "red")
	s.variant, s.fen = "flying-kings", flyingkings.StartWith(checkers.Red).String()
	screen := s.waitTurn(0)
	if got := humanSide(screen); got != "Red" {
		t.Errorf("--first red: the title says you play %q, want Red (who moves first); the screen:\n%s", got, screen)
	}
	if !strings.Contains(screen, "▶ ● Red") {
		t.Errorf("--first red: the panel does not mark Red to move; the screen:\n%s", screen)
	}
	s.flipped = isFlipped(screen)
	typed := s.typeMove()
	if got := moveList(s.waitTurn(2)); got[0] != typed {
		t.Errorf("--first red: got the moves %v, want Red's %s first and Black's answer", got, typed)
	}
}

// TestStackemResultWords: a Stack'Em game lost by controlling no stack
// says so on the screen and on leaving ("Red wins (Black controls no
// stack)"), though Black's checker is still on the board under Red's king.
func TestStackemResultWords(t *testing.T) {
	t.Parallel()
	srv := startTmux(t)
	s := srv.start("stackem-result", t.TempDir(), "play", "--variant", "stackem", "--level", "beginner",
		"--fen", "R 22:br 26:b 27:b", "--color", "red")
	s.waitTurn(0)
	s.text("22x31x24")
	s.keys("Enter")
	const result = "Red wins (Black controls no stack)"
	screen := s.waitFor("Game over: "+result, waitTimeout)
	if !strings.Contains(strings.Join(board(screen), "\n"), "○") {
		t.Errorf("after 22x31x24, the board shows no black checker, want one under Red's king; the screen:\n%s", screen)
	}
	s.keys("q") // the game is over: no question
	screen = s.waitFor(exitMark, waitTimeout)
	if want := result + " after 1 moves."; !strings.Contains(screen, want) {
		t.Errorf("after quitting, the terminal does not show %q; the screen:\n%s", want, screen)
	}
}
