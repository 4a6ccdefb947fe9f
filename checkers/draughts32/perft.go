package draughts32

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). It counts the
// last ply without playing its moves. Called through the game's rules, it is
// slower than a walk a game writes for itself, and fast enough for tests.
func (p Position[R]) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	return perft(p, depth, bufs)
}

func perft[R Rules](p Position[R], depth int, bufs [][]Move) uint64 {
	var r R
	moves := r.AppendMoves(&p.Board, bufs[depth][:0])
	bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		n += perft(Position[R]{p.Board.Play(moves[i])}, depth-1, bufs)
	}
	return n
}
