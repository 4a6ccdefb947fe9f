package board32

import (
	"testing"

	"github.com/kingme/kingme/checkers"
)

// TestLayoutMatchesCoordinates checks every step of every square against
// the squares' files and ranks.
func TestLayoutMatchesCoordinates(t *testing.T) {
	if got := Count(OnBoard); got != 32 {
		t.Fatalf("OnBoard has %d squares, want 32", got)
	}
	for n := 1; n <= 32; n++ {
		if got := NumberOf(Bit(n)); got != n {
			t.Errorf("NumberOf(Bit(%d)) = %d", n, got)
		}
		sq, _ := checkers.NumberedSquare(n)
		for d, delta := range map[Direction][2]int{
			DownLeftDir: {-1, -1}, DownRightDir: {1, -1}, UpLeftDir: {-1, 1}, UpRightDir: {1, 1},
		} {
			f, r := sq.File()+delta[0], sq.Rank()+delta[1]
			want := 0
			if f >= 0 && f < 8 && r >= 0 && r < 8 {
				want = checkers.NewSquare(f, r).Number()
			}
			got := 0
			if s := Step(Bit(n), d); s != 0 {
				got = NumberOf(s)
			}
			if got != want {
				t.Errorf("Step(%d, %d) = %d, want %d", n, d, got, want)
			}
		}
	}
	if Top != Squares(1, 4) || Bottom != Squares(29, 32) {
		t.Errorf("Top = %#x, Bottom = %#x; want squares 1-4 and 29-32", Top, Bottom)
	}
}

func TestCompact(t *testing.T) {
	for n := 1; n <= 32; n++ {
		if got, want := Compact(Bit(n)), uint32(1)<<(n-1); got != want {
			t.Errorf("Compact(Bit(%d)): got %#x, want %#x", n, got, want)
		}
	}
}
