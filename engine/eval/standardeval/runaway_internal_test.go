package standardeval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// runawaysByCones is runaways as the definition says it, man by man: a man
// whose cone (every square it could ever reach) holds no opposing piece
// scores ten less the rows it still has to go.
func runawaysByCones(men, opp bitboard, c checkers.Color) int {
	s := 0
	for m := men; m != 0; m &= m - 1 {
		at := bitboard(1) << bits.TrailingZeros64(m)
		var cone bitboard
		step := at
		for range 7 {
			if c == checkers.Black {
				step = (board32.DownLeft(step) | board32.DownRight(step)) & board32.OnBoard
			} else {
				step = (board32.UpLeft(step) | board32.UpRight(step)) & board32.OnBoard
			}
			cone |= step
		}
		if cone&opp != 0 {
			continue
		}
		row := (board32.Number(bits.TrailingZeros64(m)) - 1) / 4
		togo := 7 - row
		if c == checkers.Red {
			togo = row
		}
		s += 10 - togo
	}
	return s
}

// TestRunawaysMatchCones checks the spread-out runaways against the man by
// man definition on random boards, bare and crowded.
func TestRunawaysMatchCones(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 29))
	squares := make([]bitboard, 0, 32)
	for n := 1; n <= 32; n++ {
		squares = append(squares, board32.Bit(n))
	}
	runaway := 0
	for trial := range 20000 {
		var men, opp bitboard
		full := 1 + trial%24
		for _, i := range rng.Perm(32)[:full] {
			if rng.IntN(2) == 0 {
				men |= squares[i]
			} else {
				opp |= squares[i]
			}
		}
		for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
			got, want := runaways(men, opp, c), runawaysByCones(men, opp, c)
			if got != want {
				t.Fatalf("runaways(%#x, %#x, %v) = %d, want %d", men, opp, c, got, want)
			}
			if want > 0 {
				runaway++
			}
		}
	}
	if runaway < 1000 {
		t.Errorf("only %d of 40000 boards had a runaway: the test sees too few", runaway)
	}
}
