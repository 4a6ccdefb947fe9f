package turkish_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/perftfile"
	"github.com/kingme/kingme/checkers/turkish"
)

// slow hides a position's perft, so that checkers.Perft walks Legal and
// After.
type slow struct{ checkers.Position }

// TestPerftFile checks every count of testdata/perft.txt (to depth 8 from
// the start; to depth 7 with -short), and the cheap ones by the plain walk
// over Legal and After too.
func TestPerftFile(t *testing.T) {
	fast := func(text string, depth int) (uint64, error) {
		p, err := turkish.ParseFEN(text)
		return p.Perft(depth), err
	}
	plain := func(text string, depth int) (uint64, error) {
		p, err := turkish.ParseFEN(text)
		return checkers.Perft(slow{p}, depth), err
	}
	perftfile.Check(t, "testdata/perft.txt", fast, plain, 200_000, 20_000_000)
}

// TestPublishedRoutes checks the start position's published counts, kish's
// (testdata/perft.txt says where they come from), which count every route
// of a capture as a move of its own: depths 1-8 (1-7 with -short).
func TestPublishedRoutes(t *testing.T) {
	published := []uint64{1, 8, 64, 708, 7538, 85090, 931312, 10782382, 123290300}
	for depth, want := range published {
		if testing.Short() && depth > 7 {
			break
		}
		if got := turkish.PerftRoutes(turkish.Start(), depth); got != want {
			t.Errorf("perft(%d) counting routes = %d, want %d", depth, got, want)
		}
	}
}
