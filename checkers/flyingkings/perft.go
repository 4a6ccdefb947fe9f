package flyingkings

import (
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// CountMoves returns the number of legal moves, the same as
// len(AppendMoves(nil)). Steps are counted in bulk, without building moves.
func (p *Position) CountMoves() int {
	if p.over() {
		return 0
	}
	if short, flying, pushers := p.takers(); short|flying|pushers != 0 {
		return p.countTakes(short, flying, pushers)
	}
	us := p.turn & 1
	own := p.side[us]
	empty := onBoard &^ (own | p.side[us^1])
	n := 0
	for d := range board32.Direction(4) {
		movers := own & p.king
		if forward[us]&(1<<d) != 0 {
			movers |= own &^ (p.king | p.flyer)
		}
		n += board32.Count(board32.Step(movers, d) & empty)
	}
	for f := own & p.flyer; f != 0; f &= f - 1 {
		for d := range board32.Direction(4) {
			n += board32.Count(jumps.Slide(f&-f, d, empty))
		}
	}
	// A Prince stepping onto a Spawn square is one move for each free
	// square of the King's Row it may spawn on. No such step leaves the
	// King's Row, so the free squares are the same for all of them.
	if board32.Count(own&p.prince) < MaxPrinces {
		if free := board32.Count(kingsRow[us] &^ (own | p.side[us^1])); free > 1 {
			princes := own & p.prince
			for d := range board32.Direction(4) {
				if forward[us]&(1<<d) != 0 {
					n += (free - 1) * board32.Count(board32.Step(princes, d)&empty&spawnSquares[us])
				}
			}
		}
	}
	return n
}

// HasMoves reports whether the player to move has a legal move.
func (p *Position) HasMoves() bool {
	if p.over() {
		return false
	}
	if p.hasTake() {
		return true
	}
	us := p.turn & 1
	own := p.side[us]
	empty := onBoard &^ (own | p.side[us^1])
	for d := range board32.Direction(4) {
		movers := own & (p.king | p.flyer)
		if forward[us]&(1<<d) != 0 {
			movers = own
		}
		if board32.Step(movers, d)&empty != 0 {
			return true
		}
	}
	return false
}

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). The last ply is
// counted without playing its moves.
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	return perft(p, depth, bufs)
}

func perft(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	var n uint64
	for i := range moves {
		n += perft(p.Play(moves[i]), depth-1, bufs)
	}
	return n
}
