package draughts50

import "strconv"

// Move is one move of international draughts: a step, or a whole capture
// with its landing squares and the pieces it takes, and whether the moving
// man is crowned. Moves of one position are == exactly when they are the
// same move: two routes that take the same pieces to the same square are
// one move (the first route the generator finds is kept). It is a small
// value that allocates nothing.
type Move struct {
	captured Bitboard
	path     [2]uint64 // the landings, 6 bits each (the square's number − 1), ten a word
	from, to uint8     // bit indices
	jumps    uint8     // the pieces captured; 0 for a step
	flags    uint8
}

// The flags of a Move.
const (
	byMan  = 1 << iota // the moving piece is a man
	crowns             // … and is crowned where the move ends
	full               // another legal capture has the same ends: String writes every landing
)

// From returns the number (1–50) of the square the move starts from.
func (m Move) From() int { return number(int(m.from)) }

// To returns the number (1–50) of the square the move ends on.
func (m Move) To() int { return number(int(m.to)) }

// IsCapture reports whether the move captures.
func (m Move) IsCapture() bool { return m.jumps > 0 }

// Jumps returns the number of pieces the move captures (0 for a step).
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns the number (1–50) of landing i (from 0) of a capture:
// where the piece turned, or, when it went on along the same diagonal, the
// square just behind the piece it took (the FMJD's PDN rule for writing a
// capture in full). Landing(Jumps()-1) is To.
func (m Move) Landing(i int) int { return int(m.path[i/10]>>(6*(i%10))&63) + 1 }

// CapturedBits returns the captured pieces' squares.
func (m Move) CapturedBits() Bitboard { return m.captured }

// Captured returns the numbers (1–50) of the captured pieces' squares in
// ascending order.
func (m Move) Captured() []int { return m.captured.Numbers() }

// ByMan reports whether the moving piece is a man.
func (m Move) ByMan() bool { return m.flags&byMan != 0 }

// Crowns reports whether the move crowns the moving man.
func (m Move) Crowns() bool { return m.flags&crowns != 0 }

// String returns the move's text: "32-28" for a step, "28x19" for a
// capture by its ends, and "37x28x19", every landing, for a capture that
// another legal capture of its position shares its ends with.
func (m Move) String() string {
	b := make([]byte, 0, 6+3*int(m.jumps))
	b = strconv.AppendInt(b, int64(m.From()), 10)
	switch {
	case m.jumps == 0:
		b = append(b, '-')
	case m.flags&full != 0:
		for i := range int(m.jumps) - 1 {
			b = append(b, 'x')
			b = strconv.AppendInt(b, int64(m.Landing(i)), 10)
		}
		b = append(b, 'x')
	default:
		b = append(b, 'x')
	}
	return string(strconv.AppendInt(b, int64(m.To()), 10))
}

// Code returns a number below 4096 that names the move by its start and end
// squares, for a search's history tables.
func (m Move) Code() int { return int(m.from)<<6 | int(m.to) }
