package standard

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/perftfile"
)

// TestPerftFile checks every count of testdata/perft.txt with the bitboard
// generator (to depth 13 from the start; to depth 11, 85 M leaves, with
// -short) and the cheap ones with the reference generator too (all of them
// with KINGME_REF_LIMIT=0).
func TestPerftFile(t *testing.T) {
	fast := func(text string, depth int) (uint64, error) {
		p, err := ParseFEN(text)
		return p.Perft(depth), err
	}
	ref := func(text string, depth int) (uint64, error) {
		b, err := refParseFEN(text)
		return refPerft(b, depth), err
	}
	limit := perftfile.RefLimit(testing.Short(), 100_000, 1_000_000)
	perftfile.Check(t, "testdata/perft.txt", fast, ref, limit, 100_000_000)
}
