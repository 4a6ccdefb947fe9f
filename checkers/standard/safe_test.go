package standard

import (
	"math/rand/v2"
	"testing"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// TestSafeMovesMatchesSquares checks SafeMoves against its definition,
// worked out square by square on rows and files: a man's simple move is
// safe unless, after it, an opposing man can jump the man that moved or
// jump onto the square it left.
func TestSafeMovesMatchesSquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 7))
	for range 20000 {
		p := randomMenPosition(rng)
		if got, want := p.SafeMoves(), safeMovesBySquares(p); got != want {
			t.Fatalf("SafeMoves of %s: got %d, want %d", p.String(), got, want)
		}
	}
}

func TestSafeMoves(t *testing.T) {
	tests := []struct {
		fen  string
		want int
	}{
		// The start: Black's 9–12 have seven moves; 9-13, 10-14, 10-15,
		// 11-15, 11-16, 12-16 and 9-14 are all safe.
		{"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", 7},
		// A lone man on 14 facing a man on 23: 14-18 walks into 23's jump
		// (23x14 lands on 14), 14-17 is safe.
		{"B:W23:B14", 1},
		// Red's man on 23 facing Black's 14: 23-18 is jumped (14x23), 23-19 safe.
		{"W:W23:B14", 1},
		// Black 6 guards 10 against 15: moving 6 away (6-9) lets 15 jump 10
		// onto 6; 6-2 is not a move. 10-14 is safe, 10-15 is blocked.
		{"B:W15:B6,10", 1},
	}
	for _, tt := range tests {
		pos, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := pos.SafeMoves(); got != tt.want {
			t.Errorf("SafeMoves of %s: got %d, want %d", tt.fen, got, tt.want)
		}
	}
}

// randomMenPosition places up to 12 men a side, none on its crowning row.
func randomMenPosition(rng *rand.Rand) Position {
	var p Position
	p.turn = checkers.Color(rng.IntN(2))
	for side := range 2 {
		color := p.turn ^ checkers.Color(side)
		for placed, count := 0, 1+rng.IntN(12); placed < count; {
			bit := board32.Bit(1 + rng.IntN(32))
			if (p.own|p.opp|crownRow[color])&bit != 0 {
				continue
			}
			if side == 0 {
				p.own |= bit
			} else {
				p.opp |= bit
			}
			placed++
		}
	}
	return p
}

// cell is a square by its row, counted from the top (squares 1–4), and its
// file, counted from a.
type cell struct{ row, file int }

// bitAt returns the bit of the dark square c, and false off the board or on
// a light square.
func bitAt(c cell) (bitboard, bool) {
	if c.row < 0 || c.row > 7 || c.file < 0 || c.file > 7 || (c.row+c.file)%2 == 0 {
		return 0, false
	}
	return board32.Bit(c.row*4 + c.file/2 + 1), true
}

// cellsOf returns the squares of b.
func cellsOf(b bitboard) []cell {
	var out []cell
	for n := 1; n <= 32; n++ {
		if board32.Bit(n)&b != 0 {
			row := (n - 1) / 4
			out = append(out, cell{row, 2*((n-1)%4) + 1 - row%2})
		}
	}
	return out
}

// safeMovesBySquares counts the safe moves of p's player to move square by
// square.
func safeMovesBySquares(p Position) int {
	ahead := 1 // Black moves down the rows
	if p.turn == checkers.Red {
		ahead = -1
	}
	count := 0
	for _, s := range cellsOf(p.own) {
		from, _ := bitAt(s)
		for _, side := range []int{-1, 1} {
			to, ok := bitAt(cell{s.row + ahead, s.file + side})
			if !ok || (p.own|p.opp)&to != 0 {
				continue
			}
			own, empty := p.own&^from|to, onBoard&^(p.own|p.opp)&^to|from
			safe := true
			// Every opposing man jumping toward the player's side (against ahead).
			for _, e := range cellsOf(p.opp) {
				for _, es := range []int{-1, 1} {
					over, ok1 := bitAt(cell{e.row - ahead, e.file + es})
					land, ok2 := bitAt(cell{e.row - 2*ahead, e.file + 2*es})
					if ok1 && ok2 && own&over != 0 && empty&land != 0 && (over == to || land == from) {
						safe = false
					}
				}
			}
			if safe {
				count++
			}
		}
	}
	return count
}
