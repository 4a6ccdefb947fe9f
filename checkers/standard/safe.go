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
	a, b := board32.DownLeftDir, board32.DownRightDir // Black's men step down
	if p.turn == checkers.Red {
		a, b = board32.UpRightDir, board32.UpLeftDir
	}
	return safeSteps(men, opp, empty, a, b) + safeSteps(men, opp, empty, b, a)
}

// safeSteps counts the safe steps of men in direction d, other being their
// other forward direction. A man on s stepping to t gives itself away when
// an opposing man stands beyond t in direction d (it jumps t and lands on
// s), or on t's neighbour in direction other with the square behind t that
// way empty; it gives a neighbour away when its own man stands on s's
// neighbour in direction other with an opposing man beyond it (that man
// jumps it and lands on s).
func safeSteps(men, opp, empty bitboard, d, other board32.Direction) int {
	step := board32.Step
	back, otherBack := d.Reverse(), other.Reverse()
	movers := men & step(empty, back)
	unsafe := step(step(opp, back), back) |
		step(step(opp, otherBack), back)&step(step(empty, other), back) |
		step(men, otherBack)&step(step(opp, otherBack), otherBack)
	return bits.OnesCount64(uint64(movers &^ unsafe))
}
