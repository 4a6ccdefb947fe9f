package cli_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/pdn"
)

// readPDNFile reads every game of a PDN file.
func readPDNFile(t *testing.T, path string) []*pdn.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := pdn.NewReader(f)
	var games []*pdn.Game
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return games
		}
		if err != nil {
			t.Fatalf("reading %s: %v", path, err)
		}
		games = append(games, g)
	}
}

// TestMatch plays a tiny match and reads back the PDN it writes.
func TestMatch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.pdn")
	code, out, errOut := run(t, "", "match", "--variant", "standard", "--a", "depth=2,hash=1", "--b", "depth=1,hash=1",
		"--games", "2", "--pdn", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	got := lines(t, out)
	if len(got) != 7 {
		t.Fatalf("got %d lines of output, want 7:\n%s", len(got), out)
	}
	for i, want := range []string{
		"Standard checkers, 2 games, openings: the 3-move ballot (156 openings)",
		"A: depth=2,hash=1",
		"B: depth=1,hash=1",
		"A: ",
		"score: ",
		"Elo difference: ",
		"games written to " + path,
	} {
		if !strings.HasPrefix(got[i], want) {
			t.Errorf("line %d: got %q, want it to start with %q", i+1, got[i], want)
		}
	}
	if !strings.Contains(errOut, "(2/2)") || !strings.Contains(errOut, "100%") || !strings.Contains(errOut, "A +") {
		t.Errorf("stderr %q: want a progress bar reaching (2/2) with the tally", errOut)
	}

	games := readPDNFile(t, path)
	if len(games) != 2 {
		t.Fatalf("the PDN holds %d games, want 2", len(games))
	}
	points := 0.0
	for i, g := range games {
		replayed, err := pdn.Replay(g)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		outcome, err := pdn.Outcome(g.Result, checkers.Black)
		if err != nil || outcome != replayed.Result().Outcome {
			t.Errorf("game %d: result %q (%v), the moves give %v", i+1, g.Result, err, replayed.Result())
		}
		opening, _ := g.Tag("Opening")
		if opening != "ACF 1: 9-13 21-17 5-9" {
			t.Errorf("game %d: Opening %q, want the ballot's first", i+1, opening)
		}
		black, _ := g.Tag("Black")
		aColor := checkers.Black
		if !strings.HasPrefix(black, "A: ") {
			aColor = checkers.Red
		}
		switch outcome {
		case checkers.WinFor(aColor):
			points++
		case checkers.Draw:
			points += 0.5
		}
	}
	if want := fmt.Sprintf("(%g/2)", points); !strings.HasSuffix(got[4], want) {
		t.Errorf("score line %q: want it to end with A's points in the PDN, %s", got[4], want)
	}
}

func TestMatchBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--a", "foo=3"}, `kingme: --a: unknown setting "foo" in "foo=3": want level, depth, movetime, hash, nodes, weights, threads`},
		{[]string{"--b", "depth=1,depth=2"}, `kingme: --b: setting "depth" given twice`},
		{[]string{"--games", "0"}, "kingme: --games 0: want at least 1"},
		{[]string{"--variant", "chess"}, `kingme: unknown variant "chess"`},
		{[]string{"--openings", "/no/such/file"}, "kingme: --openings: open /no/such/file"},
		{[]string{"--concurrency", "0"}, "kingme: --concurrency 0"},
		{[]string{"extra"}, `kingme: match takes no arguments, got "extra"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errOut := run(t, "", append([]string{"match"}, tt.args...)...)
			if code != 2 || out != "" || !strings.HasPrefix(errOut, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing and %q", code, out, errOut, tt.want)
			}
		})
	}
}

// TestMatchOpeningsFile plays from a file of openings, in another game.
func TestMatchOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	openings := filepath.Join(dir, "openings.txt")
	if err := os.WriteFile(openings, []byte("# mine\n11-15 24-20 8-11 # Ayrshire Lassie\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "out.pdn")
	code, out, errOut := run(t, "", "match", "--variant", "flying-kings", "--a", "depth=1,hash=1", "--b", "depth=1,hash=1",
		"--games", "1", "--openings", openings, "--pdn", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if want := "Kings & Flying Kings, 1 game, openings: 1 opening from " + openings; !strings.HasPrefix(out, want) {
		t.Errorf("stdout %q: want it to start with %q", out, want)
	}
	games := readPDNFile(t, path)
	if len(games) != 1 {
		t.Fatalf("the PDN holds %d games, want 1", len(games))
	}
	if got, _ := games[0].Tag("Opening"); got != "Ayrshire Lassie: 11-15 24-20 8-11" {
		t.Errorf("Opening tag %q, want the file's", got)
	}
	if _, err := pdn.Replay(games[0]); err != nil {
		t.Error(err)
	}
}
