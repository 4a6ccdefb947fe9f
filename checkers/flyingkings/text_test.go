package flyingkings_test

import (
	"strings"
	"testing"

	"github.com/kingme/kingme/checkers/flyingkings"
)

func TestPositionTextRoundTrip(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{startText, startText},
		{"B:RG21-24,P25-29,K30-31,P32:BP1,K2-3,P4-8,G9-12", startText},
		{"B:BP1,K2-3,P4-8,G9-12:RG21-24,P25-29,K30-31,P32", startText},
		{" r:rf18 ,k30:bk2,g9 ", "R:RF18,K30:BK2,G9"},
		{"R:R:BK2", "R:R:BK2"},
		{"B:RF5,F6,F7:BF26,F27,F28", "B:RF5,F6,F7:BF26,F27,F28"},
		{"R:RK1-4:BK29-32", "R:RK1,K2,K3,K4:BK29,K30,K31,K32"},
	} {
		t.Run(c.in, func(t *testing.T) {
			p, err := flyingkings.ParsePosition(c.in)
			if err != nil {
				t.Fatalf("ParsePosition: %v", err)
			}
			if got := p.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
			q, err := flyingkings.ParsePosition(p.String())
			if err != nil || q != p {
				t.Errorf("reading %q back: %v, %v", p.String(), q, err)
			}
		})
	}
}

func TestParsePositionErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "want the player to move and both sides' pieces"},
		{"B:RK30", "want the player to move and both sides' pieces"},
		{"X:RK30:BK2", `the player to move "X"`},
		{"B:XK30:BK2", `"XK30" must start with R (Red) or B (Black)`},
		{"B:RK30:RK31", "Red's pieces are given twice"},
		{"B::BK2", "a side is empty"},
		{"B:R30:BK2", "must start with a kind letter"},
		{"B:RQ30:BK2", "must start with a kind letter"},
		{"B:RK0:BK2", "square 0 is off the board"},
		{"B:RK33:BK2", "square 33 is off the board"},
		{"B:RKx:BK2", `"x" is not a square number`},
		{"B:RK:BK2", `"" is not a square number`},
		{"B:RK30,:BK2", "an empty entry"},
		{"B:RK24-21:BK2", "the range 24-21 runs backward"},
		{"B:RK30:BK30", "square 30 is given twice"},
		{"B:RG21-25:BK2", "Red has 5 Guards; a side has at most 4"},
		{"B:RP20-26:BK2", "Red has 7 Princes; a side has at most 6"},
		{"B:RF20-23:BK2", "Red has 4 Flying Kings; a side has at most 3"},
		{"B:RG2,K30:BK3", "Red's Guard on 2 stands on Black's King's Row"},
		{"B:RK30:BP31,K3", "Black's Prince on 31 stands on Red's King's Row"},
	} {
		t.Run(c.in, func(t *testing.T) {
			_, err := flyingkings.ParsePosition(c.in)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParsePosition(%q) error = %v, want it to contain %q", c.in, err, c.want)
			}
		})
	}
}

// FuzzParsePosition checks that ParsePosition never panics and that what
// it reads it writes back to text that reads to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{startText, "R:RF18,K30:BK2,G9", "B:RG21-24:BK2", "R:R:B", "b:bp1:rk2-3", "B:RK24-21:BK2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := flyingkings.ParsePosition(s)
		if err != nil {
			return
		}
		q, err := flyingkings.ParsePosition(p.String())
		if err != nil {
			t.Fatalf("%q wrote %q, which does not read back: %v", s, p.String(), err)
		}
		if q != p {
			t.Fatalf("%q round trip: got %s, want %s", s, q, p)
		}
		_ = p.LegalMoves() // any position that reads has a move list
		_ = p.Status()
	})
}
