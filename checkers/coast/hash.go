package coast

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Hash returns the position's Zobrist key for a search's transposition
// table: equal positions have equal keys, and different positions equal
// keys only by a 1 in 2⁶⁴ chance.
func (p *Position) Hash() uint64 {
	k := zobrist.Word(0, p.pieces[0]) ^ zobrist.Word(1, p.pieces[1]) ^ zobrist.Word(2, p.kings) ^
		zobrist.Word(3, uint64(p.off[0])|uint64(p.off[1])<<8|uint64(p.passes)<<16)
	if p.turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	return k
}
