package standard

import "github.com/kingme/kingme/checkers/board32"

import "github.com/kingme/kingme/checkers"

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). It counts the
// last ply in bulk, without playing its moves.
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
	switch depth {
	case 1:
		return uint64(p.CountMoves())
	case 2:
		if p.jumpers() == 0 {
			return perftSteps2(&p)
		}
	}
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	var n uint64
	for i := range moves {
		n += perft(p.Play(moves[i]), depth-1, bufs)
	}
	return n
}

// perftSteps2 is perft(2) of a position without jumps: each simple move's
// child is counted straight from the bitboards, without building moves.
func perftSteps2(p *Position) uint64 {
	own, opp, kings := p.own, p.opp, p.kings
	empty := onBoard &^ (own | opp)
	k := own & kings
	n := 0
	if p.turn == checkers.Black {
		for t := board32.DownLeft(own) & empty; t != 0; t &= t - 1 {
			n += blackStepChild(own, opp, kings, board32.UpRight(t&-t), t&-t)
		}
		for t := board32.DownRight(own) & empty; t != 0; t &= t - 1 {
			n += blackStepChild(own, opp, kings, board32.UpLeft(t&-t), t&-t)
		}
		for t := board32.UpLeft(k) & empty; t != 0; t &= t - 1 {
			n += blackStepChild(own, opp, kings, board32.DownRight(t&-t), t&-t)
		}
		for t := board32.UpRight(k) & empty; t != 0; t &= t - 1 {
			n += blackStepChild(own, opp, kings, board32.DownLeft(t&-t), t&-t)
		}
		return uint64(n)
	}
	for t := board32.UpLeft(own) & empty; t != 0; t &= t - 1 {
		n += redStepChild(own, opp, kings, board32.DownRight(t&-t), t&-t)
	}
	for t := board32.UpRight(own) & empty; t != 0; t &= t - 1 {
		n += redStepChild(own, opp, kings, board32.DownLeft(t&-t), t&-t)
	}
	for t := board32.DownLeft(k) & empty; t != 0; t &= t - 1 {
		n += redStepChild(own, opp, kings, board32.UpRight(t&-t), t&-t)
	}
	for t := board32.DownRight(k) & empty; t != 0; t &= t - 1 {
		n += redStepChild(own, opp, kings, board32.UpLeft(t&-t), t&-t)
	}
	return uint64(n)
}

// blackStepChild counts Red's moves after Black's simple move from → to.
func blackStepChild(own, opp, kings, from, to bitboard) int {
	if kings&from != 0 {
		kings ^= from | to
	} else {
		kings |= to & blackCrown
	}
	return countRed(opp, own^(from|to), kings)
}

// redStepChild counts Black's moves after Red's simple move from → to.
func redStepChild(own, opp, kings, from, to bitboard) int {
	if kings&from != 0 {
		kings ^= from | to
	} else {
		kings |= to & redCrown
	}
	return countBlack(opp, own^(from|to), kings)
}
