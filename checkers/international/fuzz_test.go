package international_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/international"
)

// FuzzParseFEN checks that ParseFEN never panics and that what it reads
// writes back to a text it reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{"W:W31-50:B1-20", "B:WK10,31:B45,K50", "W:W:B", "", "W:W0:B", "W:W31-:B", "b:w1-3:bK-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := international.ParseFEN(text)
		if err != nil {
			return
		}
		q, err := international.ParseFEN(p.String())
		if err != nil {
			t.Fatalf("ParseFEN(%q) wrote %q, which does not read back: %v", text, p, err)
		}
		if q != p {
			t.Fatalf("ParseFEN(%q) = %s, read back as %s", text, p, q)
		}
	})
}

// FuzzParseMove checks that ParseMove never panics, and that a move it
// reads is legal and writes a text that reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range [][2]string{
		{"W:W31-50:B1-20", "32-28"},
		{"B:W27,32,36,41,42,46,K33:BK50", "50x28x37x48"},
		{"W:WK46:B37,23", "46x28x19"},
		{"W:W37:B32,22,31,21", "37x37"},
		{"W:W32:B3", "32-"},
		{"W:W32:B3", "x-x"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, fen, text string) {
		p, err := international.ParseFEN(fen)
		if err != nil {
			return
		}
		m, err := p.ParseMoveText(text)
		if err != nil {
			return
		}
		legal := false
		for _, l := range p.LegalMoves() {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("%s: ParseMove(%q) = %s, not a legal move", p, text, m)
		}
		if back, err := p.ParseMoveText(m.String()); err != nil || back != m {
			t.Fatalf("%s: the move %s read from %q reads back as %v, %v", p, m, text, back, err)
		}
	})
}
