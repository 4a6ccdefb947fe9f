package standard

import (
	"strconv"
	"testing"

	"github.com/kingme/kingme/checkers/internal/perftfile"
)

// TestPerftFile checks every count of testdata/perft.txt with the bitboard
// generator (to depth 13 from the start; depth 11 with -short) and the cheap
// ones with the reference generator too (all of them with KINGME_REF_LIMIT=0).
func TestPerftFile(t *testing.T) {
	cases, err := perftfile.Read("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	limit := perftfile.RefLimit(testing.Short(), 100_000, 1_000_000)
	for _, c := range cases {
		t.Run(c.Position+"/"+strconv.Itoa(c.Depth), func(t *testing.T) {
			if testing.Short() && c.Depth > 11 {
				t.Skip("deep count: run without -short")
			}
			p, err := ParseFEN(c.Position)
			if err != nil {
				t.Fatalf("line %d: %v", c.Line, err)
			}
			if got := p.Perft(c.Depth); got != c.Count {
				t.Errorf("Perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
			if c.Count > limit {
				return
			}
			b, err := refParseFEN(c.Position)
			if err != nil {
				t.Fatalf("line %d: reference: %v", c.Line, err)
			}
			if got := refPerft(b, c.Depth); got != c.Count {
				t.Errorf("reference perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
		})
	}
}
