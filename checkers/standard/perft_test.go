package standard

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftCase is one line of testdata/perft.txt.
type perftCase struct {
	fen   string
	depth int
	count uint64
	line  int
}

func readPerftFile(t *testing.T, name string) []perftCase {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 3 {
			t.Fatalf("%s:%d: want FEN DEPTH COUNT, got %q", name, line, text)
		}
		depth, err1 := strconv.Atoi(fields[1])
		count, err2 := strconv.ParseUint(fields[2], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad depth or count in %q", name, line, text)
		}
		cases = append(cases, perftCase{fields[0], depth, count, line})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// refLimit is the largest count the slow reference generator checks: all of
// them with KINGME_REF_LIMIT=0, the given number of leaves otherwise.
func refLimit() uint64 {
	if s := os.Getenv("KINGME_REF_LIMIT"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err == nil && n == 0 {
			return ^uint64(0)
		}
		if err == nil {
			return n
		}
	}
	if testing.Short() {
		return 100_000
	}
	return 1_000_000
}

// TestPerftFile checks every count of testdata/perft.txt with the bitboard
// generator (to depth 13 from the start; depth 11 with -short) and the cheap
// ones with the reference generator too.
func TestPerftFile(t *testing.T) {
	limit := refLimit()
	for _, c := range readPerftFile(t, "testdata/perft.txt") {
		t.Run(c.fen+"/"+strconv.Itoa(c.depth), func(t *testing.T) {
			if testing.Short() && c.depth > 11 {
				t.Skip("deep count: run without -short")
			}
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatalf("line %d: %v", c.line, err)
			}
			if got := p.Perft(c.depth); got != c.count {
				t.Errorf("Perft(%d) = %d, want %d", c.depth, got, c.count)
			}
			if c.count > limit {
				return
			}
			b, err := refParseFEN(c.fen)
			if err != nil {
				t.Fatalf("line %d: reference: %v", c.line, err)
			}
			if got := refPerft(b, c.depth); got != c.count {
				t.Errorf("reference perft(%d) = %d, want %d", c.depth, got, c.count)
			}
		})
	}
}
