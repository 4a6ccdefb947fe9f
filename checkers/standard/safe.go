package standard

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// SafeMoves counts the simple moves of the player to move's men that give
// no piece away at once: after the move the opponent cannot jump the man
// that moved, nor a man it left unguarded. It looks only at men, so it
// answers for positions without kings (a king's moves and a king's jumps
// are not counted), and it ignores captures the opponent could already
// make. A player left with few safe moves is being squeezed: it will soon
// have to give a piece away, which a search stopping there does not see.
func (p *Position) SafeMoves() int {
	empty := onBoard &^ (p.own | p.opp)
	men, opp := p.own&^p.kings, p.opp&^p.kings
	if p.turn == checkers.Black {
		return safeDown(men, opp, empty)
	}
	return safeUp(men, opp, empty)
}

// safeDown counts the safe moves of men that move down (Black's): a man
// on s moving to t gives itself away when an opposing man stands beyond t
// in the same direction (it jumps t and lands on s), or on t's other
// forward neighbour with the square behind t that way empty; it gives a
// neighbour away when its own man stands on s's other forward neighbour
// with an opposing man beyond it (that man jumps it and lands on s).
func safeDown(men, opp, empty bitboard) int {
	dl, dr := board32.DownLeft, board32.DownRight
	ur, ul := board32.UpRight, board32.UpLeft
	on := func(b bitboard) bitboard { return b & onBoard }
	// Down-left: t = dl(s); the other forward neighbour of t is dr(t).
	left := men & ur(empty)
	left &^= ur(on(ur(opp))) |
		ur(on(ul(opp)))&ur(on(dr(empty))) |
		ul(men)&ul(on(ul(opp)))
	// Down-right: t = dr(s); the other forward neighbour of t is dl(t).
	right := men & ul(empty)
	right &^= ul(on(ul(opp))) |
		ul(on(ur(opp)))&ul(on(dl(empty))) |
		ur(men)&ur(on(ur(opp)))
	return bits.OnesCount64(uint64(left&onBoard)) + bits.OnesCount64(uint64(right&onBoard))
}

// safeUp counts the safe moves of men that move up (Red's), as safeDown
// does with the directions turned.
func safeUp(men, opp, empty bitboard) int {
	dl, dr := board32.DownLeft, board32.DownRight
	ur, ul := board32.UpRight, board32.UpLeft
	on := func(b bitboard) bitboard { return b & onBoard }
	// Up-right: t = ur(s); the other forward neighbour of t is ul(t).
	a := men & dl(empty)
	a &^= dl(on(dl(opp))) |
		dl(on(dr(opp)))&dl(on(ul(empty))) |
		dr(men)&dr(on(dr(opp)))
	// Up-left: t = ul(s); the other forward neighbour of t is ur(t).
	b := men & dr(empty)
	b &^= dr(on(dr(opp))) |
		dr(on(dl(opp)))&dr(on(ur(empty))) |
		dl(men)&dl(on(dl(opp)))
	return bits.OnesCount64(uint64(a&onBoard)) + bits.OnesCount64(uint64(b&onBoard))
}
