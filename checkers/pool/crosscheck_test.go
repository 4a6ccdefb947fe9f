package pool_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/draughtstest"
	"github.com/kingme/kingme/checkers/pool"
)

// TestDumpForPydraughts writes, when KINGME_POOL_DUMP names a file, the
// positions of random games with the positions their legal moves lead to,
// for a script outside the repository to compare with pydraughts
// (docs/rules-tests.md says how).
func TestDumpForPydraughts(t *testing.T) {
	draughtstest.Dump(t, "KINGME_POOL_DUMP", pool.Start(), 2026, 600)
}

// TestPydraughtsAgrees compares the moves of the positions in
// testdata/pydraughts.txt with the positions pydraughts gave for them
// (the file's header says how it was made).
func TestPydraughtsAgrees(t *testing.T) {
	draughtstest.Agrees[pool.Rules](t, "testdata/pydraughts.txt")
}
