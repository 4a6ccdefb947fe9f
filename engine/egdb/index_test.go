package egdb

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestCountMatchesPublished compares the positions per piece count with
// the table of "Checkers Is Solved" (Science 2007); 5 and 6 pieces only
// count index sizes, so they are cheap too.
func TestCountMatchesPublished(t *testing.T) {
	for _, tc := range []struct {
		pieces int
		want   uint64
	}{
		{1, 120},
		{2, 6_972},
		{3, 261_224},
		{4, 7_092_774},
		{5, 148_688_232},
		{6, 2_503_611_964},
		{7, 34_779_531_480},
		{8, 406_309_208_481},
	} {
		if got := Count(tc.pieces); got != tc.want {
			t.Errorf("Count(%d) = %d, want %d", tc.pieces, got, tc.want)
		}
	}
}

// TestIndexRoundTrip checks that Index and Position are inverse on every
// position of small materials and on random ones of larger.
func TestIndexRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 6; n++ {
		for _, m := range Materials(n) {
			l, err := NewLayout(m)
			if err != nil {
				t.Fatal(err)
			}
			size := l.Size()
			for j := range min(size, 3000) {
				i := j
				if size > 3000 {
					i = rng.Uint64N(size)
				}
				om, pm, ok, pk := l.Position(i)
				if bits.OnesCount32(om) != m.OwnMen || bits.OnesCount32(pm) != m.OppMen ||
					bits.OnesCount32(ok) != m.OwnKings || bits.OnesCount32(pk) != m.OppKings {
					t.Fatalf("%v: Position(%d) has the wrong counts", m, i)
				}
				if om&^ownMenSquares != 0 || pm&^oppMenSquares != 0 {
					t.Fatalf("%v: Position(%d) puts a man on its crowning row", m, i)
				}
				if om&pm != 0 || (om|pm)&(ok|pk) != 0 || ok&pk != 0 {
					t.Fatalf("%v: Position(%d) puts two pieces on a square", m, i)
				}
				if got := l.Index(om, pm, ok, pk); got != i {
					t.Fatalf("%v: Index(Position(%d)) = %d", m, i, got)
				}
			}
		}
	}
}

func TestParseMaterial(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Material
		ok   bool
	}{
		{"2m1k-1m0k", Material{2, 1, 1, 0}, true},
		{"0m3k-0m2k", Material{0, 3, 0, 2}, true},
		{"2m1k", Material{}, false},
		{"13m0k-0m0k", Material{}, false},
		{"2m1k-1m0kx", Material{}, false},
	} {
		got, err := ParseMaterial(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseMaterial(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}
