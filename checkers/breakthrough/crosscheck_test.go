package breakthrough_test

import (
	"os"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
	"github.com/kingme/kingme/checkers/internal/draughts50/crosscheck"
)

// crossCheckPositions are the positions of the cross-check: those of 200
// random games, played to their end (the first king), then 12,000 of men
// put at random, with a king of the player not to move in some (a game
// just won), half of them few, which leaves sides blocked or empty.
func crossCheckPositions() []checkers.Position {
	v := breakthrough.Variant{}
	out := crosscheck.RandomGames(v, 2026, 200)
	out = append(out, crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 1, Men: 10}, 2026, 6000)...)
	return append(out, crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 1, Men: 3}, 2027, 6000)...)
}

// TestDumpForPydraughts writes, when KINGME_BREAKTHROUGH_DUMP names a
// file, the positions of the cross-check with what the rules say of them
// (crosscheck.Line), for a script outside the repository to compare with
// pydraughts (docs/rules/breakthrough.md says how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_BREAKTHROUGH_DUMP")
	if name == "" {
		t.Skip("set KINGME_BREAKTHROUGH_DUMP to a file to write the positions for the cross-check")
	}
	crosscheck.Dump(t, name, crossCheckPositions())
}

// TestPydraughtsAgrees compares the positions of testdata/pydraughts.txt,
// with who has won in them and after each legal move, with pydraughts'
// answers kept there (the file's header says how they were made).
func TestPydraughtsAgrees(t *testing.T) {
	if n := crosscheck.Agrees(t, breakthrough.Variant{}, "testdata/pydraughts.txt"); n < 100 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 100 or more", n)
	}
}
