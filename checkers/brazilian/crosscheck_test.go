package brazilian_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/brazilian"
)

// randomPositions returns the positions of seeded random games, each
// position once.
func randomPositions(seed uint64, games int) []brazilian.Position {
	r := rand.New(rand.NewPCG(seed, 7))
	seen := map[brazilian.Position]bool{}
	var out []brazilian.Position
	for range games {
		p := brazilian.Start()
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

// results returns the texts of the positions p's legal moves lead to,
// sorted.
func results(p brazilian.Position) []string {
	var out []string
	for _, m := range p.AppendMoves(nil) {
		out = append(out, canonical(p.Play(m).String()))
	}
	slices.Sort(out)
	return out
}

// canonical writes a position text with each side's squares sorted by
// name, as pydraughts and this package order them differently.
func canonical(fen string) string {
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

// TestDumpForPydraughts writes, when KINGME_BRAZILIAN_DUMP names a file, the
// positions of random games with the positions their legal moves lead to,
// one line each, "FEN<TAB>AFTER|AFTER|…": a script outside the repository
// compares them with pydraughts (docs/rules-tests.md says how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_BRAZILIAN_DUMP")
	if name == "" {
		t.Skip("set KINGME_BRAZILIAN_DUMP to a file to write the positions for the cross-check")
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for _, p := range randomPositions(2026, 600) {
		w.WriteString(canonical(p.String()) + "\t" + strings.Join(results(p), "|") + "\n")
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// TestPydraughtsAgrees compares the moves of the positions in
// testdata/pydraughts.txt with the positions pydraughts gave for them
// (the file's header says how it was made).
func TestPydraughtsAgrees(t *testing.T) {
	f, err := os.Open("testdata/pydraughts.txt")
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
		p, err := brazilian.ParseFEN(fen)
		if err != nil {
			t.Fatalf("ParseFEN(%q): %v", fen, err)
		}
		var want []string
		if after != "" {
			want = strings.Split(after, "|")
		}
		if got := results(p); !slices.Equal(got, want) {
			t.Errorf("positions after the moves of %s:\n got %q\nwant %q", fen, got, want)
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 100 or more", n)
	}
}
