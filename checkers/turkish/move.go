package turkish

// Move is one move of Turkish draughts: a step, or a whole capture with its
// landing squares and the pieces it takes, and whether the moving man is
// crowned. Moves of one position are == exactly when they are the same
// move: two routes that take the same pieces to the same square leave the
// same position and are one move (the first route the generator finds is
// kept). It is a small value that allocates nothing.
type Move struct {
	captured Bitboard
	path     [2]uint64 // the landings, 6 bits each (the square), ten a word
	from, to Square
	jumps    uint8 // the pieces captured; 0 for a step
	flags    uint8
}

// The flags of a Move.
const (
	byMan  = 1 << iota // the moving piece is a man
	crowns             // … and is crowned where the move ends
	full               // another legal capture has the same ends: String writes every landing
)

// From returns the square the move starts from.
func (m Move) From() Square { return m.from }

// To returns the square the move ends on.
func (m Move) To() Square { return m.to }

// IsCapture reports whether the move captures.
func (m Move) IsCapture() bool { return m.jumps > 0 }

// Jumps returns the number of pieces the move captures (0 for a step).
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns landing i (from 0) of a capture: where the piece turned,
// or, when a king went on along the same line, the square just behind the
// piece it took. Landing(Jumps()-1) is To.
func (m Move) Landing(i int) Square { return Square(m.path[i/10] >> (6 * (i % 10)) & 63) }

// CapturedBits returns the captured pieces' squares.
func (m Move) CapturedBits() Bitboard { return m.captured }

// Captured returns the captured pieces' squares in ascending order.
func (m Move) Captured() []Square { return m.captured.Squares() }

// ByMan reports whether the moving piece is a man.
func (m Move) ByMan() bool { return m.flags&byMan != 0 }

// Crowns reports whether the move crowns the moving man.
func (m Move) Crowns() bool { return m.flags&crowns != 0 }

// String returns the move's text: "d3-d4" for a step, "d4xd6" for a
// capture by its ends, and "d4xd6xf6", every landing, for a capture that
// another legal capture of its position shares its ends with.
func (m Move) String() string {
	b := make([]byte, 0, 5+3*int(m.jumps))
	b = append(b, m.from.String()...)
	switch {
	case m.jumps == 0:
		b = append(b, '-')
	case m.flags&full != 0:
		for i := range int(m.jumps) - 1 {
			b = append(b, 'x')
			b = append(b, m.Landing(i).String()...)
		}
		b = append(b, 'x')
	default:
		b = append(b, 'x')
	}
	return string(append(b, m.to.String()...))
}

// Code returns a number below 4096 that names the move by its start and end
// squares, for a search's history tables.
func (m Move) Code() int { return int(m.from)<<6 | int(m.to) }
