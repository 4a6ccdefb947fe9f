package standard

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// Position is a standard checkers position: three bitboards and the
// player to move. It is a value: Play returns the next position and leaves the
// receiver as it was, so search copies positions instead of undoing moves.
// The zero Position is an empty board with Black to move.
type Position struct {
	own   bitboard // the pieces of the player to move (layout: board.go)
	opp   bitboard // the opponent's pieces
	kings bitboard // which of the pieces, of either side, are kings
	turn  checkers.Color
}

// pieces returns c's pieces.
func (p *Position) pieces(c checkers.Color) bitboard {
	if c == p.turn {
		return p.own
	}
	return p.opp
}

// crownRow[c] is the row where c's men are crowned.
var crownRow = [2]bitboard{checkers.Black: blackCrown, checkers.Red: redCrown}

// Start returns the start position: Black's men on 1–12, Red's on 21–32,
// Black to move.
func Start() Position {
	return Position{own: board32.Squares(1, 12), opp: onBoard &^ board32.Squares(1, 20), turn: checkers.Black}
}

// Turn returns the player to move.
func (p Position) Turn() checkers.Color { return p.turn }

// Piece is what stands on a square.
type Piece uint8

const (
	// Empty is no piece.
	Empty Piece = iota
	// BlackMan is an uncrowned Black piece.
	BlackMan
	// BlackKing is a crowned Black piece.
	BlackKing
	// RedMan is an uncrowned Red piece.
	RedMan
	// RedKing is a crowned Red piece.
	RedKing
)

// At returns the piece on the square numbered n (1–32), Empty off the board.
func (p Position) At(n int) Piece {
	if n < 1 || n > 32 {
		return Empty
	}
	bit := board32.Bit(n)
	king := p.kings&bit != 0
	black, red := p.pieces(checkers.Black), p.pieces(checkers.Red)
	switch {
	case black&bit != 0 && king:
		return BlackKing
	case black&bit != 0:
		return BlackMan
	case red&bit != 0 && king:
		return RedKing
	case red&bit != 0:
		return RedMan
	}
	return Empty
}

// Count returns how many men and kings c has.
func (p Position) Count(c checkers.Color) (men, kings int) {
	side := p.pieces(c)
	return board32.Count(side &^ p.kings), board32.Count(side & p.kings)
}

// Play returns the position after m, which must be a legal move of p (one
// that AppendMoves returned). It does not check legality; After does.
func (p Position) Play(m Move) Position {
	from, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	kings := p.kings &^ m.captured
	if kings&from != 0 {
		kings = kings&^from | to
	} else if to&crownRow[p.turn&1] != 0 {
		kings |= to
	}
	return Position{own: p.opp &^ m.captured, opp: p.own&^from | to, kings: kings, turn: p.turn ^ 1}
}

// Bitboards returns the pieces of the player to move, the opponent's, and
// which pieces of either side are kings, in the layout of package board32:
// what an evaluation reads of the position (with Turn).
func (p *Position) Bitboards() (own, opp, kings board32.Bitboard) { return p.own, p.opp, p.kings }

// CanJump reports whether c has a jump in p, were it c's turn: for the
// player to move, whether it must jump; for the other, whether it
// threatens one.
func (p *Position) CanJump(c checkers.Color) bool {
	own, opp := p.own, p.opp
	if c != p.turn {
		own, opp = opp, own
	}
	if c == checkers.Black {
		return blackJumpers(own, opp, p.kings) != 0
	}
	return redJumpers(own, opp, p.kings) != 0
}
