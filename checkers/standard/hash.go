package standard

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Hash returns the position's Zobrist key for a search's transposition
// table: equal positions have equal keys, and different positions equal
// keys only by a 1 in 2⁶⁴ chance.
func (p *Position) Hash() uint64 {
	black, red := p.own, p.opp
	k := uint64(0)
	if p.turn == checkers.Red {
		black, red = red, black
		k = zobrist.TurnKey
	}
	return k ^ zobrist.Word(0, black) ^ zobrist.Word(1, red) ^ zobrist.Word(2, p.kings)
}
