package draughts50

// Perft returns the number of leaf positions depth plies below p, each move
// counted once however many routes reach it (1 at depth 0). It counts the
// last ply without playing its moves. The walk asks the game's rules once,
// then runs on the Board alone, as fast as a walk the game wrote for itself.
func (p Position[R]) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var r R
	w := walk{crownEnds: r.CrowningWins(), bufs: make([][]Move, depth+1)}
	for i := range w.bufs {
		w.bufs[i] = make([]Move, 0, 128)
	}
	return w.perft(&p.Board, depth)
}

// walk is a perft walk: whether a king on the board ends the game, and a
// move buffer per depth.
type walk struct {
	crownEnds bool
	bufs      [][]Move
}

func (w *walk) perft(p *Board, depth int) uint64 {
	moves := p.moves(w.bufs[depth][:0], w.crownEnds)
	w.bufs[depth] = moves[:0] // keep any growth for the next call at this depth
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		q := p.play(moves[i])
		n += w.perft(&q, depth-1)
	}
	return n
}
