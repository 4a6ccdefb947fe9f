// Package perftfile reads the perft data files that every variant keeps
// under its testdata folder: one line per position and depth,
//
//	DEPTH COUNT POSITION
//
// where POSITION, the rest of the line, is the variant's position text (it
// may hold spaces). Blank lines and lines starting with # are comments.
package perftfile

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Case is one line of a perft file.
type Case struct {
	Position string
	Depth    int
	Count    uint64
	Line     int // the line number in the file, for messages
}

// Read returns the cases of the perft file name.
func Read(name string) ([]Case, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		fields := strings.SplitN(text, " ", 3)
		if len(fields) != 3 {
			return nil, fmt.Errorf("%s:%d: want DEPTH COUNT POSITION, got %q", name, line, text)
		}
		depth, err1 := strconv.Atoi(fields[0])
		count, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil || depth < 0 {
			return nil, fmt.Errorf("%s:%d: bad depth or count in %q", name, line, text)
		}
		cases = append(cases, Case{strings.TrimSpace(fields[2]), depth, count, line})
	}
	return cases, sc.Err()
}

// RefLimit is the largest count a test should check with its slow
// reference generator: every count when the environment variable
// KINGME_REF_LIMIT is 0, its value when it is another number, and short or
// long otherwise (go test -short or not).
func RefLimit(short bool, shortLimit, longLimit uint64) uint64 {
	if s := os.Getenv("KINGME_REF_LIMIT"); s != "" {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			if n == 0 {
				return ^uint64(0)
			}
			return n
		}
	}
	if short {
		return shortLimit
	}
	return longLimit
}
