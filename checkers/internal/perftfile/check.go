package perftfile

import (
	"strconv"
	"testing"
)

// Counter counts perft for a position given as text: a variant's fast
// generator, or its test-only reference generator.
type Counter func(position string, depth int) (uint64, error)

// Check runs one subtest per line of the perft file name: fast must give
// every count; ref must give those up to refLimit; lines whose count is over
// shortLimit are skipped with -short.
func Check(t *testing.T, name string, fast, ref Counter, refLimit, shortLimit uint64) {
	t.Helper()
	cases, err := Read(name)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Position+"/"+strconv.Itoa(c.Depth), func(t *testing.T) {
			if testing.Short() && c.Count > shortLimit {
				t.Skip("deep count: run without -short")
			}
			for _, g := range []struct {
				name    string
				count   Counter
				enabled bool
			}{{"fast", fast, true}, {"reference", ref, c.Count <= refLimit}} {
				if !g.enabled {
					continue
				}
				got, err := g.count(c.Position, c.Depth)
				if err != nil {
					t.Fatalf("line %d: %s: %v", c.Line, g.name, err)
				}
				if got != c.Count {
					t.Errorf("%s perft(%d) = %d, want %d", g.name, c.Depth, got, c.Count)
				}
			}
		})
	}
}
