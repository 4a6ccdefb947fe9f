package flyingkings

import (
	"strconv"

	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Move is one Kings & Flying Kings move: a step (a Flying King's slide
// included), a whole jump sequence or a push take, with what happens where
// the piece ends (promotion, morph) and the square of a spawned Prince. It
// is a small value that allocates nothing.
type Move struct {
	path     jumps.Path // landing squares of a jump sequence or push, in order
	captured bitboard   // the captured pieces
	from, to uint8      // bit indices (layout: board.go)
	jumps    uint8      // number of landings: jumps, 1 for a push, 0 for a step
	kind     Kind       // the moving piece's kind before the move
	after    Kind       // and after it (a promotion or a morph changes it)
	spawn    uint8      // bit index + 1 of the spawned Prince's square; 0 for none
	push     bool
}

// From returns the number (1–32) of the square the move starts from.
func (m Move) From() int { return board32.Number(int(m.from)) }

// To returns the number (1–32) of the square the move ends on.
func (m Move) To() int { return board32.Number(int(m.to)) }

// IsTake reports whether the move captures (a jump sequence or a push take).
func (m Move) IsTake() bool { return m.captured != 0 }

// IsPush reports whether the move is a push take.
func (m Move) IsPush() bool { return m.push }

// Jumps returns the number of landing squares of a take: the jumps of a
// sequence, 1 for a push take, 0 for a step.
func (m Move) Jumps() int { return int(m.jumps) }

// Landing returns the number (1–32) of landing i (from 0) of a take;
// Landing(Jumps()-1) is To.
func (m Move) Landing(i int) int { return m.path.At(i) }

// Captured returns the numbers (1–32) of the captured pieces' squares in
// ascending order.
func (m Move) Captured() []int {
	var out []int
	for c := m.captured; c != 0; c &= c - 1 {
		out = append(out, board32.NumberOf(c))
	}
	return out
}

// Piece returns the kind of the moving piece before the move.
func (m Move) Piece() Kind { return m.kind }

// Becomes returns the kind of the moving piece after the move: a King after
// a promotion, a Flying King after a morph, else the kind it had.
func (m Move) Becomes() Kind { return m.after }

// Spawn returns the number (1–32) of the square where the move spawns a
// Prince, or 0 when it spawns none.
func (m Move) Spawn() int {
	if m.spawn == 0 {
		return 0
	}
	return board32.Number(int(m.spawn) - 1)
}

// String returns the move's text: "22-18" for a step or a slide, every
// landing for a take ("15x24x31", the push take "17x9"), and "+" with the
// spawned Prince's square after a spawn ("18x9+30").
func (m Move) String() string {
	b := make([]byte, 0, 12+3*int(m.jumps))
	b = strconv.AppendInt(b, int64(m.From()), 10)
	if m.jumps == 0 {
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(m.To()), 10)
	}
	for i := range int(m.jumps) {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(m.Landing(i)), 10)
	}
	if s := m.Spawn(); s != 0 {
		b = append(b, '+')
		b = strconv.AppendInt(b, int64(s), 10)
	}
	return string(b)
}

// sameResult reports whether a and b, two moves of one position, leave the
// same position: same captures and spawn, and either the same piece going to
// the same square as the same kind, or two pieces each jumping round in a
// circle back to its own square unchanged.
func sameResult(a, b Move) bool {
	if a.captured != b.captured || a.spawn != b.spawn {
		return false
	}
	if a.from == b.from {
		return a.to == b.to && a.after == b.after
	}
	return a.from == a.to && b.from == b.to && a.kind == a.after && b.kind == b.after
}
