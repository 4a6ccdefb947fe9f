package turkish_test

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/draughts50/crosscheck"
	"github.com/kingme/kingme/checkers/turkish"
)

// randomPlaced returns n positions of kings and men put on random squares,
// seeded: up to kings kings (at least one on the side to move when
// kingsToMove) and up to men men a side, no man on its crowning row,
// either player to move; they try the kings' captures more than games do.
func randomPlaced(seed uint64, n, kings, men int) []checkers.Position {
	r := rand.New(rand.NewPCG(seed, 11))
	out := make([]checkers.Position, 0, n)
	for len(out) < n {
		taken := map[turkish.Square]bool{}
		var sides [2][]string
		for c := range 2 { // 0 White, 1 Black
			k, m := 1+r.IntN(kings), r.IntN(men+1)
			for i := 0; i < k+m; {
				sq := turkish.Square(r.IntN(64))
				crown := sq.Rank() == 7 && c == 0 || sq.Rank() == 0 && c == 1
				if taken[sq] || i >= k && crown {
					continue
				}
				taken[sq] = true
				if i < k {
					sides[c] = append(sides[c], "K"+sq.String())
				} else {
					sides[c] = append(sides[c], sq.String())
				}
				i++
			}
		}
		fen := "WB"[r.IntN(2):][:1] + ":W" + strings.Join(sides[0], ",") + ":B" + strings.Join(sides[1], ",")
		p, err := turkish.Variant{}.ParsePosition(fen)
		if err != nil {
			panic(err)
		}
		out = append(out, p)
	}
	return out
}

// TestDumpForPydraughts writes, when KINGME_TURKISH_DUMP names a file, the
// positions of random games and of pieces put at random with what the rules
// say of them (crosscheck.Line), for the script outside the repository that
// asks pydraughts (docs/rules/turkish.md says how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_TURKISH_DUMP")
	if name == "" {
		t.Skip("set KINGME_TURKISH_DUMP to a file to write the positions for the cross-check")
	}
	positions := crosscheck.RandomGames(turkish.Variant{}, 2026, 300)
	positions = append(positions, randomPlaced(2026, 8000, 4, 8)...)
	positions = append(positions, randomPlaced(2027, 4000, 2, 12)...)
	crosscheck.Dump(t, name, positions)
}

// TestPydraughtsAgrees compares the lines of testdata/pydraughts.txt,
// pydraughts' answers (the file's header says how they were made), with
// what the rules say of their positions: the same positions after the same
// moves, the same results.
func TestPydraughtsAgrees(t *testing.T) {
	if n := crosscheck.Agrees(t, turkish.Variant{}, "testdata/pydraughts.txt"); n < 300 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 300 or more", n)
	}
}
