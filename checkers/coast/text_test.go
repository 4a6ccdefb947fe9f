package coast_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/coast"
)

func TestPositionTextRoundTrip(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"B:Rb1,c1,Kd4/3:Bg8,h7/0", "B:Rb1,c1,Kd4/3:Bh7,g8/0"},
		{"R:Bg8:Rb1", "R:Rb1/0:Bg8/0"},
		{"b:rkd4/2:b/1:pass", "B:RKd4/2:B/1:pass"},
		{"R:R/12:B/0", "R:R/12:B/0"},
		{"B:R/0:B/0:pass:pass", "B:R/0:B/0:pass:pass"},
		{"B", "B:R/0:B/0"},
	} {
		t.Run(c.in, func(t *testing.T) {
			p, err := coast.ParsePosition(c.in)
			if err != nil {
				t.Fatalf("ParsePosition: %v", err)
			}
			if got := p.String(); got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
			if q, err := coast.ParsePosition(p.String()); err != nil || q != p {
				t.Errorf("reading %s back: %v, %v", p, q, err)
			}
		})
	}
}

func TestParsePositionErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", `side to move ""`},
		{"X:Rb1", `side to move "X"`},
		{"B:Xb1", `section "Xb1" must start with R or B`},
		{"B:Rb1:Rc1", "the Red section appears twice"},
		{"B:Ri9", `bad square "i9"`},
		{"B:Rb1,b1", "square b1 is given twice"},
		{"B:Rb1:Bb1", "square b1 is given twice"},
		{"B:Ra1", "a home is empty"},
		{"B:Rb1/13", "borne-off count"},
		{"B:Rb1/x", "borne-off count"},
		{"B:Rb1,c1/11", "Red has 13 checkers"},
		{"B::Rb1", "empty section"},
		{"B:pass:Rb1", `"Rb1" after pass`},
		{"B:pass:pass:pass", "more than two passes"},
	} {
		t.Run(c.in, func(t *testing.T) {
			_, err := coast.ParsePosition(c.in)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParsePosition(%q) error = %v, want it to contain %q", c.in, err, c.want)
			}
		})
	}
}

// FuzzParsePosition checks that ParsePosition never panics and that what
// it reads it writes back to text that reads to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{coast.Start().String(), "B:Rb1,c1,Kd4/3:Bg8,h7/0:pass", "R:R/12:B", "B:Ra1", "r:bkc3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := coast.ParsePosition(s)
		if err != nil {
			return
		}
		q, err := coast.ParsePosition(p.String())
		if err != nil {
			t.Fatalf("%q wrote %q, which does not read back: %v", s, p.String(), err)
		}
		if q != p {
			t.Fatalf("%q round trip: got %s, want %s", s, q, p)
		}
		_ = p.LegalMoves()
	})
}
