package standard

import (
	"fmt"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// Squares returns the squares of Black's pieces, of Red's and of the kings
// of either side, square n at bit n − 1: the form endgame databases index.
func (p Position) Squares() (black, red, kings uint32) {
	return board32.Compact(p.pieces(checkers.Black)), board32.Compact(p.pieces(checkers.Red)), board32.Compact(p.kings)
}

// FromSquares returns the position with Black's pieces on black, Red's on
// red (square n at bit n − 1), those on kings crowned, and turn to move.
// It refuses what ParseFEN refuses: a square held by both sides, a king
// where no piece stands, more than 12 pieces a side and a man on its
// crowning row.
func FromSquares(black, red, kings uint32, turn checkers.Color) (Position, error) {
	if both := black & red; both != 0 {
		return Position{}, fmt.Errorf("square %d holds pieces of both sides", bits.TrailingZeros32(both)+1)
	}
	if lone := kings &^ (black | red); lone != 0 {
		return Position{}, fmt.Errorf("square %d has a king but no piece", bits.TrailingZeros32(lone)+1)
	}
	p := SquaresPosition(black, red, kings, turn)
	if err := p.validate(); err != nil {
		return Position{}, err
	}
	return p, nil
}

// SquaresPosition is FromSquares without its checks, for callers that
// enumerate positions they know to be well formed (endgame database
// builders); kings is masked to the pieces that stand.
func SquaresPosition(black, red, kings uint32, turn checkers.Color) Position {
	b, r, k := board32.Spread(black), board32.Spread(red), board32.Spread(kings&(black|red))
	if turn == checkers.Black {
		return Position{own: b, opp: r, kings: k, turn: checkers.Black}
	}
	return Position{own: r, opp: b, kings: k, turn: checkers.Red}
}

// Mirror returns the position turned half round with the colours swapped:
// Black's piece on square n becomes Red's on 33 − n and the other player
// is to move. Its value for the player to move is p's.
func (p Position) Mirror() Position {
	black, red, kings := p.Squares()
	return SquaresPosition(bits.Reverse32(red), bits.Reverse32(black), bits.Reverse32(kings), p.turn^1)
}
