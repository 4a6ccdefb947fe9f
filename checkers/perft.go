package checkers

// FastPerfter is implemented by positions whose variant counts perft faster
// than the generic walk over Legal and After; Perft uses it when present.
type FastPerfter interface {
	Perft(depth int) uint64
}

// Perft returns the number of leaf positions depth plies below p (1 at depth
// 0), counting every move once however many routes lead to it. A position
// where the game is over (see Status) has no moves to count.
func Perft(p Position, depth int) uint64 {
	if fp, ok := p.(FastPerfter); ok {
		return fp.Perft(depth)
	}
	return slowPerft(p, depth)
}

func slowPerft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if p.Status().Over() {
		return 0
	}
	moves := p.Legal()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		next, err := p.After(m)
		if err != nil {
			panic("checkers: a legal move was refused: " + err.Error())
		}
		n += slowPerft(next, depth-1)
	}
	return n
}

// DivideEntry is one root move with the perft count below it.
type DivideEntry struct {
	Move  Move
	Count uint64
}

// Divide returns, for each legal move of p, the perft count depth-1 plies
// below the position it leads to: the sum of the counts is Perft(p, depth).
// It is the usual tool to find where two move generators disagree.
func Divide(p Position, depth int) []DivideEntry {
	if depth <= 0 || p.Status().Over() {
		return nil
	}
	moves := p.Legal()
	out := make([]DivideEntry, 0, len(moves))
	for _, m := range moves {
		next, err := p.After(m)
		if err != nil {
			panic("checkers: a legal move was refused: " + err.Error())
		}
		out = append(out, DivideEntry{m, Perft(next, depth-1)})
	}
	return out
}
