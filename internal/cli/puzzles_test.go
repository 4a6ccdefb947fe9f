package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/internal/cli"
	"github.com/kingme/kingme/puzzle"
)

// matchGames returns the path of the engine's games of the game key that
// the puzzle package keeps (its built-in sets come from them).
func matchGames(t *testing.T, key string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "puzzle", "testdata", "matches", key+".pdn"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPuzzlesBuild builds a set from the engine's games of each game that
// has some, and reads it back.
func TestPuzzlesBuild(t *testing.T) {
	for _, key := range []string{"standard", "stackem", "flying-kings"} {
		t.Run(key, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "set.jsonl")
			code, stdout, stderr := run(t, "", "puzzles", "build", "--variant", key, "--from", matchGames(t, key), "--out", out, "--limit", "2", "--depth", "8")
			if code != cli.ExitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			ps, err := puzzle.Read(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != 2 {
				t.Errorf("got %d puzzles, want 2 (--limit 2)", len(ps))
			}
			for _, p := range ps {
				if p.Variant != key || !strings.Contains(p.Source, "KingMe engine match") {
					t.Errorf("puzzle %s: got game %q, source %q; want %s and the match", p.ID, p.Variant, p.Source, key)
				}
			}
			if want := "2 puzzles from "; stdout != "" || !strings.HasPrefix(stderr, want) {
				t.Errorf("got stdout %q, stderr %q; want nothing and %q…", stdout, stderr, want)
			}
		})
	}
}

// TestPuzzlesBuildRefuses checks the errors of puzzles build's bad input.
func TestPuzzlesBuildRefuses(t *testing.T) {
	games := matchGames(t, "standard")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--variant", "chess", "--from", games}, `unknown variant "chess"`},
		{[]string{"--variant", "standard"}, "--from: give the PDN file of games to find puzzles in"},
		{[]string{"--from", "/no/such.pdn"}, "--from: open /no/such.pdn: no such file or directory"},
		{[]string{"--from", games, "--limit", "-1"}, "--limit -1: want 0 (all) or more"},
		{[]string{"--from", games, "--depth", "1"}, "--depth 1: want 2 plies or more"},
	} {
		code, _, stderr := run(t, "", append([]string{"puzzles", "build"}, c.args...)...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("puzzles build %v: got exit %d, stderr %q; want %d and %q", c.args, code, stderr, cli.ExitUsage, c.want)
		}
	}
}

// TestPuzzlesBuildOtherGames checks that the games of another game are
// skipped and counted.
func TestPuzzlesBuildOtherGames(t *testing.T) {
	code, stdout, stderr := run(t, "", "puzzles", "build", "--variant", "standard", "--from", matchGames(t, "stackem"))
	if want := "0 puzzles from 0 Standard checkers games written to standard output; 8 games of other games skipped\n"; code != cli.ExitOK || stdout != "" || stderr != want {
		t.Errorf("got exit %d, stdout %q, stderr %q; want 0, nothing, %q", code, stdout, stderr, want)
	}
}

// TestPuzzlesLoad loads a set into a data directory's store: its puzzles
// are added once, and a set with a wrong puzzle is refused whole.
func TestPuzzlesLoad(t *testing.T) {
	dir := t.TempDir()
	set, err := filepath.Abs(filepath.Join("..", "..", "puzzle", "testdata", "set.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"2 puzzles read from " + set + ", 2 added to " + dir + " (0 were there)\n",
		"2 puzzles read from " + set + ", 0 added to " + dir + " (2 were there)\n",
	} {
		code, stdout, stderr := run(t, "", "puzzles", "load", set, "--data", dir)
		if code != cli.ExitOK || stdout != want {
			t.Errorf("puzzles load: got exit %d, stdout %q, stderr %q; want 0 and %q", code, stdout, stderr, want)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	data, _ := os.ReadFile(set)
	if err := os.WriteFile(bad, append(data, []byte(`{"id":"x","variant":"standard","position":"B:W21:B1","line":["1-10"],"themes":[]}`+"\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, "", "puzzles", "load", bad, "--data", dir)
	if want := `line 3: puzzle x: move 1 "1-10"`; code != cli.ExitUsage || !strings.Contains(stderr, want) {
		t.Errorf("a bad set: got exit %d, stderr %q; want %d and %q", code, stderr, cli.ExitUsage, want)
	}
	code, _, stderr = run(t, "", "puzzles", "load")
	if want := "puzzles load: give one set file (JSON lines), got 0 arguments"; code != cli.ExitUsage || !strings.Contains(stderr, want) {
		t.Errorf("no set: got exit %d, stderr %q; want %d and %q", code, stderr, cli.ExitUsage, want)
	}
}
