package turkisheval

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
)

// Weights are the terms of Evaluate, in hundredths of a man (the package
// comment says what each counts). A search reads them and never writes
// them, so one Weights may serve many searches.
type Weights struct {
	// Man and King are each piece's worth.
	Man, King int
	// Advance is each row a man has come from its starting rows.
	Advance int
	// Breakthrough is each man on the row before its crowning row with
	// the square ahead empty.
	Breakthrough int
	// KingMobility is each square a king can slide to.
	KingMobility int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights {
	return Weights{Man: 100, King: 500, Advance: 4, Breakthrough: 30, KingMobility: 2}
}

type bitboard = turkish.Bitboard

// rows[r] is the squares of rank r+1.
var rows [8]bitboard

func init() {
	for r := range 8 {
		rows[r] = 0xFF << (8 * r)
	}
}

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w. A search calls it in quiet positions. It
// allocates nothing.
func (w *Weights) Evaluate(p *Position) int {
	us := p.Turn()
	empty := ^(p.Pieces(checkers.Black) | p.Pieces(checkers.Red))
	return w.side(p, us, empty) - w.side(p, us.Opponent(), empty)
}

// side sums the terms for the side c.
func (w *Weights) side(p *Position, c checkers.Color, empty bitboard) int {
	own := p.Pieces(c)
	men, kings := own&^p.Kings(), own&p.Kings()
	s := w.Man*men.Count() + w.King*kings.Count()
	for r := range 8 {
		come := r - 2 // White's men start on ranks 2 and 3
		if c == checkers.Black {
			come = 5 - r
		}
		if come > 0 {
			s += w.Advance * come * (men & rows[r]).Count()
		}
	}
	if c == checkers.Red {
		s += w.Breakthrough * (men & rows[6] & (empty >> 8)).Count()
	} else {
		s += w.Breakthrough * (men & rows[1] & (empty << 8)).Count()
	}
	if kings != 0 {
		s += w.KingMobility * turkish.Slides(kings, empty)
	}
	return s
}
