package international_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/international"
)

// randomPositions returns the positions of games random moves play from the
// start (at most 150 plies each), seeded, each position once.
func randomPositions(seed uint64, games int) []international.Position {
	r := rand.New(rand.NewPCG(seed, 7))
	seen := map[international.Position]bool{}
	var out []international.Position
	for range games {
		p := international.Start()
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

// randomPlaced returns n positions of kings and men put on random squares,
// seeded: one to four kings and up to eight men a side, no man on its
// crowning row, either player to move; they try the kings' captures more
// than games do.
func randomPlaced(seed uint64, n int) []international.Position {
	r := rand.New(rand.NewPCG(seed, 11))
	out := make([]international.Position, 0, n)
	for len(out) < n {
		taken := map[int]bool{}
		var sides [2][]string
		for c := range 2 {
			kings, men := 1+r.IntN(4), r.IntN(9)
			for i := 0; i < kings+men; {
				sq := 1 + r.IntN(50)
				crown := sq <= 5 && c == 0 || sq >= 46 && c == 1
				if taken[sq] || i >= kings && crown {
					continue
				}
				taken[sq] = true
				if i < kings {
					sides[c] = append(sides[c], "K"+strconv.Itoa(sq))
				} else {
					sides[c] = append(sides[c], strconv.Itoa(sq))
				}
				i++
			}
		}
		fen := "WB"[r.IntN(2):][:1] + ":W" + strings.Join(sides[0], ",") + ":B" + strings.Join(sides[1], ",")
		p, err := international.ParseFEN(fen)
		if err != nil {
			panic(err)
		}
		out = append(out, p)
	}
	return out
}

// results returns the texts of the positions p's legal moves lead to, each
// canonical, sorted.
func results(p international.Position) []string {
	var out []string
	for _, m := range p.AppendMoves(nil) {
		out = append(out, canonical(p.Play(m).String()))
	}
	slices.Sort(out)
	return out
}

// canonical writes a position text with each side's squares sorted as
// strings ("K12" before "3"), as the script that asks pydraughts sorts them.
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

// TestDumpForPydraughts writes, when KINGME_INTERNATIONAL_DUMP names a
// file, the positions of random games with the positions their legal moves
// lead to (and 5,000 positions of pieces put at random), one line each, "FEN<TAB>AFTER|AFTER|…", for a script outside the
// repository to compare with pydraughts (docs/rules/international.md says
// how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_INTERNATIONAL_DUMP")
	if name == "" {
		t.Skip("set KINGME_INTERNATIONAL_DUMP to a file to write the positions for the cross-check")
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for _, p := range append(randomPositions(2026, 250), randomPlaced(2026, 5000)...) {
		w.WriteString(canonical(p.String()) + "\t" + strings.Join(results(p), "|") + "\n")
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// TestPydraughtsAgrees compares the moves of the positions in
// testdata/pydraughts.txt with the positions pydraughts gave for them (the
// file's header says how it was made).
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
		p, err := international.ParseFEN(fen)
		if err != nil {
			t.Fatalf("parsing %q: %v", fen, err)
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
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 100 or more", n)
	}
}
