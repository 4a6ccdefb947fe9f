package cli_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// readPDNFile reads every game of a PDN file.
func readPDNFile(t *testing.T, path string) []*pdn.GameRecord {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := pdn.NewReader(f)
	var games []*pdn.GameRecord
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
	if !strings.HasPrefix(errOut, "match: 2/2 games, A +") {
		t.Errorf("stderr %q: want the progress line (stderr is no terminal) reaching 2/2 with the tally", errOut)
	}

	parsed := readPDNFile(t, path)
	if len(parsed) != 2 {
		t.Fatalf("the PDN holds %d games, want 2", len(parsed))
	}
	points := 0.0
	for i, g := range parsed {
		replayed, err := games.PDN().Replay(g)
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
	russian := russianWeights(t, t.TempDir())
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--a", "foo=3"}, `kingme: --a: unknown setting "foo" in "foo=3": want level, depth, movetime, clock, hash, nodes, weights, threads`},
		{[]string{"--b", "depth=1,depth=2"}, `kingme: --b: setting "depth" given twice`},
		{[]string{"--games", "0"}, "kingme: --games 0: want at least 1"},
		{[]string{"--variant", "chess"}, `kingme: unknown variant "chess"`},
		{[]string{"--openings", "/no/such/file"}, "kingme: --openings: open /no/such/file"},
		{[]string{"--concurrency", "0"}, "kingme: --concurrency 0"},
		{[]string{"extra"}, `kingme: match takes no arguments, got "extra"`},
		{[]string{"--a", "weights=/no/such/file"}, "kingme: --a: weights: open /no/such/file"},
		{[]string{"--b", "hub=x,depth=2,weights=handset"}, "kingme: --b: hub=x: with an external engine only depth"},
		{[]string{"--variant", "brazilian", "--a", "weights=" + russian}, `kingme: --a: weights file ` + russian + `: weights file of the game "russian": want "brazilian"`},
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

// russianWeights writes zero learned weights of Russian draughts in dir
// and returns the file's path.
func russianWeights(t *testing.T, dir string) string {
	t.Helper()
	g, err := games.Lookup("russian")
	if err != nil {
		t.Fatal(err)
	}
	w, err := g.Learning.New(make([]int16, 2*g.Learning.Features), false) // opening and ending
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := g.Learning.Write(w, &b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "russian.kmlw")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
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
	parsed := readPDNFile(t, path)
	if len(parsed) != 1 {
		t.Fatalf("the PDN holds %d games, want 1", len(parsed))
	}
	if got, _ := parsed[0].Tag("Opening"); got != "Ayrshire Lassie: 11-15 24-20 8-11" {
		t.Errorf("Opening tag %q, want the file's", got)
	}
	if _, err := games.PDN().Replay(parsed[0]); err != nil {
		t.Error(err)
	}
}

// TestMatchSPRT plays sequential tests through the command: equal sides,
// whose game pairs are the same game with the colours swapped and so all
// split, accept H0 (elo 0) against 200 Elo after 5 pairs (each pair
// multiplies the likelihood ratio by 2·(1−0.76)); depth 3 against depth 1,
// two games at once, accepts H1; and a match too short to decide says so.
func TestMatchSPRT(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // the output's lines, as regular expressions
	}{
		{"H0", []string{"--a", "depth=1,hash=1", "--b", "depth=1,hash=1", "--games", "40", "--sprt", "0,200"}, []string{
			`^Standard checkers, at most 40 games, openings: the 3-move ballot \(156 openings\)$`,
			`^A: depth=1,hash=1$`,
			`^B: depth=1,hash=1$`,
			`^SPRT: H0 elo 0, H1 elo 200 \(logistic\), alpha 0.05, beta 0.05: LLR bounds \[-2.94, 2.94\]$`,
			`^A: \d+ wins, \d+ draws, \d+ losses \(\+\d+ =\d+ -\d+\)$`,
			`^score: 50.0% \(5/10\)$`,
			`^Elo difference: \+0 ± `,
			`^LLR: -3.66 \[-2.94, 2.94\] over 5 game pairs, pair scores 0-2: 0 0 5 0 0$`,
			`^SPRT: H0 accepted$`,
		}},
		{"H1", []string{"--a", "depth=3,hash=1,book=none", "--b", "depth=1,hash=1,book=none", "--games", "40", "--sprt", "0,200", "--concurrency", "2"}, []string{
			`^Standard checkers, at most 40 games`,
			`^A: depth=3,hash=1,book=none$`,
			`^B: depth=1,hash=1,book=none$`,
			`^SPRT: H0 elo 0, H1 elo 200 \(logistic\)`,
			`^A: \d+ wins, \d+ draws, \d+ losses \(\+\d+ =\d+ -\d+\)$`,
			`^score: \d+\.\d% \([\d.]+/(\d|[1-3]\d)\)$`, // fewer than 40 games
			`^Elo difference: \+\d+ ± (\d+|inf) \(95 %\)$`,
			`^LLR: (2\.9[5-9]|[3-9]\.\d\d|\d\d+\.\d\d) \[-2.94, 2.94\] over \d+ game pairs?, pair scores 0-2: \d+ \d+ \d+ \d+ \d+$`,
			`^SPRT: H1 accepted$`,
		}},
		{"inconclusive", []string{"--a", "depth=2,hash=1", "--b", "depth=1,hash=1", "--games", "3", "--sprt", "0,5", "--alpha", "0.1", "--beta", "0.2"}, []string{
			`^Standard checkers, at most 3 games`,
			`^A: `,
			`^B: `,
			`^SPRT: H0 elo 0, H1 elo 5 \(logistic\), alpha 0.1, beta 0.2: LLR bounds \[-1.50, 2.08\]$`,
			`^A: `,
			`^score: `,
			`^Elo difference: `,
			`^LLR: -?\d\.\d\d \[-1.50, 2.08\] over 1 game pair, pair scores 0-2: `,
			`^SPRT: inconclusive after 3 games$`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "", append([]string{"match", "--variant", "standard"}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			got := lines(t, out)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d lines of output, want %d:\n%s", len(got), len(tt.want), out)
			}
			for i, want := range tt.want {
				if !regexp.MustCompile(want).MatchString(got[i]) {
					t.Errorf("line %d: got %q, want it to match %q", i+1, got[i], want)
				}
			}
			if !regexp.MustCompile(`LLR -?\d+\.\d\d \[-\d\.\d\d, \d\.\d\d\]`).MatchString(errOut) {
				t.Errorf("stderr %q: want a progress bar with the LLR and its bounds", errOut)
			}
		})
	}
}

func TestMatchSPRTBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--sprt", "5"}, `kingme: --sprt "5": want two Elo differences ELO0,ELO1, such as 0,5`},
		{[]string{"--sprt", "0,five"}, `kingme: --sprt "0,five": want two Elo differences`},
		{[]string{"--sprt", "5,0"}, "kingme: --sprt 5,0 --alpha 0.05 --beta 0.05: SPRT elo 5,0: want elo0 below elo1"},
		{[]string{"--sprt", "0,5", "--alpha", "0"}, "kingme: --sprt 0,5 --alpha 0 --beta 0.05: SPRT alpha 0: want it between 0 and 1"},
		{[]string{"--sprt", "0,5", "--alpha", "0.5", "--beta", "0.5"}, "kingme: --sprt 0,5 --alpha 0.5 --beta 0.5: SPRT alpha 0.5 and beta 0.5: want their sum below 1"},
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

// TestMatchResume stops a match's file after two of its four games, as a
// stopped match leaves it, and goes on with --resume: the other two rounds
// are played and added; without --resume the file is refused, and a file
// of another match is refused with --resume.
func TestMatchResume(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdn")
	args := []string{"match", "--variant", "standard", "--a", "depth=3,hash=1", "--b", "depth=1,hash=1", "--games", "4", "--pdn", path}
	if code, _, errOut := run(t, "", args...); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	whole := readPDNFile(t, path)
	if len(whole) != 4 {
		t.Fatalf("the PDN holds %d games, want 4", len(whole))
	}
	// Keep the first two games written, as if the match had stopped there.
	var kept strings.Builder
	for _, g := range whole[:2] {
		kept.WriteString(g.String())
	}
	if err := os.WriteFile(path, []byte(kept.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run(t, "", args...); code != 2 || out != "" || !strings.Contains(errOut, "the file exists; add --resume") {
		t.Errorf("without --resume: exit %d, stdout %q, stderr %q; want 2 and the file refused", code, out, errOut)
	}
	code, out, errOut := run(t, "", append(args, "--resume")...)
	if code != 0 {
		t.Fatalf("--resume: exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "resumed: 2 games of 4 already played") || !strings.Contains(out, "score: ") {
		t.Errorf("--resume: stdout %q: want the games read back and the summary", out)
	}
	games := readPDNFile(t, path)
	rounds := map[string]bool{}
	for _, g := range games {
		r, _ := g.Tag("Round")
		rounds[r] = true
	}
	if len(games) != 4 || len(rounds) != 4 {
		t.Errorf("after --resume the PDN holds %d games of rounds %v, want 4 games of rounds 1 to 4", len(games), rounds)
	}
	other := []string{"match", "--variant", "standard", "--a", "depth=2,hash=1", "--b", "depth=1,hash=1", "--games", "4", "--pdn", path, "--resume"}
	if code, _, errOut := run(t, "", other...); code != 2 || !strings.Contains(errOut, "is not this match's") {
		t.Errorf("--resume with another match's file: exit %d, stderr %q; want 2 and the file refused", code, errOut)
	}
	if code, _, errOut := run(t, "", "match", "--resume"); code != 2 || !strings.Contains(errOut, "--resume: want --pdn") {
		t.Errorf("--resume without --pdn: exit %d, stderr %q; want 2 and --pdn asked for", code, errOut)
	}
}

// TestMatchClock: a side on a clock too short for any move loses every
// game on time, and the summary counts them.
func TestMatchClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.pdn")
	code, out, errOut := run(t, "", "match", "--variant", "standard", "--a", "depth=2,hash=1", "--b", "depth=2,hash=1,clock=1ns",
		"--games", "2", "--pdn", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"B: depth=2,clock=1ns+0s,hash=1\n", "A: 2 wins, 0 draws, 0 losses", "lost on time: A 0, B 2\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("got output:\n%s\nwant it to contain %q", out, want)
		}
	}
	for i, g := range readPDNFile(t, path) {
		if got, _ := g.Tag("Termination"); got != "time forfeit" {
			t.Errorf("game %d: Termination %q, want %q", i+1, got, "time forfeit")
		}
	}
}
