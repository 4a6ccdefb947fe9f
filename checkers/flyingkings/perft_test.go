package flyingkings

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/perftfile"
)

// TestPerftFile checks every count of testdata/perft.txt with the bitboard
// generator (up to 5 M leaves with -short) and the cheap ones with the
// reference generator too (all of them with KINGME_REF_LIMIT=0).
func TestPerftFile(t *testing.T) {
	fast := func(text string, depth int) (uint64, error) {
		p, err := ParsePosition(text)
		return p.Perft(depth), err
	}
	ref := func(text string, depth int) (uint64, error) {
		b, err := refParse(text)
		return refPerft(b, depth), err
	}
	limit := perftfile.RefLimit(testing.Short(), 20_000, 300_000)
	perftfile.Check(t, "testdata/perft.txt", fast, ref, limit, 5_000_000)
}
