package standard_test

import (
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

func TestSquaresRoundTrip(t *testing.T) {
	for _, fen := range []string{
		"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		"W:WK1,5,K32:B4,K29,28",
		"B:W:BK17",
	} {
		p, err := standard.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		black, red, kings := p.Squares()
		got, err := standard.FromSquares(black, red, kings, p.Turn())
		if err != nil {
			t.Fatalf("FromSquares(%s): %v", fen, err)
		}
		if got != p {
			t.Errorf("FromSquares(Squares(%s)) = %s, want the same position", fen, got)
		}
	}
}

func TestFromSquaresRefuses(t *testing.T) {
	for _, tc := range []struct {
		name              string
		black, red, kings uint32
	}{
		{"both sides", 1, 1, 0},
		{"lone king", 1, 0, 2},
		{"black man crowned row", 1 << 30, 0, 0},
		{"red man crowned row", 0, 1, 0},
		{"13 pieces", 0x1FFF, 0, 0},
	} {
		if p, err := standard.FromSquares(tc.black, tc.red, tc.kings, checkers.Black); err == nil {
			t.Errorf("%s: got %s, want an error", tc.name, p)
		}
	}
}

func TestMirror(t *testing.T) {
	p, err := standard.ParseFEN("B:W21,K30:B1,K14")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Mirror().String(), "W:W32,K19:B12,K3"; got != want {
		t.Errorf("Mirror = %s, want %s", got, want)
	}
	if got, want := p.Mirror().Perft(4), p.Perft(4); got != want {
		t.Errorf("perft 4 of the mirror = %d, want %d", got, want)
	}
}
