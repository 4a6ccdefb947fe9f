package terminal

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestGames plays the first moves of each of the four games: one typed
// with Tab completion and one picked with the arrow keys, each answered by
// the computer. It checks the board shows the game's own features and
// writes the last screen to test-output/terminal/<variant>.txt.
func TestGames(t *testing.T) {
	tests := []struct {
		variant string
		fen     string // "" for the start position
		// afterFirst and last list what the screen must show after the
		// first move and its answer, and at the end; the patterns match
		// the board only (the side panel cut off) when board is set.
		afterFirst, last []check
	}{
		{
			variant: "standard",
			last: []check{
				onBoard("Red's men and Black's", `●`, `○`),
				onBoard("the square numbers", `\b32\b`, `\b17\b`),
				onScreen("the Moves heading", `(?m)Moves$`),
			},
		},
		{
			// Red's piece on 15 must jump Black's on 19 and becomes a stack
			// of two, crowned; Black's pieces are far away.
			variant:    "stackem",
			fen:        "R 1:r 2:r 3:r 15:r 19:b 25:b 29:b 30:b",
			afterFirst: []check{onBoard("a stack of two after the jump", `[●○♛♕]2`)},
			last: []check{
				onBoard("a stack's height", `[●○♛♕]\d`),
				onScreen("the legend of stacks", `a stack of 3`),
			},
		},
		{
			variant: "coast-to-coast",
			last: []check{
				onBoard("the two homes", `⌂(?s:.*)⌂`),
				onBoard("the file letters", `a\s+b\s+c|h\s+g\s+f`),
				onScreen("the borne-off count", `Borne off: Red 0 · Black 0`),
			},
		},
		{
			variant: "flying-kings",
			last: []check{
				onBoard("the Morph, Spawn and Push Arrow squares", `M`, `S`, `↑`, `↓`),
				onBoard("Princes and Kings", `[◆◇]`, `[♛♕]`),
				onScreen("the points", `Points: Red \d+ · Black \d+`),
			},
		},
	}
	out := filepath.Join(moduleRoot(t), "test-output", "terminal")
	for _, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			t.Parallel()
			srv := startTmux(t)
			args := []string{"play", "--variant", tt.variant, "--level", "beginner"}
			if tt.fen != "" {
				args = append(args, "--fen", tt.fen)
			}
			s := srv.start(tt.variant, t.TempDir(), args...)
			s.variant, s.fen = tt.variant, tt.fen
			screen := s.waitFor("none yet", waitTimeout)
			s.flipped = isFlipped(screen)

			typed := s.typeMove()
			screen = s.waitTurn(2)
			checkScreen(t, "after the first move", screen, tt.afterFirst)
			picked := s.arrowMove()
			screen = s.waitTurn(4)
			if err := os.MkdirAll(out, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(out, tt.variant+".txt"), []byte(screen+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			moves := moveList(screen)
			if moves[0] != typed || moves[2] != picked {
				t.Errorf("move list %v: got %s and %s as the person's moves, want %s (typed) and %s (picked)",
					moves, moves[0], moves[2], typed, picked)
			}
			checkScreen(t, "at the end", screen, tt.last)
		})
	}
}

// check is something a screen must show.
type check struct {
	what     string
	onBoard  bool // match the board only, not the side panel or the lines around
	patterns []*regexp.Regexp
}

// onBoard returns a check that the board matches all the patterns.
func onBoard(what string, patterns ...string) check {
	c := onScreen(what, patterns...)
	c.onBoard = true
	return c
}

// onScreen returns a check that the screen matches all the patterns.
func onScreen(what string, patterns ...string) check {
	c := check{what: what}
	for _, p := range patterns {
		c.patterns = append(c.patterns, regexp.MustCompile(p))
	}
	return c
}

// checkScreen reports each check the screen fails.
func checkScreen(t *testing.T, when, screen string, checks []check) {
	t.Helper()
	for _, c := range checks {
		text := screen
		if c.onBoard {
			text = strings.Join(board(screen), "\n")
		}
		for _, p := range c.patterns {
			if !p.MatchString(text) {
				t.Errorf("%s, the screen does not show %s (no match for %q); the screen:\n%s", when, c.what, p, screen)
			}
		}
	}
}

// TestRefusesWithoutTerminal runs kingme play with standard input from
// /dev/null: it must refuse, with exit status 2.
func TestRefusesWithoutTerminal(t *testing.T) {
	for _, variant := range []string{"standard", "stackem", "coast-to-coast", "flying-kings"} {
		t.Run(variant, func(t *testing.T) {
			devNull, err := os.Open(os.DevNull)
			if err != nil {
				t.Fatal(err)
			}
			defer devNull.Close()
			cmd := exec.Command(kingme(t), "play", "--variant", variant, "--level", "beginner")
			cmd.Stdin = devNull
			out, err := cmd.CombinedOutput()
			var exit *exec.ExitError
			if !errors.As(err, &exit) {
				t.Fatalf("kingme play with stdin from %s: got error %v, want exit status 2; output:\n%s", os.DevNull, err, out)
			}
			if got := exit.ExitCode(); got != 2 {
				t.Errorf("exit status: got %d, want 2", got)
			}
			if want := "standard input is not a terminal"; !strings.Contains(string(out), want) {
				t.Errorf("output: got %q, want it to contain %q", out, want)
			}
		})
	}
}
