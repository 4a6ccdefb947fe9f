// Package draughtstest cross-checks a game of the 32-square draughts kit
// (draughts32) against another implementation, pydraughts, run outside the
// repository: the positions of seeded random games and the positions their
// legal moves lead to are written for a script to compare (Dump), and the
// answers kept in a game's testdata are compared with the game's own
// (Agrees). docs/rules-tests.md says how the answers were made.
package draughtstest

import (
	"bufio"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/draughts32"
)

// RandomPositions returns the positions of games random moves play from
// start (at most 150 plies each), seeded, each position once.
func RandomPositions[R draughts32.Rules](start draughts32.Position[R], seed uint64, games int) []draughts32.Position[R] {
	r := rand.New(rand.NewPCG(seed, 7))
	seen := map[draughts32.Position[R]]bool{}
	var out []draughts32.Position[R]
	for range games {
		p := start
		for ply := 0; ply < 150; ply++ {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[r.IntN(len(moves))])
		}
	}
	return out
}

// Results returns the texts of the positions p's legal moves lead to,
// each Canonical, sorted.
func Results[R draughts32.Rules](p draughts32.Position[R]) []string {
	var out []string
	for _, m := range p.AppendMoves(nil) {
		out = append(out, Canonical(p.Play(m).String()))
	}
	slices.Sort(out)
	return out
}

// Canonical writes a position text with each side's squares sorted by
// name, as pydraughts and the kit order them differently.
func Canonical(fen string) string {
	f := strings.Split(fen, ":")
	for i := 1; i < len(f); i++ {
		side, list := f[i][:1], strings.Split(f[i][1:], ",")
		if f[i][1:] == "" {
			list = nil
		}
		slices.Sort(list)
		f[i] = side + strings.Join(list, ",")
	}
	return strings.Join(f, ":")
}

// Dump writes, when the environment variable env names a file, the
// positions of games random games from start (RandomPositions) with the
// positions their legal moves lead to, one line each,
// "FEN<TAB>AFTER|AFTER|…", for a script outside the repository to compare
// with pydraughts; without env it skips the test.
func Dump[R draughts32.Rules](t *testing.T, env string, start draughts32.Position[R], seed uint64, games int) {
	t.Helper()
	name := os.Getenv(env)
	if name == "" {
		t.Skipf("set %s to a file to write the positions for the cross-check", env)
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for _, p := range RandomPositions(start, seed, games) {
		w.WriteString(Canonical(p.String()) + "\t" + strings.Join(Results(p), "|") + "\n")
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// Agrees compares the moves of the positions in the file at path (lines
// as Dump writes them, with pydraughts' answers; "#" lines are comments)
// with the game's own, and fails on each disagreement, or when the file
// holds fewer than 100 positions.
func Agrees[R draughts32.Rules](t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fen, after, _ := strings.Cut(line, "\t")
		p, err := draughts32.Parse[R](fen)
		if err != nil {
			t.Fatalf("parsing %q: %v", fen, err)
		}
		var want []string
		if after != "" {
			want = strings.Split(after, "|")
		}
		if got := Results(p); !slices.Equal(got, want) {
			t.Errorf("positions after the moves of %s:\n got %q\nwant %q", fen, got, want)
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("only %d positions in %s, want 100 or more", n, path)
	}
}
