package cli_test

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/internal/cli"
)

// TestVersion asks kingme --version and kingme version: both print the
// same line, the version of the Hub's id line.
func TestVersion(t *testing.T) {
	var lines []string
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, errOut := run(t, "", args...)
		if code != cli.ExitOK || !strings.HasPrefix(out, "kingme ") || strings.Count(out, "\n") != 1 || errOut != "" {
			t.Fatalf("kingme %s: got exit %d, stdout %q, stderr %q; want 0 and one line \"kingme VERSION\"", args[0], code, out, errOut)
		}
		lines = append(lines, out)
	}
	if lines[0] != lines[1] {
		t.Errorf("kingme --version printed %q, kingme version %q: want the same", lines[0], lines[1])
	}
	version := strings.TrimSpace(strings.TrimPrefix(lines[0], "kingme "))
	// A test binary records no commit: it says so, and that it is a
	// build of a checkout.
	if want := "(devel) (no commit recorded)"; version != want {
		t.Errorf("the test binary's version: got %q, want %q", version, want)
	}
	_, out, _ := run(t, "hub\nquit\n", "hub", "--egdb", "none")
	if want := `version="` + version + `"`; !strings.Contains(out, want) {
		t.Errorf("hub's id line: got %q, want %s in it", firstLine(out), want)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// complete runs cobra's hidden __complete command and returns the values
// offered (without their descriptions) and the directive line.
func complete(t *testing.T, args ...string) (values []string, directive string) {
	t.Helper()
	code, out, errOut := run(t, "", append([]string{"__complete"}, args...)...)
	if code != cli.ExitOK {
		t.Fatalf("kingme __complete %q: exit %d, stderr %q", args, code, errOut)
	}
	lines := lines(t, out)
	if len(lines) == 0 || !strings.HasPrefix(lines[len(lines)-1], ":") {
		t.Fatalf("kingme __complete %q printed %q: want values, then a :directive line", args, out)
	}
	for _, l := range lines[:len(lines)-1] {
		v, _, _ := strings.Cut(l, "\t")
		values = append(values, v)
	}
	return values, lines[len(lines)-1]
}

// TestCompletion asks the shell completion for the values of the flags
// that take one of a list.
func TestCompletion(t *testing.T) {
	var levels []string
	for _, l := range engine.Levels() {
		levels = append(levels, strings.ToLower(l.Name))
	}
	const noFiles, dirs, files = ":4", ":16", ":0"
	tests := []struct {
		args      []string
		want      []string
		directive string
	}{
		{[]string{"perft", "--variant", ""}, games.Keys(), noFiles},
		{[]string{"moves", "--variant", ""}, games.Keys(), noFiles},
		{[]string{"match", "--variant", ""}, games.Keys(), noFiles},
		{[]string{"selfplay", "--variant", ""}, games.Keys(), noFiles},
		{[]string{"book", "moves", "--variant", ""}, games.Keys(), noFiles},
		{[]string{"play", "--variant", "st"}, []string{"standard", "stackem"}, noFiles},
		{[]string{"bestmove", "--level", ""}, levels, noFiles},
		{[]string{"play", "--level", "gr"}, []string{"grandmaster"}, noFiles},
		{[]string{"play", "--color", ""}, []string{"red", "black"}, noFiles},
		{[]string{"play", "--first", "b"}, []string{"black"}, noFiles},
		{[]string{"bestmove", "--egdb", "n"}, []string{"none"}, noFiles},
		{[]string{"bestmove", "--egdb", "/tmp/"}, nil, dirs},
		{[]string{"match", "--adjudicate", "d"}, []string{"default"}, noFiles},
		{[]string{"match", "--openings", "r"}, []string{"random"}, noFiles},
		{[]string{"match", "--openings", "my"}, nil, files},
		{[]string{"selfplay", "--patterns", "h"}, []string{"handset"}, noFiles},
	}
	for _, tt := range tests {
		got, directive := complete(t, tt.args...)
		if !slices.Equal(got, tt.want) || directive != tt.directive {
			t.Errorf("complete %q: got %q %s, want %q %s", tt.args, got, directive, tt.want, tt.directive)
		}
	}
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := run(t, "", "completion", shell)
		if code != cli.ExitOK || !strings.Contains(out, "__complete") {
			t.Errorf("kingme completion %s: got exit %d, %d bytes, stderr %q; want a script that calls kingme __complete", shell, code, len(out), errOut)
		}
	}
}

// TestEgdbFlagName checks that every command that reads or writes the
// endgame databases names their folder --egdb, and that kingme egdb's old
// --dir and verify's old --cache still work, with a deprecation note on
// stderr.
func TestEgdbFlagName(t *testing.T) {
	for _, args := range [][]string{
		{"egdb", "build"}, {"egdb", "probe"}, {"egdb", "verify"},
		{"bestmove"}, {"hub"}, {"play"}, {"book", "build"}, {"serve"},
	} {
		code, out, _ := run(t, "", append(args, "--help")...)
		if code != cli.ExitOK || !strings.Contains(out, "--egdb string") || strings.Contains(out, "--dir") {
			t.Errorf("kingme %s --help: got exit %d and %q; want --egdb, and no --dir", strings.Join(args, " "), code, out)
		}
	}
	code, out, _ := run(t, "", "egdb", "verify", "--help")
	if code != cli.ExitOK || !strings.Contains(out, "--egdb-cache int") || strings.Contains(out, "--cache") {
		t.Errorf("kingme egdb verify --help: got exit %d and %q; want --egdb-cache, and no --cache", code, out)
	}
	dir := filepath.Join(t.TempDir(), "egdb")
	code, out, errOut := run(t, "", "egdb", "build", "--pieces", "2", "--dir", dir)
	const note = "Flag --dir has been deprecated, use --egdb"
	if code != cli.ExitOK || !strings.Contains(errOut, note) || strings.Contains(out, "deprecated") {
		t.Fatalf("egdb build --dir: got exit %d, stdout %q, stderr %q; want 0 and %q on stderr only", code, out, errOut, note)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.kmeg")); len(files) == 0 {
		t.Errorf("egdb build --dir %s: got no table there, want the 2-piece tables", dir)
	}
	code, out, errOut = run(t, "", "egdb", "probe", "--dir", dir, "--fen", "B:WK32:BK1")
	if code != cli.ExitOK || out != "draw\n" || !strings.Contains(errOut, note) {
		t.Errorf("egdb probe --dir: got exit %d, stdout %q, stderr %q; want draw, and the note", code, out, errOut)
	}
	code, out, errOut = run(t, "", "egdb", "verify", "--egdb", dir, "--cache", "8")
	if code != cli.ExitOK || !strings.Contains(out, "agree with their moves") || !strings.Contains(errOut, "Flag --cache has been deprecated, use --egdb-cache") {
		t.Errorf("egdb verify --cache: got exit %d, stdout %q, stderr %q; want the check, and a note", code, out, errOut)
	}
}

// TestBestMoveBook plays bestmove from each game's start: a game with an
// opening book answers from it unless --book=false.
func TestBestMoveBook(t *testing.T) {
	for _, g := range games.All() {
		for _, tc := range []struct {
			flag, want string
		}{
			{"--book=true", "book"},
			{"--book=false", "search"},
		} {
			if g.Book == nil {
				tc.want = "search"
			}
			code, out, errOut := run(t, "", "bestmove", "--variant", g.Key(), "--depth", "2", "--threads", "1", "--egdb", "none", "--json", tc.flag)
			var got struct {
				Source string `json:"source"`
			}
			if code != cli.ExitOK || json.Unmarshal([]byte(out), &got) != nil || got.Source != tc.want {
				t.Errorf("%s: bestmove %s: got exit %d, %q, stderr %q; want source %q", g.Key(), tc.flag, code, out, errOut, tc.want)
			}
		}
	}
}

// TestProgressNotOnATerminal runs the commands that show a progress bar
// with stderr a buffer, as a log file or a pipe: plain lines, no redraws.
func TestProgressNotOnATerminal(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string // the last progress line's start
	}{
		{[]string{"match", "--a", "depth=1", "--b", "depth=1", "--games", "2"}, "match: 2/2 games, A "},
		{[]string{"egdb", "build", "--pieces", "3", "--egdb", filepath.Join(dir, "egdb")}, "egdb build: "},
		{[]string{"book", "build", "--depth", "2", "--plies", "1", "--out", filepath.Join(dir, "b.book.gz")}, "book build: 1/1 positions"},
	} {
		code, _, errOut := run(t, "", tt.args...)
		if code != cli.ExitOK || strings.ContainsAny(errOut, "\r\x1b") || !strings.HasPrefix(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("kingme %s: got exit %d, stderr %q; want 0 and one plain line %q…", strings.Join(tt.args, " "), code, errOut, tt.want)
		}
	}
}
