package coast

import "github.com/kingme/kingme/checkers"

// Position is a Coast-to-Coast position: where each side's checkers stand,
// which are kings, how many each side has borne off, who moves, and whether
// the last moves were passes. It is a comparable value; Play returns the
// next position and leaves the receiver unchanged.
type Position struct {
	pieces [2]bitboard // by colour: every checker on the board
	kings  bitboard    // which of them are kings
	off    [2]uint8    // by colour: checkers borne off
	turn   checkers.Color
	passes uint8 // passes just made in a row: 1 after a pass; 2 ends the game
}

// startSquares[c] are the twelve squares of c's start triangle.
var startSquares = [2][]string{
	checkers.Red:   {"b1", "a2", "c1", "b2", "a3", "d1", "c2", "b3", "a4", "d2", "c3", "b4"},
	checkers.Black: {"g8", "h7", "f8", "g7", "h6", "e8", "f7", "g6", "h5", "e7", "f6", "g5"},
}

// Start returns the start position: each side's twelve pieces in the
// triangle beside its home, Black to move.
func Start() Position {
	var p Position
	for c, squares := range startSquares {
		for _, name := range squares {
			sq, err := checkers.ParseSquare(name)
			if err != nil {
				panic(err)
			}
			p.pieces[c] |= 1 << sq
		}
	}
	return p
}

// Turn returns the player to move.
func (p Position) Turn() checkers.Color { return p.turn }

// BorneOff returns how many of c's checkers have left the board.
func (p Position) BorneOff(c checkers.Color) int { return int(p.off[c&1]) }

// Piece is what stands on a square.
type Piece uint8

// What a square can hold.
const (
	Empty Piece = iota
	BlackPiece
	BlackKing
	RedPiece
	RedKing
)

// At returns what stands on square sq.
func (p Position) At(sq checkers.Square) Piece {
	if !sq.Valid() {
		return Empty
	}
	bit := bitboard(1) << sq
	king := p.kings&bit != 0
	switch {
	case p.pieces[checkers.Black]&bit != 0 && king:
		return BlackKing
	case p.pieces[checkers.Black]&bit != 0:
		return BlackPiece
	case p.pieces[checkers.Red]&bit != 0 && king:
		return RedKing
	case p.pieces[checkers.Red]&bit != 0:
		return RedPiece
	}
	return Empty
}

// over reports whether the game has ended: a side bore off its twelfth
// checker, or both sides passed in a row.
func (p *Position) over() bool {
	return p.off[0] == 12 || p.off[1] == 12 || p.passes >= 2
}

// Play returns the position after m, which must be a legal move of p (one
// that AppendMoves returned). It does not check legality; After does.
func (p Position) Play(m Move) Position {
	c := p.turn
	p.turn ^= 1
	if m.pass {
		p.passes++
		return p
	}
	p.passes = 0
	from, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	king := p.kings&from != 0 || m.crown
	p.pieces[c] &^= from
	p.kings &^= from
	if to == home[c] && king {
		p.off[c]++ // a king on its own home is borne off
		return p
	}
	p.pieces[c] |= to
	if king {
		p.kings |= to
	}
	return p
}

// Outcome reports whether the game is over, a side having borne off its
// twelfth checker or both sides having passed in a row, and if so the
// outcome for the player to move: +1 won, −1 lost, 0 drawn. It is Status
// for a search, which asks at every node.
func (p *Position) Outcome() (outcome int, over bool) {
	switch {
	case p.off[p.turn] == 12:
		return 1, true
	case p.off[p.turn^1] == 12:
		return -1, true
	case p.passes >= 2:
		return 0, true
	}
	return 0, false
}

// Pieces returns c's checkers on the board, kings included, bit i the
// square checkers.Square(i) (file + 8·rank, a1 bit 0): with Kings, Off and
// Turn, what an evaluation reads of the position.
func (p *Position) Pieces(c checkers.Color) uint64 { return p.pieces[c&1] }

// Kings returns which checkers on the board, of either colour, are kings.
func (p *Position) Kings() uint64 { return p.kings }

// Off returns how many checkers c has borne off, 0 to 12.
func (p *Position) Off(c checkers.Color) int { return int(p.off[c&1]) }
