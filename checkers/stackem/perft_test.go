package stackem

import (
	"strconv"
	"testing"

	"github.com/kingme/kingme/checkers/internal/perftfile"
)

// TestPerftFile checks every count of testdata/perft.txt with the bitboard
// generator and the cheap ones with the reference generator too (all of
// them with KINGME_REF_LIMIT=0).
func TestPerftFile(t *testing.T) {
	cases, err := perftfile.Read("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	limit := perftfile.RefLimit(testing.Short(), 20_000, 200_000)
	for _, c := range cases {
		t.Run(c.Position+"/"+strconv.Itoa(c.Depth), func(t *testing.T) {
			if testing.Short() && c.Count > 5_000_000 {
				t.Skip("deep count: run without -short")
			}
			p, err := ParsePosition(c.Position)
			if err != nil {
				t.Fatalf("line %d: %v", c.Line, err)
			}
			if got := p.Perft(c.Depth); got != c.Count {
				t.Errorf("Perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
			if c.Count > limit {
				return
			}
			b, err := refParse(c.Position)
			if err != nil {
				t.Fatalf("line %d: reference: %v", c.Line, err)
			}
			if got := refPerft(b, c.Depth); got != c.Count {
				t.Errorf("reference perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
		})
	}
}
