package stackem_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/stackem"
)

func TestPositionTextRoundTrip(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"R 9:rrB 14:b 22:R", "R 9:rrB 14:b 22:R"},
		{"B 22:R  9:rrB\t14:b", "B 9:rrB 14:b 22:R"},
		{"r 1:b", "R 1:b"},
		{"B", "B"},
		{"R 5:rrrrrrrrrrrrbbbbbbbbbbbB", "R 5:rrrrrrrrrrrrbbbbbbbbbbbB"},
	} {
		t.Run(c.in, func(t *testing.T) {
			p, err := stackem.ParsePosition(c.in)
			if err != nil {
				t.Fatalf("ParsePosition: %v", err)
			}
			if got := p.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
			q, err := stackem.ParsePosition(p.String())
			if err != nil || q != p {
				t.Errorf("reading %q back: %v, %v", p.String(), q, err)
			}
		})
	}
}

func TestParsePositionErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "it is empty"},
		{"X 1:r", `side to move "X"`},
		{"R 1r", "must be a square number, a colon and the checkers"},
		{"R 0:r", "square 0 is off the board"},
		{"R 33:r", "square 33 is off the board"},
		{"R x:r", `"x" is not a square number`},
		{"R 1:r 1:b", "square 1 is given twice"},
		{"R 1:", "no checkers after the colon"},
		{"R 1:rx", `'x' is not a checker`},
		{"R 1:Rr", "only the top can be a king"},
		{"R 1:rrrrrrrrrrrrr", "Red has 13 checkers"},
		{"R 1:bbbbbbb 2:bbbbbb", "Black has 13 checkers"},
		{"R 1:rrrrrrrrrrrrrbbbbbbbbbbbb", "25 checkers in one stack"},
	} {
		t.Run(c.in, func(t *testing.T) {
			_, err := stackem.ParsePosition(c.in)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParsePosition(%q) error = %v, want it to contain %q", c.in, err, c.want)
			}
		})
	}
}

// FuzzParsePosition checks that ParsePosition never panics and that what
// it reads it writes back to text that reads to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{stackem.Start().String(), "R 9:rrB 14:b 22:R", "B", "R 1:Rr", "R 33:r", "b 1:b 2:B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := stackem.ParsePosition(s)
		if err != nil {
			return
		}
		q, err := stackem.ParsePosition(p.String())
		if err != nil {
			t.Fatalf("%q wrote %q, which does not read back: %v", s, p.String(), err)
		}
		if q != p {
			t.Fatalf("%q round trip: got %s, want %s", s, q, p)
		}
		_ = p.LegalMoves() // any position that reads has a move list
	})
}
