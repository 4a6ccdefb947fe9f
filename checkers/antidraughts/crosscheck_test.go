package antidraughts_test

import (
	"os"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
	"github.com/kingme/kingme/checkers/internal/draughts50/crosscheck"
)

// crossCheckPositions are the positions of the cross-check: those of 100
// random games, played to their end, then 12,000 of pieces put at random,
// half of them few, which leaves sides blocked or empty.
func crossCheckPositions() []checkers.Position {
	v := antidraughts.Variant{}
	out := crosscheck.RandomGames(v, 2026, 100)
	out = append(out, crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 3, Men: 8, KingsToMove: true}, 2026, 6000)...)
	return append(out, crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 1, Men: 3, KingsToMove: true}, 2027, 6000)...)
}

// TestDumpForPydraughts writes, when KINGME_ANTIDRAUGHTS_DUMP names a
// file, the positions of the cross-check with what the rules say of them
// (crosscheck.Line), for a script outside the repository to compare with
// pydraughts (docs/rules/antidraughts.md says how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_ANTIDRAUGHTS_DUMP")
	if name == "" {
		t.Skip("set KINGME_ANTIDRAUGHTS_DUMP to a file to write the positions for the cross-check")
	}
	crosscheck.Dump(t, name, crossCheckPositions())
}

// TestPydraughtsAgrees compares the positions of testdata/pydraughts.txt,
// with who has won in them and after each legal move, with pydraughts'
// answers kept there (the file's header says how they were made).
func TestPydraughtsAgrees(t *testing.T) {
	if n := crosscheck.Agrees(t, antidraughts.Variant{}, "testdata/pydraughts.txt"); n < 100 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 100 or more", n)
	}
}
