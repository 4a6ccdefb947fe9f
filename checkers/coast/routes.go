package coast

import "github.com/kingme/kingme/checkers"

// Route returns the squares that the checker of m, a legal move of p,
// visits on the route m's text shows (the route of LegalMoves and ParseMove):
// where it starts, each landing of its step or chain of jumps and, for a
// crowning, the opponent's home where it is crowned followed by the
// landings of its free move. Each part is a step when one reaches its end,
// else a shortest chain. Route returns nil for a pass and for a move that
// is not legal in p.
func (p Position) Route(m Move) []checkers.Square {
	if m.pass || p.over() {
		return nil
	}
	c := p.turn
	bit, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	if m.from > 63 || m.to > 63 || p.pieces[c]&bit == 0 {
		return nil
	}
	plain, crowned := p.outcomes(bit)
	if m.crown && crowned&to == 0 || !m.crown && plain&to == 0 {
		return nil
	}
	occ := (p.pieces[0] | p.pieces[1]) &^ bit
	own, opp := home[c], home[c^1]
	from, target := m.From(), m.To()
	route := []checkers.Square{from}
	switch {
	case p.kings&bit != 0:
		return append(route, landings(from, target, occ, ^occ&^opp&^bit, own, kingDirs)...)
	case !m.crown:
		return append(route, landings(from, target, occ, ^occ&^bit, opp, pieceDirs[c])...)
	}
	crownSquare := checkers.Square(bitIndex(opp))
	route = append(route, landings(from, crownSquare, occ, ^occ&^bit, opp, pieceDirs[c])...)
	return append(route, landings(crownSquare, target, occ, ^occ&^opp, own, kingDirs)...)
}

// landings returns the landings of one part of a move from start to
// target, as routeText writes them: the target alone when a step reaches
// it, else those of a shortest chain.
func landings(start, target checkers.Square, occ, land, stop bitboard, ds []direction) []checkers.Square {
	if stepReach(1<<start, land, ds)&(1<<target) != 0 {
		return []checkers.Square{target}
	}
	return chainRoute(start, target, occ, land, stop, ds)
}
