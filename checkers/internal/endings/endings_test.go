package endings_test

import (
	"testing"

	"github.com/kingme/kingme/checkers/internal/endings"
)

func TestFMJDPlies(t *testing.T) {
	// m builds the material of Black's men and kings, then Red's.
	m := func(bm, bk, rm, rk int) endings.Material { return endings.Material{{bm, bk}, {rm, rk}} }
	cases := []struct {
		name string
		m    endings.Material
		want int
	}{
		{"three kings against a king", m(0, 3, 0, 1), endings.ThreePiecesPlies},
		{"two kings and a man against a king", m(1, 2, 0, 1), endings.ThreePiecesPlies},
		{"a king and two men against a king (Red strong)", m(0, 1, 2, 1), endings.ThreePiecesPlies},
		{"two kings against a king", m(0, 2, 0, 1), endings.TwoPiecesPlies},
		{"a king and a man against a king", m(1, 1, 0, 1), endings.TwoPiecesPlies},
		{"a king against a king", m(0, 1, 0, 1), endings.TwoPiecesPlies},
		{"three men against a king: no king, no rule", m(3, 0, 0, 1), 0},
		{"four kings against a king", m(0, 4, 0, 1), 0},
		{"two kings against a king and a man", m(0, 2, 1, 1), 0},
		{"two kings against two men", m(0, 2, 2, 0), 0},
	}
	for _, tc := range cases {
		if got := endings.FMJDPlies(tc.m); got != tc.want {
			t.Errorf("%s: FMJDPlies(%v) = %d, want %d", tc.name, tc.m, got, tc.want)
		}
	}
}
