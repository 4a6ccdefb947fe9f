package standard

import (
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

import "strconv"

// Move is one standard checkers move: a simple move or a whole jump sequence.
// It is a small value (24 bytes) that allocates nothing.
type Move struct {
	path     uint64   // landing squares of a jump (number − 1), 5 bits each, first landing lowest; a side has at most 12 pieces, so 12 landings
	captured bitboard // the captured pieces
	from, to uint8    // bit indices (layout: board.go)
	jumps    uint8    // number of jumps; 0 for a simple move
}

// From returns the number (1–32) of the square the move starts from.
func (m Move) From() int { return board32.Number(int(m.from)) }

// To returns the number (1–32) of the square the move ends on.
func (m Move) To() int { return board32.Number(int(m.to)) }

// IsJump reports whether the move captures.
func (m Move) IsJump() bool { return m.jumps > 0 }

// Jumps returns the number of pieces the move captures.
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns the number (1–32) of the square where jump i (from 0)
// lands; Landing(Jumps()-1) is To.
func (m Move) Landing(i int) int { return jumps.Path{m.path}.At(i) }

// Captured returns the numbers (1–32) of the captured pieces' squares in
// ascending order.
func (m Move) Captured() []int {
	var out []int
	for c := m.captured; c != 0; c &= c - 1 {
		out = append(out, board32.Number(board32.Index(c)))
	}
	return out
}

// String returns the move in PDN notation: "11-15" for a simple move and
// every landing for a jump, "15x24x31".
func (m Move) String() string {
	b := make([]byte, 0, 8+3*int(m.jumps))
	b = strconv.AppendInt(b, int64(m.From()), 10)
	if m.jumps == 0 {
		b = append(b, '-')
		return string(strconv.AppendInt(b, int64(m.To()), 10))
	}
	for i := range int(m.jumps) {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(m.Landing(i)), 10)
	}
	return string(b)
}

// Code returns a number below 4096 that names the move by its start and end
// squares (not its route), for a search's history and killer tables.
func (m Move) Code() int { return int(m.from)<<6 | int(m.to) }
