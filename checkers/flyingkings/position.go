package flyingkings

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// Kind is one of the four kinds of piece.
type Kind uint8

// The kinds of piece, weakest first.
const (
	// Guard steps and jumps forward only; 0 points.
	Guard Kind = iota
	// Prince steps forward and jumps both ways; 1 point.
	Prince
	// King steps and jumps both ways; 3 points.
	King
	// FlyingKing moves and captures at a distance; 5 points.
	FlyingKing
)

var kindNames = [4]string{"Guard", "Prince", "King", "Flying King"}

// String returns the kind's name, such as "Flying King".
func (k Kind) String() string { return kindNames[k&3] }

// Letter returns the kind's letter in the position text: G, P, K or F.
func (k Kind) Letter() byte { return "GPKF"[k&3] }

// Points returns what the kind is worth at the small-material end: 0, 1, 3
// or 5.
func (k Kind) Points() int { return [4]int{0, 1, 3, 5}[k&3] }

// Piece is a piece of one side.
type Piece struct {
	Color checkers.Color
	Kind  Kind
}

// Position is a Kings & Flying Kings position: where each side's pieces
// stand, of which kind, and the player to move. It is a comparable value;
// Play returns the next position and leaves the receiver as it was. The zero
// Position is an empty board with Black to move.
type Position struct {
	side   [2]bitboard // each side's pieces (layout: board.go)
	prince bitboard    // which pieces, of either side, are Princes
	king   bitboard    // … Kings
	flyer  bitboard    // … Flying Kings; the other pieces are Guards
	turn   checkers.Color
}

// Start returns the start position with Black to move.
func Start() Position { return StartWith(checkers.Black) }

// StartWith returns the start position with first to move. Each side has
// Kings in the middle of its King's Row, Princes on its corners and on the
// second row, and Guards on the third row.
func StartWith(first checkers.Color) Position {
	return Position{
		side:   [2]bitboard{checkers.Black: board32.Squares(1, 12), checkers.Red: board32.Squares(21, 32)},
		prince: squares(1, 4, 5, 6, 7, 8, 25, 26, 27, 28, 29, 32),
		king:   squares(2, 3, 30, 31),
		turn:   first,
	}
}

// Turn returns the player to move.
func (p Position) Turn() checkers.Color { return p.turn }

// kindOf returns the kind of the piece on the square b (one bit).
func (p *Position) kindOf(b bitboard) Kind {
	switch {
	case p.prince&b != 0:
		return Prince
	case p.king&b != 0:
		return King
	case p.flyer&b != 0:
		return FlyingKing
	}
	return Guard
}

// kinds returns the squares of pieces of kind k, of either side.
func (p *Position) kinds(k Kind) bitboard {
	switch k {
	case Prince:
		return p.prince
	case King:
		return p.king
	case FlyingKing:
		return p.flyer
	}
	return (p.side[0] | p.side[1]) &^ (p.prince | p.king | p.flyer)
}

// At returns the piece on the square numbered n (1–32), and false when the
// square is empty or n is off the board.
func (p Position) At(n int) (Piece, bool) {
	if n < 1 || n > 32 {
		return Piece{}, false
	}
	b := board32.Bit(n)
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if p.side[c]&b != 0 {
			return Piece{Color: c, Kind: p.kindOf(b)}, true
		}
	}
	return Piece{}, false
}

// Count returns how many pieces c has.
func (p Position) Count(c checkers.Color) int { return board32.Count(p.side[c&1]) }

// CountKind returns how many pieces of kind k c has.
func (p Position) CountKind(c checkers.Color, k Kind) int {
	return board32.Count(p.side[c&1] & p.kinds(k))
}

// Points returns the points of c's pieces: Guard 0, Prince 1, King 3,
// Flying King 5 each.
func (p Position) Points(c checkers.Color) int {
	s := p.side[c&1]
	return board32.Count(s&p.prince) + 3*board32.Count(s&p.king) + 5*board32.Count(s&p.flyer)
}

// over reports whether the position itself ends the game before any move
// is looked at: a side without pieces, or both sides down to two or fewer.
func (p *Position) over() bool {
	b, r := board32.Count(p.side[0]), board32.Count(p.side[1])
	return b == 0 || r == 0 || b <= 2 && r <= 2
}

// Play returns the position after m, which must be a legal move of p (one
// that AppendMoves returned). It does not check legality; After does.
func (p Position) Play(m Move) Position {
	from, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	us := p.turn & 1
	p.side[us^1] &^= m.captured
	p.side[us] = p.side[us]&^from | to
	keep := ^(m.captured | from)
	p.prince &= keep
	p.king &= keep
	p.flyer &= keep
	switch m.after {
	case Prince:
		p.prince |= to
	case King:
		p.king |= to
	case FlyingKing:
		p.flyer |= to
	}
	if m.spawn != 0 {
		s := bitboard(1) << (m.spawn - 1)
		p.side[us] |= s
		p.prince |= s
	}
	p.turn ^= 1
	return p
}

// Ended reports whether the position ends the game by its pieces alone,
// without looking at the moves, and the outcome for the player to move (+1
// won, 0 drawn, −1 lost): a side with no pieces has lost, and when both
// sides have two pieces or fewer the one with more points has won, equal
// points drawing. It agrees with Status but for a player to move who has no
// legal move, which it does not look for.
func (p *Position) Ended() (outcome int, over bool) {
	us := p.turn & 1
	nUs, nThem := bits.OnesCount64(p.side[us]), bits.OnesCount64(p.side[us^1])
	switch {
	case nUs == 0:
		return -1, true
	case nThem == 0:
		return 1, true
	case nUs > 2 || nThem > 2:
		return 0, false
	}
	switch a, b := p.Points(us), p.Points(us^1); {
	case a > b:
		return 1, true
	case a < b:
		return -1, true
	}
	return 0, true
}

// Side returns c's pieces in the layout of package board32: with Kinds,
// Points and Turn, what an evaluation reads of the position.
func (p *Position) Side(c checkers.Color) board32.Bitboard { return p.side[c&1] }

// Kinds returns which pieces, of either side, are Princes, Kings and
// Flying Kings; the others are Guards.
func (p *Position) Kinds() (princes, kings, flyers board32.Bitboard) {
	return p.prince, p.king, p.flyer
}
