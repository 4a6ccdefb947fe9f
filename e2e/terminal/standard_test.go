package terminal

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// TestStandardKeys plays standard checkers with the command keys: Tab
// completion, an illegal move, the hint, undo, flipping the board,
// resizing the terminal, saving and quitting; then loads the saved game in
// a new session and resigns it.
func TestStandardKeys(t *testing.T) {
	t.Parallel()
	srv := startTmux(t)
	dir := t.TempDir()
	save := filepath.Join(dir, "game.pdn")
	s := srv.start("standard", dir, "play", "--variant", "standard", "--level", "beginner", "--save", save)
	s.variant = "standard"
	screen := s.waitFor("none yet", waitTimeout)
	if got := humanSide(screen); got != "Black" {
		t.Fatalf("the title says you play %q, want Black (who moves first); the screen:\n%s", got, screen)
	}
	s.flipped = true
	if letters, gap := fileOrder(screen); letters != "hgfedcba" || gap != 4 {
		t.Errorf("files %q, %d spaces apart: want hgfedcba (Black at the bottom), 4 apart (the large board); the screen:\n%s",
			letters, gap, screen)
	}

	// Tab completes "11-" to the common prefix of 11-15 and 11-16, then
	// cycles to the first of them.
	s.text("11-")
	s.waitFor("Move: 11-▏", waitTimeout)
	s.keys("Tab")
	screen = s.waitFor("Move: 11-1▏", waitTimeout)
	if want := "Tab: 11-15 11-16"; !strings.Contains(screen, want) {
		t.Errorf("after 11- and Tab, the entry line does not list %q; the screen:\n%s", want, screen)
	}
	s.keys("Tab")
	s.waitFor("Move: 11-15▏", waitTimeout)
	s.keys("Enter")
	if got := moveList(s.waitTurn(2))[0]; got != "11-15" {
		t.Errorf("first move: got %s, want 11-15", got)
	}
	s.arrowMove()
	moves := moveList(s.waitTurn(4))

	// An illegal move is refused with the reason and changes nothing.
	s.text("11-20")
	s.keys("Enter")
	screen = s.waitFor("✗ ", waitTimeout)
	if got := moveList(screen); !slices.Equal(got, moves) {
		t.Errorf("after the illegal 11-20, the move list: got %v, want %v", got, moves)
	}
	if !strings.Contains(screen, "11-20") {
		t.Errorf("the refusal does not name 11-20; the screen:\n%s", screen)
	}
	s.keys("Escape")
	s.waitUntil("Esc to clear the entry and the message", waitTimeout, func(screen string) bool {
		return strings.Contains(screen, idlePrompt) && !strings.Contains(screen, "✗")
	})

	// The hint fills the entry with a legal move; Enter plays it.
	s.keys("t")
	screen = s.waitUntil("a hint in the entry", waitTimeout, func(screen string) bool {
		return strings.Contains(screen, "Hint: ") && entry(screen) != ""
	})
	hint := entry(screen)
	if !s.position(moves).isLegal(hint) {
		t.Fatalf("hint %q is not a legal move; the screen:\n%s", hint, screen)
	}
	s.keys("Enter")
	if got := moveList(s.waitTurn(6))[4]; got != hint {
		t.Errorf("after the hint and Enter: got %s as the fifth move, want %s", got, hint)
	}

	// Undo takes back the person's move and the computer's answer.
	s.keys("u")
	screen = s.waitUntil("undo to leave 4 moves", waitTimeout, func(screen string) bool {
		return len(moveList(screen)) == 4 && strings.Contains(screen, idlePrompt)
	})
	if got := moveList(screen); !slices.Equal(got, moves) {
		t.Errorf("after undo, the move list: got %v, want %v", got, moves)
	}

	// v flips the board and back.
	for _, want := range []string{"abcdefgh", "hgfedcba"} {
		s.keys("v")
		s.waitUntil("the files drawn "+want, waitTimeout, func(screen string) bool {
			letters, _ := fileOrder(screen)
			return letters == want
		})
	}

	// A smaller terminal gets the compact board, a too small one a
	// message, and the large board comes back at 80×24.
	for _, size := range []struct {
		width, height, gap int
		text               string
	}{
		{60, 18, 2, ""},
		{40, 10, 0, "The terminal is 40×10"},
		{80, 24, 4, ""},
	} {
		s.resize(size.width, size.height)
		what := fmt.Sprintf("the board %d×%d", size.width, size.height)
		screen = s.waitUntil(what, waitTimeout, func(screen string) bool {
			_, gap := fileOrder(screen)
			return gap == size.gap && strings.Contains(screen, size.text)
		})
		if size.gap > 0 && !slices.Equal(moveList(screen), moves) {
			t.Errorf("%s: the move list: got %v, want %v", what, moveList(screen), moves)
		}
	}

	// s saves; q and y quit, saving again.
	s.keys("s")
	s.waitFor("Saved to "+save, waitTimeout)
	if got := savedMoves(t, save); !slices.Equal(got, moves) {
		t.Errorf("after s, %s holds %v, want %v", save, got, moves)
	}
	s.keys("q")
	s.waitFor("Quit?", waitTimeout)
	s.keys("y")
	screen = s.waitFor(exitMark, waitTimeout)
	for _, want := range []string{exitMark + "0]", "The game is saved in " + save + "."} {
		if !strings.Contains(screen, want) {
			t.Errorf("after quitting, the terminal does not show %q; the screen:\n%s", want, screen)
		}
	}
	if got := savedMoves(t, save); !slices.Equal(got, moves) {
		t.Errorf("after quitting, %s holds %v, want %v", save, got, moves)
	}

	// --load continues the saved game; resigning ends it.
	final := filepath.Join(dir, "resigned.pdn")
	s = srv.start("loaded", dir, "play", "--level", "beginner", "--load", save, "--save", final)
	screen = s.waitTurn(len(moves))
	if got := moveList(screen); !slices.Equal(got, moves) {
		t.Errorf("after --load, the move list: got %v, want %v", got, moves)
	}
	s.keys("r")
	s.waitFor("Resign this game? y/n", waitTimeout)
	s.keys("y")
	result := "Red wins (resignation)" // the person plays Black, to move
	screen = s.waitFor("Game over", waitTimeout)
	if !strings.Contains(screen, result) {
		t.Errorf("after resigning, the screen does not show %q:\n%s", result, screen)
	}
	s.keys("q") // the game is over: no question
	screen = s.waitFor(exitMark, waitTimeout)
	for _, want := range []string{
		exitMark + "0]",
		fmt.Sprintf("%s after %d moves.", result, len(moves)),
		"The game is saved in " + final + ".",
	} {
		if !strings.Contains(screen, want) {
			t.Errorf("after quitting, the terminal does not show %q; the screen:\n%s", want, screen)
		}
	}
	if got := savedResult(t, final); got != "0-1" {
		t.Errorf("%s records the result %q, want 0-1 (Red, the second player, wins)", final, got)
	}
}

// savedGame reads the one game of a PDN file and replays it.
func savedGame(t *testing.T, path string) (*pdn.GameRecord, []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := pdn.ParseGames(string(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(parsed) != 1 {
		t.Fatalf("%s holds %d games, want 1", path, len(parsed))
	}
	g, err := games.PDN().Replay(parsed[0])
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var moves []string
	for _, mv := range g.Played() {
		moves = append(moves, fmt.Sprint(mv))
	}
	return parsed[0], moves
}

// savedMoves returns the moves of the one game of a PDN file, replayed.
func savedMoves(t *testing.T, path string) []string {
	t.Helper()
	_, moves := savedGame(t, path)
	return moves
}

// savedResult returns the result marker of the one game of a PDN file.
func savedResult(t *testing.T, path string) string {
	t.Helper()
	g, _ := savedGame(t, path)
	return g.Result
}
