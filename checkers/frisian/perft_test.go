package frisian_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/checkers/internal/perftfile"
)

// slow hides a position's perft, so that checkers.Perft walks Legal and
// After.
type slow struct{ checkers.Position }

// TestPerftFile checks every count of testdata/perft.txt, and the cheap
// ones by the plain walk over Legal and After too.
func TestPerftFile(t *testing.T) {
	fast := func(text string, depth int) (uint64, error) {
		p, err := frisian.ParseFEN(text)
		return p.Perft(depth), err
	}
	plain := func(text string, depth int) (uint64, error) {
		p, err := frisian.ParseFEN(text)
		return checkers.Perft(slow{p}, depth), err
	}
	perftfile.Check(t, "testdata/perft.txt", fast, plain, 200_000, 5_000_000)
}
