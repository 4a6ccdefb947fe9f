package coast

import "github.com/kingme/kingme/checkers"

// Move is one Coast-to-Coast move: a step or a chain of jumps by one checker,
// with the free move that follows a crowning, or a pass. Moves that leave the
// same position are one move, so a move is its checker's start square, where
// it ends (its own home when it is borne off) and whether it was crowned on
// the way, with what its text needs to show one route: who moves, whether
// the checker is a king, and the other checkers' squares. A move of a
// position has one value and one text wherever it comes from (AppendMoves,
// LegalMoves, ParseMove): two moves of one position are the same move exactly
// when they are ==.
type Move struct {
	from, to uint8          // squares 0–63 (checkers.Square)
	crown    bool           // crowned on the opponent's home; to is where the free move ends
	pass     bool           // a pass: nothing else is set
	king     bool           // the moving checker is a king
	by       checkers.Color // the player who moves
	occ      bitboard       // the other checkers' squares, the mover's start left empty
}

// Pass is the move of a player who cannot move. It is == to the pass that
// AppendMoves, Moves and ParseMove return.
var Pass = Move{pass: true}

// From returns the square the moving checker starts on.
func (m Move) From() checkers.Square { return checkers.Square(m.from) }

// To returns the square the move ends on: its own home for a king borne off.
func (m Move) To() checkers.Square { return checkers.Square(m.to) }

// Crowns reports whether the checker is crowned on the way (and then makes
// a free move, which ends on To).
func (m Move) Crowns() bool { return m.crown }

// IsPass reports whether m is a pass.
func (m Move) IsPass() bool { return m.pass }

// String returns the move's text: "c3-d4" for a step, "c3:e5:e7" for a
// chain with every landing, "g7-h8+h7" or "f6:h8+f8:d8" for a crowning on the
// opponent's home and the free move after it, "pass". Each part is a step
// when one reaches its end, else a shortest chain (the route Route returns),
// and the position's ParseMove reads the text back to m.
func (m Move) String() string {
	if m.pass {
		return "pass"
	}
	c := m.by
	bit := bitboard(1) << m.from
	own, opp := home[c], home[c^1]
	from, to := m.From(), m.To()
	switch {
	case m.king:
		return routeText(from, to, m.occ, ^m.occ&^opp&^bit, own, kingDirs, true)
	case !m.crown:
		return routeText(from, to, m.occ, ^m.occ&^bit, opp, pieceDirs[c], true)
	}
	h := checkers.Square(bitIndex(opp))
	return routeText(from, h, m.occ, ^m.occ&^bit, opp, pieceDirs[c], true) + "+" +
		routeText(h, to, m.occ, ^m.occ&^opp, own, kingDirs, false)
}

// move returns the move of p's checker on from that ends on to, crowned on
// the way or not. It does not check that the move is legal.
func (p *Position) move(from, to uint8, crown bool) Move {
	bit := bitboard(1) << from
	return Move{from: from, to: to, crown: crown, king: p.kings&bit != 0, by: p.turn, occ: (p.pieces[0] | p.pieces[1]) &^ bit}
}
