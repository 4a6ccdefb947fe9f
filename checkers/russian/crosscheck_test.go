package russian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/draughtstest"
	"github.com/kingme/kingme/checkers/russian"
)

// TestDumpForPydraughts writes, when KINGME_RUSSIAN_DUMP names a file, the
// positions of random games with the positions their legal moves lead to,
// for a script outside the repository to compare with pydraughts
// (docs/rules-tests.md says how).
func TestDumpForPydraughts(t *testing.T) {
	draughtstest.Dump(t, "KINGME_RUSSIAN_DUMP", russian.Start(), 2024, 500)
}

// TestPydraughtsAgrees compares the moves of the positions in
// testdata/pydraughts.txt with the positions pydraughts gave for them
// (the file's header says how it was made).
func TestPydraughtsAgrees(t *testing.T) {
	draughtstest.Agrees[russian.Rules](t, "testdata/pydraughts.txt")
}
