package international

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). It counts the
// last ply without playing its moves.
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return perft(&p, depth, bufs)
}

func perft(p *Position, depth int, bufs [][]Move) uint64 {
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		q := p.Play(moves[i])
		n += perft(&q, depth-1, bufs)
	}
	return n
}
