package turkish_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/turkish"
)

// FuzzParseFEN checks that ParseFEN never panics, and that what it reads it
// writes back to a text it reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{turkish.Start().String(), "W:WKa1:Bh8", "B:Wa2,Kd4:Ba7.", "w:wa2:b", "W:Wa8:Bh7", "X", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := turkish.ParseFEN(text)
		if err != nil {
			return
		}
		q, err := turkish.ParseFEN(p.String())
		if err != nil || q != p {
			t.Fatalf("%q read as %s, which reads back as %s, %v", text, p, q, err)
		}
	})
}

// FuzzParseMove checks that ParseMoveText never panics, and that a move it
// reads is legal and writes a text that reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d3-d4", "e1xe4xb4xb7xe7xe1", "e1xe1", "d3d4", "x", "-", "a1-a1-a1", "h9-h8"} {
		f.Add(s)
	}
	p, err := turkish.ParseFEN("W:WKe1,a3,b3:Be3,c4,b6,d7,e5,Kh1")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, q := range []turkish.Position{p, turkish.Start()} {
			m, err := q.ParseMoveText(text)
			if err != nil {
				continue
			}
			back, err := q.ParseMoveText(m.String())
			if err != nil || back != m {
				t.Fatalf("%q read as %s in %s, which reads back as %v, %v", text, m, q, back, err)
			}
		}
	})
}
