package frysk_test

import (
	"os"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/checkers/internal/draughts50/crosscheck"
)

// crossCheckPositions are the positions of the cross-check: those of 120
// random games played to their end, every one in the order played (the
// kings' runs of steps hang on the moves before), then 16,000 of pieces put
// at random, half of them few, which leaves sides blocked or empty.
func crossCheckPositions() (games []checkers.Position, game []int, placed []checkers.Position) {
	v := frysk.Variant{}
	games, game = crosscheck.RandomGameRuns(v, 2026, 120)
	placed = crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 4, Men: 8, KingsToMove: true}, 2026, 8000)
	placed = append(placed, crosscheck.RandomPlaced(v, crosscheck.Placing{Kings: 2, Men: 3, KingsToMove: true}, 2027, 8000)...)
	return games, game, placed
}

// TestDumpForPydraughts writes, when KINGME_FRYSK_DUMP names a file, the
// positions of the cross-check with what the rules say of them
// (crosscheck.Line) and the game each comes from, for a script outside the
// repository to compare with pydraughts, replaying the games
// (docs/rules/frysk.md says how).
func TestDumpForPydraughts(t *testing.T) {
	name := os.Getenv("KINGME_FRYSK_DUMP")
	if name == "" {
		t.Skip("set KINGME_FRYSK_DUMP to a file to write the positions for the cross-check")
	}
	games, game, placed := crossCheckPositions()
	crosscheck.DumpGames(t, name, games, game, placed)
}

// TestPydraughtsAgrees compares the positions of testdata/pydraughts.txt,
// with who has won in them and after each legal move, with pydraughts'
// answers kept there (the file's header says how they were made).
func TestPydraughtsAgrees(t *testing.T) {
	if n := crosscheck.Agrees(t, frysk.Variant{}, "testdata/pydraughts.txt"); n < 100 {
		t.Errorf("only %d positions in testdata/pydraughts.txt, want 100 or more", n)
	}
}
