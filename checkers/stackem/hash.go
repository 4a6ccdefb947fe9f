package stackem

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Hash returns the position's Zobrist key for a search's transposition
// table: equal positions have equal keys, and different positions equal
// keys only by a 1 in 2⁶⁴ chance.
func (p *Position) Hash() uint64 {
	k := zobrist.Word(0, p.tops[0]) ^ zobrist.Word(1, p.tops[1]) ^ zobrist.Word(2, p.kings)
	if p.turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	for occ := p.tops[0] | p.tops[1]; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		n := board32.Number(i)
		if s := p.stacks[n-1]; s.height() > 1 {
			k ^= zobrist.Mix(uint64(s)<<8 | uint64(n))
		}
	}
	return k
}
