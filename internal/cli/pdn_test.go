package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/pdn/pdntest"
)

// pdnCheckFile is a file of four games: one that replays, one with a
// warning, one of Thai draughts and one whose syntax is broken.
const pdnCheckFile = `[Event "good"]
1. 11-15 23-19 1/2-1/2

[Event "warned"]
1. 11-15* 23-19 *

[Event "other"]
[GameType "31"]
1. 32-28 19-23 2-0

[Event "broken"]
1. 11-15 # *
`

// writeFile writes text to name in dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestPDNCheck(t *testing.T) {
	dir := t.TempDir()
	name := writeFile(t, dir, "games.pdn", pdnCheckFile)
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"summary", []string{"pdn", "check", name}, []string{
			name + ": 4 games, 2 replayed, 1 with warnings, 2 refused",
			"  refused: game 3, line 7: GameType 31 is Thai draughts, not " + pdntest.PlayedGameTypes() + ": KingMe does not play it",
			`  refused: game 4, line 12: unexpected character '#'`,
		}},
		{"warnings", []string{"pdn", "check", "--warnings", name}, []string{
			name + ": 4 games, 2 replayed, 1 with warnings, 2 refused",
			"  refused: game 3, line 7: GameType 31 is Thai draughts, not " + pdntest.PlayedGameTypes() + ": KingMe does not play it",
			`  refused: game 4, line 12: unexpected character '#'`,
			`  warning: game 2, line 5: move 1. 11-15*: the suffix "*" dropped`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tt.args...)
			if want := "kingme: 2 of 4 games refused\n"; code != 1 || errOut != want {
				t.Fatalf("exit %d, stderr %q; want 1, %q", code, errOut, want)
			}
			if got, want := strings.Join(lines(t, out), "\n"), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestPDNCheckExitStatus: 0 when every game replays, 1 when one is
// refused, 2 for a usage error or a file that cannot be read; the other
// files are checked all the same.
func TestPDNCheckExitStatus(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.pdn", "[Event \"a\"]\n1. 11-15 23-19 *\n\n[Event \"b\"]\n1. 9-13 1-0\n")
	warned := writeFile(t, dir, "warned.pdn", "1. 11-15* 23-19 *\n")
	refused := writeFile(t, dir, "refused.pdn", "[GameType \"31\"]\n1. 32-28 19-23 2-0\n")
	broken := writeFile(t, dir, "broken.pdn", "1. 11-15 # *\n")
	allRefused := writeFile(t, dir, "all.pdn", "1. 11-19 *\n\n1. 22-18 *\n")
	empty := writeFile(t, dir, "empty.pdn", "")
	missing := filepath.Join(dir, "none.pdn")
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout int    // lines of summary printed
		stderr string // part of the error; "" for none
	}{
		{"all replay", []string{good}, 0, 1, ""},
		{"warnings only", []string{good, warned}, 0, 2, ""},
		{"empty file", []string{empty}, 0, 1, ""},
		{"one refused", []string{good, refused}, 1, 3, "1 of 3 games refused"},
		{"a syntax error", []string{broken}, 1, 2, "1 of 1 games refused"},
		{"every game refused", []string{allRefused}, 1, 3, "2 of 2 games refused"},
		{"missing file", []string{missing}, 2, 0, "none.pdn"},
		{"missing file among others", []string{good, missing, refused}, 2, 3, "none.pdn"},
		{"a directory", []string{dir}, 2, 0, dir},
		{"no file", nil, 2, 0, "needs a PDN file"},
		{"unknown flag", []string{"--nonsense", good}, 2, 0, "unknown flag"},
		{"--write onto a file", []string{"--write", good, good}, 2, 0, "--write"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", append([]string{"pdn", "check"}, tt.args...)...)
			if code != tt.code || len(lines(t, out)) != tt.stdout || (tt.stderr == "") != (errOut == "") || !strings.Contains(errOut, tt.stderr) {
				t.Errorf("got exit %d, %d lines of output, stderr %q; want %d, %d, an error with %q\n%s", code, len(lines(t, out)), errOut, tt.code, tt.stdout, tt.stderr, out)
			}
		})
	}
}

// TestPDNCheckWrite: --write writes every game whose syntax reads, with
// its variations and comments, and the games written check as before.
func TestPDNCheckWrite(t *testing.T) {
	dir := t.TempDir()
	const variations = "[Event \"lines\"]\n1. 11-15 {main} (1. 9-13 {side} 22-18 (22-17)) 23-19 1/2-1/2\n"
	name := writeFile(t, dir, "games.pdn", pdnCheckFile+"\n"+variations)
	outDir := filepath.Join(dir, "out")
	if code, _, errOut := run(t, "", "pdn", "check", "--write", outDir, name); code != 1 {
		t.Fatalf("exit %d: %s; want 1 (two games refused)", code, errOut)
	}
	written := filepath.Join(outDir, "games.pdn")
	code, out, errOut := run(t, "", "pdn", "check", written)
	if code != 1 {
		t.Fatalf("exit %d: %s; want 1 (a game refused)", code, errOut)
	}
	// The broken game is not written; the others read back as before.
	want := written + ": 4 games, 3 replayed, 1 with warnings, 1 refused"
	if got := lines(t, out)[0]; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	data, err := os.ReadFile(written)
	if err != nil {
		t.Fatal(err)
	}
	if want := "1. 11-15 {main} (1. 9-13 {side} 22-18 (1... 22-17)) 23-19 1/2-1/2"; !strings.Contains(string(data), want) {
		t.Errorf("the written file does not hold %q:\n%s", want, data)
	}
}
