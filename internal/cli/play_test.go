package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/internal/cli"
)

// TestPlayRefusals checks that kingme play refuses bad flags and a
// standard input that is not a terminal with a clear message and exit
// status 2, instead of hanging.
func TestPlayRefusals(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "saved.pdn")
	if err := os.WriteFile(saved, []byte("[Variant \"stackem\"]\n1. 11-15 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(dir, "broken.pdn")
	if err := os.WriteFile(broken, []byte("[Event \"x\"]\n1. 11-15 23-19 2. 99-98 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	notPDN := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notPDN, []byte("{ unclosed comment\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	two := filepath.Join(dir, "two.pdn")
	if err := os.WriteFile(two, []byte("1. 11-15 23-19 *\n\n1. 9-13 22-18 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"not a terminal", []string{"play"}, "standard input is not a terminal"},
		{"not a terminal, other game", []string{"play", "--variant", "flying-kings", "--level", "3"}, "standard input is not a terminal"},
		{"unknown variant", []string{"play", "--variant", "chess"}, "chess"},
		{"unknown level", []string{"play", "--level", "godlike"}, "godlike"},
		{"bad colour", []string{"play", "--color", "blue"}, `--color must be red or black, got "blue"`},
		{"bad position", []string{"play", "--fen", "B:W99"}, "--fen:"},
		{"finished position", []string{"play", "--fen", "B:W21:B"}, "the game is over in that position"},
		{"fen and load", []string{"play", "--fen", "B:W21:B1", "--load", saved}, "--fen and --load both give the game"},
		{"missing file", []string{"play", "--load", filepath.Join(dir, "none.pdn")}, "--load:"},
		{"illegal move in the file", []string{"play", "--load", broken}, "game 1"},
		{"no such game", []string{"play", "--load", saved, "--game", "2"}, "--game 2: " + saved + " holds 1 game"},
		{"variant differs", []string{"play", "--load", saved, "--variant", "standard"}, "holds a game of stackem"},
		{"save into a missing directory", []string{"play", "--save", filepath.Join(dir, "no", "game.pdn")}, "--save"},
		{"save onto a directory", []string{"play", "--save", dir}, "is a directory"},
		{"arguments", []string{"play", "standard"}, "play takes no arguments"},
		{"save onto a file that is not PDN", []string{"play", "--save", notPDN}, "is not PDN"},
		{"save one game over a file of two", []string{"play", "--load", two, "--game", "2", "--save", two}, "holds 2 games"},
		{"bad first player", []string{"play", "--variant", "flying-kings", "--first", "blue"}, `--first must be red or black, got "blue"`},
		{"first player fixed by the game", []string{"play", "--variant", "stackem", "--first", "black"}, "--first black: in Stack'Em Red always moves first"},
		{"first player and a position", []string{"play", "--variant", "flying-kings", "--first", "red", "--fen", "R:RG29:BG1"}, "--first and --fen"},
		{"first player and a loaded game", []string{"play", "--load", saved, "--first", "red"}, "--first and --load"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "11-15\n", tc.args...)
			if code != 2 || !strings.Contains(stderr, tc.want) || stdout != "" {
				t.Errorf("kingme %s: got status %d, stdout %q, stderr %q; want 2 and an error containing %q",
					strings.Join(tc.args, " "), code, stdout, stderr, tc.want)
			}
		})
	}
}

// TestPlayRefusesFileInput checks the refusal when standard input is a
// file, not a terminal.
func TestPlayRefusesFileInput(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	var out, errOut strings.Builder
	code := cli.Main([]string{"play"}, null, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "standard input is not a terminal") {
		t.Errorf("got status %d, stderr %q; want 2 and the refusal", code, errOut.String())
	}
}
