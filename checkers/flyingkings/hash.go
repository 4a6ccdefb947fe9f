package flyingkings

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Hash returns the position's Zobrist key for a search's transposition
// table: equal positions have equal keys, and different positions equal
// keys only by a 1 in 2⁶⁴ chance.
func (p *Position) Hash() uint64 {
	k := zobrist.Word(0, p.side[0]) ^ zobrist.Word(1, p.side[1]) ^ zobrist.Word(2, p.prince) ^
		zobrist.Word(3, p.king) ^ zobrist.Word(4, p.flyer)
	if p.turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	return k
}
