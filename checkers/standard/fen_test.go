package standard_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/standard"
)

func TestParseFEN(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"B:W21,22,23,K5:B1,2,K30", "B:W21,22,23,K5:B1,2,K30"},
		{"B:W21-32:B1-12", standard.Start().String()},
		{"W:B1-12:W21-32", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{"b:wk1-3:bk30", "B:WK1,K2,K3:BK30"},
		{" B:W18:B14. ", "B:W18:B14"},
		{"W:W:B", "W:W:B"},
		{"B:W18", "B:W18:B"},
		{"B", "B:W:B"},
		{"B:WK5,21:B9", "B:W21,K5:B9"},
	} {
		t.Run(c.in, func(t *testing.T) {
			p, err := standard.ParseFEN(c.in)
			if err != nil {
				t.Fatalf("ParseFEN: %v", err)
			}
			if got := p.String(); got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}

func TestParseFENErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "it is empty"},
		{"X:W21:B1", `side to move "X"`},
		{"B:W33:B1", "square 33 is off the board"},
		{"B:W0:B1", "square 0 is off the board"},
		{"B:W21:B21", "square 21 is given twice"},
		{"B:W21,21:B1", "square 21 is given twice"},
		{"B:W21:W22", "the W section appears twice"},
		{"B:X21", `section "X21" must start with W or B`},
		{"B:W12-10", "runs backward"},
		{"B:Wa:B1", `"a" is not a square number`},
		{"B:W21,:B1", `"" is not a square number`},
		{"B::W21", "empty section"},
		{"B:W1-13:B20", "Red has 13 pieces"},
		{"B:W1:B20", "Red man on 1 stands on its crowning row"},
		{"B:W20:B30", "Black man on 30 stands on its crowning row"},
		{"B:W+5:B1", `"+5" is not a square number`},
	} {
		t.Run(c.in, func(t *testing.T) {
			_, err := standard.ParseFEN(c.in)
			if err == nil {
				t.Fatalf("ParseFEN(%q) succeeded, want an error containing %q", c.in, c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error = %q, want it to contain %q", err, c.want)
			}
		})
	}
}

// FuzzParseFEN checks that ParseFEN never panics and that what it reads it
// writes back to text that reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{"B:W21-32:B1-12", "B:W21,22,23,K5:B1,2,K30", "W:BK1-3:W", "B:W12-10", "B:W33", "", "b:w1,2:bk3."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := standard.ParseFEN(s)
		if err != nil {
			return
		}
		text := p.String()
		q, err := standard.ParseFEN(text)
		if err != nil {
			t.Fatalf("ParseFEN(%q) wrote %q, which does not read back: %v", s, text, err)
		}
		if q != p {
			t.Fatalf("ParseFEN(%q) round trip: got %s, want %s", s, q, p)
		}
	})
}
