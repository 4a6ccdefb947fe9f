package stackem

import "strconv"

// Move is one Stack'Em move: a simple move or a whole jump sequence, by one
// stack. It is a small value that allocates nothing.
type Move struct {
	path     uint64 // landing squares of a jump (number − 1), 5 bits each, first landing lowest
	from, to uint8  // square numbers − 1
	jumps    uint8  // number of jumps; 0 for a simple move
}

// From returns the number (1–32) of the square the moving stack starts on.
func (m Move) From() int { return int(m.from) + 1 }

// To returns the number (1–32) of the square the moving stack ends on.
func (m Move) To() int { return int(m.to) + 1 }

// IsJump reports whether the move jumps.
func (m Move) IsJump() bool { return m.jumps > 0 }

// Jumps returns the number of jumps, one checker captured by each.
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns the number (1–32) of the square where jump i (from 0)
// lands; Landing(Jumps()-1) is To.
func (m Move) Landing(i int) int { return int(m.path>>(5*uint(i))&31) + 1 }

// String returns the move as text: "11-15" for a simple move and every
// landing for a jump sequence, "15x24x31".
func (m Move) String() string {
	b := strconv.AppendInt(make([]byte, 0, 8+3*int(m.jumps)), int64(m.From()), 10)
	if m.jumps == 0 {
		return string(strconv.AppendInt(append(b, '-'), int64(m.To()), 10))
	}
	for i := range int(m.jumps) {
		b = strconv.AppendInt(append(b, 'x'), int64(m.Landing(i)), 10)
	}
	return string(b)
}
