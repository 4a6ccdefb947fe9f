package egdb

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

// pieces is a position as the databases store it: the side to move's men
// and kings moving toward the higher squares, and the opponent's.
type pieces struct {
	ownMen, oppMen, ownKings, oppKings uint32
}

// normalise returns p seen from the side to move.
func normalise(p *standard.Position) pieces {
	black, red, kings := p.Squares()
	own, opp := black, red
	if p.Turn() == checkers.Red {
		own, opp, kings = bits.Reverse32(red), bits.Reverse32(black), bits.Reverse32(kings)
	}
	return pieces{ownMen: own &^ kings, oppMen: opp &^ kings, ownKings: own & kings, oppKings: opp & kings}
}

// material returns the pieces' material.
func (s pieces) material() Material {
	return Material{
		OwnMen: bits.OnesCount32(s.ownMen), OwnKings: bits.OnesCount32(s.ownKings),
		OppMen: bits.OnesCount32(s.oppMen), OppKings: bits.OnesCount32(s.oppKings),
	}
}

// position returns the stored pieces as a position with Black to move.
func (s pieces) position() standard.Position {
	return standard.SquaresPosition(s.ownMen|s.ownKings, s.oppMen|s.oppKings, s.ownKings|s.oppKings, checkers.Black)
}

// advance measures how far the men have come: the sum of the rows each
// man has left behind. Every man's step raises it.
func advance(ownMen, oppMen uint32) int {
	a := 0
	for b := ownMen; b != 0; b &= b - 1 {
		a += bits.TrailingZeros32(b) / 4
	}
	for b := oppMen; b != 0; b &= b - 1 {
		a += 7 - bits.TrailingZeros32(b)/4
	}
	return a
}

// materialKey numbers materials of up to MaxPieces a side for a table.
func materialKey(m Material) int {
	return m.OwnMen + 13*(m.OwnKings+13*(m.OppMen+13*m.OppKings))
}

const materialKeys = 13 * 13 * 13 * 13
