package stackem_test

import (
	"github.com/kingme/kingme/checkers/internal/varianttest"
	"testing"

	"github.com/kingme/kingme/checkers/stackem"
)

func TestParseMove(t *testing.T) {
	varianttest.CheckParse(t, stackem.Variant{}, []varianttest.MoveCase{
		{"R 1:r 32:b", "1-5", "1-5"},
		{"R 1:r 32:b", "1x5", "1-5"},
		{"R 14:r 18:b 19:b 32:b", "14x23x16", "14x23x16"},
		{"R 14:r 18:b 19:b 32:b", "14x16", "14x23x16"},
		{"R 14:r 18:bbB 22:b", "14x23x14x23", "14x23x14x23"},
		{"R 14:r 18:bbB 22:b", "14x23", "14x23x14x23"},
		{"R 14:R 10:b 11:b 18:b 19:b", "14x7x16x23x14", "14x23x16x7x14"},
	})
}

func TestParseMoveErrors(t *testing.T) {
	varianttest.CheckParseErrors(t, stackem.Variant{}, []varianttest.MoveCase{
		{"R 1:r 32:b", "", "bad move"},
		{"R 1:r 32:b", "1-", "bad move"},
		{"R 1:r 32:b", "1-40", "off the board"},
		{"R 1:r 32:b", "2-6", "there is no stack on 2"},
		{"R 1:r 32:b", "32-28", "the stack on 32 is controlled by Black, and Red is to move"},
		{"R 14:r 32:b", "14-10", "a stack topped by a piece moves only forward"},
		{"R 14:r 18:b 32:b", "14-17", "a jump is compulsory: 14x23"},
		{"R 14:r 17:r 32:b", "14-17", "17 is occupied"},
		{"R 14:r 32:b", "14-23", "no Black checker tops square 18 to jump"},
		{"R 14:r 18:b 19:b 32:b", "14x23", "the jump must be finished: 14x23x16"},
		{"R 14:r 10:b 32:b", "14x7", "a stack topped by a piece jumps only forward"},
		{"R 14:r 18:b 23:b", "14x23", "23 is occupied"},
		{"R 14:r 32:b", "14-24", "24 is not a diagonal neighbour of 14"},
		{"R 14:r 18:b 19:b 32:b", "14x23x14", "no Black checker tops square 18 to jump"},
		{"R 14:r 18:b 19:b 32:b", "14x23x20", "23x20 is not a jump"},
	})
}

// FuzzParseMove checks that ParseMove never panics and that a move it
// accepts is legal and reads back from its own text.
func FuzzParseMove(f *testing.F) {
	positions := []string{
		stackem.Start().String(),
		"R 14:r 18:bbB 22:b",
		"R 14:R 10:b 11:b 18:b 19:b",
		"B 22:b 18:bbr 5:r 9:rB",
	}
	for i, s := range []string{"11-15", "14x23x14x23", "14x14", "x", "1-2-3", "99-1", "22x15"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p, err := stackem.ParsePosition(positions[int(which)%len(positions)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return
		}
		if _, err := p.After(m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which After refuses: %v", text, m, err)
		}
		again, err := p.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v; its text reads back as %v, %v", text, m, again, err)
		}
	})
}
