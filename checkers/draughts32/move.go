package draughts32

import (
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Move is one move of a game on the 32 squares: a step, or a whole capture
// with its landings and the captured squares, and whether the moving man is
// crowned. Moves of one position are == exactly when they are the same
// move. It is a small value that allocates nothing.
type Move struct {
	path     jumps.Path // the landings of a capture, in order
	captured Bitboard   // the captured pieces
	from, to uint8      // bit indices (board32's layout)
	jumps    uint8      // the number of landings; 0 for a step
	man      bool       // the moving piece is a man
	crown    bool       // … and is crowned by the move
	note     Notation   // how String writes it
}

// Step returns the step of the piece on from (one bit) to to; man says it
// is a man, crown that it is crowned there.
func Step(from, to Bitboard, man, crown bool) Move {
	return Move{from: uint8(board32.Index(from)), to: uint8(board32.Index(to)), man: man, crown: crown}
}

// Capture returns the capture of the piece on from (one bit) along the route
// r of the jump walks; man says it is a man, crown that it is crowned (on
// the way, or where it ends).
func Capture(from Bitboard, r jumps.Route, man, crown bool) Move {
	return Move{path: r.Path, captured: r.Captured, from: uint8(board32.Index(from)), to: r.To, jumps: r.N, man: man, crown: crown}
}

// From returns the number (1–32) of the square the move starts from.
func (m Move) From() int { return board32.Number(int(m.from)) }

// To returns the number (1–32) of the square the move ends on.
func (m Move) To() int { return board32.Number(int(m.to)) }

// FromBit and ToBit return the start and end squares as bitboards.
func (m Move) FromBit() Bitboard { return Bitboard(1) << m.from }

// ToBit returns the end square as a bitboard.
func (m Move) ToBit() Bitboard { return Bitboard(1) << m.to }

// IsCapture reports whether the move captures.
func (m Move) IsCapture() bool { return m.jumps > 0 }

// Jumps returns the number of pieces the move captures (0 for a step).
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns the number (1–32) of landing i (from 0) of a capture;
// Landing(Jumps()-1) is To.
func (m Move) Landing(i int) int { return m.path.At(i) }

// CapturedBits returns the captured pieces' squares as a bitboard.
func (m Move) CapturedBits() Bitboard { return m.captured }

// Captured returns the numbers (1–32) of the captured pieces' squares in
// ascending order.
func (m Move) Captured() []int {
	var out []int
	for c := m.captured; c != 0; c &= c - 1 {
		out = append(out, board32.NumberOf(c))
	}
	return out
}

// ByMan reports whether the moving piece is a man.
func (m Move) ByMan() bool { return m.man }

// Crowns reports whether the move crowns the moving man.
func (m Move) Crowns() bool { return m.crown }

// String returns the move in its game's notation: "11-15", "15x24x31"
// numbered, "c3-d4", "c3:e5:g3" algebraic.
func (m Move) String() string { return m.note.Move(m) }

// Code returns a number below 4096 that names the move by its start and end
// squares, for a search's history tables.
func (m Move) Code() int { return int(m.from)<<6 | int(m.to) }
