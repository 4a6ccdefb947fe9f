package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pdnCheckFile is a file of four games: one that replays, one with a
// warning, one of international draughts and one whose syntax is broken.
const pdnCheckFile = `[Event "good"]
1. 11-15 23-19 1/2-1/2

[Event "warned"]
1. 11-15* 23-19 *

[Event "other"]
[GameType "20"]
1. 32-28 19-23 2-0

[Event "broken"]
1. 11-15 # *
`

func TestPDNCheck(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "games.pdn")
	if err := os.WriteFile(name, []byte(pdnCheckFile), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"summary", []string{"pdn", "check", name}, []string{
			name + ": 4 games, 2 replayed, 1 with warnings, 2 refused",
			"  refused: game 3, line 7: GameType 20 is 10×10 international draughts, not English draughts (GameType 21): KingMe does not play it",
			`  refused: game 4, line 12: unexpected character '#'`,
		}},
		{"warnings", []string{"pdn", "check", "--warnings", name}, []string{
			name + ": 4 games, 2 replayed, 1 with warnings, 2 refused",
			"  refused: game 3, line 7: GameType 20 is 10×10 international draughts, not English draughts (GameType 21): KingMe does not play it",
			`  refused: game 4, line 12: unexpected character '#'`,
			`  warning: game 2, line 5: move 1. 11-15*: the suffix "*" dropped`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if got, want := strings.Join(lines(t, out), "\n"), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestPDNCheckWrite(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "games.pdn")
	if err := os.WriteFile(name, []byte(pdnCheckFile), 0o644); err != nil {
		t.Fatal(err)
	}
	outDir := filepath.Join(dir, "out")
	if code, _, errOut := run(t, "", "pdn", "check", "--write", outDir, name); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	written := filepath.Join(outDir, "games.pdn")
	code, out, errOut := run(t, "", "pdn", "check", written)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The broken game is not written; the others read back as before.
	want := written + ": 3 games, 2 replayed, 1 with warnings, 1 refused"
	if got := lines(t, out)[0]; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestPDNCheckMissingFile(t *testing.T) {
	code, _, errOut := run(t, "", "pdn", "check", filepath.Join(t.TempDir(), "none.pdn"))
	if code == 0 || !strings.Contains(errOut, "none.pdn") {
		t.Errorf("exit %d, stderr %q: want a failure naming the file", code, errOut)
	}
}
