package coast

// This is the hot file: it runs once per node of a search or a perft. No
// allocation, no interface calls, no maps. Chains are explored as sets of
// squares (a breadth-first fill over bitboards): every square a chain can
// reach is reached once, however many routes lead to it.

// chainReach returns the squares a checker on the square start can land on
// by a chain of jumps in the directions ds: over an occupied square of occ
// onto a square of land. Landings on stop end the chain there.
func chainReach(start, occ, land, stop bitboard, ds []direction) bitboard {
	var reach bitboard
	for frontier := start; frontier != 0; {
		var next bitboard
		for _, d := range ds {
			next |= step(step(frontier, d)&occ, d)
		}
		next &= land &^ reach
		reach |= next
		frontier = next &^ stop
	}
	return reach
}

// stepReach returns the squares of land one step from start in the
// directions ds.
func stepReach(start, land bitboard, ds []direction) bitboard {
	var reach bitboard
	for _, d := range ds {
		reach |= step(start, d)
	}
	return reach & land
}

// outcomes returns where the side to move's checker on the square bit can
// end its turn: plain, still a piece (or the king it was; its own home
// meaning borne off), and crowned, where the free move after a crowning can
// end.
func (p *Position) outcomes(bit bitboard) (plain, crowned bitboard) {
	c := p.turn
	occ := (p.pieces[0] | p.pieces[1]) &^ bit // the mover has left its square
	empty := ^occ
	own, opp := home[c], home[c^1]
	if p.kings&bit != 0 {
		// A king never lands on the opponent's home, nor on its start; on
		// its own home it is borne off and the move ends.
		land := empty &^ opp &^ bit
		return chainReach(bit, occ, land, own, kingDirs) | stepReach(bit, land, kingDirs), 0
	}
	ds := pieceDirs[c]
	land := empty &^ bit
	reach := chainReach(bit, occ, land, opp, ds) | stepReach(bit, land, ds)
	plain = reach &^ opp
	if reach&opp != 0 {
		// Crowned on the opponent's home: a free move off it, as a king,
		// a new chain that may land on the square the piece came from.
		free := empty &^ opp
		crowned = chainReach(opp, occ, free, own, kingDirs) | stepReach(opp, free, kingDirs)
	}
	return plain, crowned
}

// CountMoves returns the number of legal moves, the same as
// len(AppendMoves(nil)): a pass counts as one move.
func (p *Position) CountMoves() int {
	if p.over() {
		return 0
	}
	n := 0
	for b := p.pieces[p.turn]; b != 0; b &= b - 1 {
		plain, crowned := p.outcomes(b & -b)
		n += popCount(plain) + popCount(crowned)
	}
	return max(n, 1)
}

// HasMoves reports whether the player to move has a move other than a pass.
func (p *Position) HasMoves() bool {
	for b := p.pieces[p.turn]; b != 0; b &= b - 1 {
		if plain, crowned := p.outcomes(b & -b); plain|crowned != 0 {
			return true
		}
	}
	return false
}

// AppendMoves appends the legal moves of p to dst and returns the extended
// slice: one move per position the player can reach, or a pass when he can
// reach none, or nothing once the game is over. With a dst of enough
// capacity it allocates nothing.
func (p *Position) AppendMoves(dst []Move) []Move {
	if p.over() {
		return dst
	}
	n := len(dst)
	for b := p.pieces[p.turn]; b != 0; b &= b - 1 {
		bit := b & -b
		plain, crowned := p.outcomes(bit)
		m := Move{from: uint8(bitIndex(b)), king: p.kings&bit != 0, by: p.turn, occ: (p.pieces[0] | p.pieces[1]) &^ bit}
		for ; plain != 0; plain &= plain - 1 {
			m.to = uint8(bitIndex(plain))
			dst = append(dst, m)
		}
		m.crown = true
		for ; crowned != 0; crowned &= crowned - 1 {
			m.to = uint8(bitIndex(crowned))
			dst = append(dst, m)
		}
	}
	if len(dst) == n {
		dst = append(dst, Pass)
	}
	return dst
}

// Perft returns the number of leaf positions depth plies below p, each move
// counted once and a pass counted as a move (1 at depth 0).
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return perft(p, depth, bufs)
}

func perft(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0]
	var n uint64
	for i := range moves {
		n += perft(p.Play(moves[i]), depth-1, bufs)
	}
	return n
}
