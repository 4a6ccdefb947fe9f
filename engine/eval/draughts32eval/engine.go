package draughts32eval

import "github.com/kingme/kingme/checkers/draughts32"

// Engine is the part of a game's engine adapter (engine.Adapter) that the
// games on the 32 squares share, for the game whose rules are R: a game's
// Engine embeds it and adds Evaluate and NoProgressPlies.
type Engine[R draughts32.Rules] struct{}

// AppendMoves appends p's legal moves to dst.
func (Engine[R]) AppendMoves(p *draughts32.Position[R], dst []draughts32.Move) []draughts32.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Engine[R]) Play(p *draughts32.Position[R], m draughts32.Move) draughts32.Position[R] {
	return p.Play(m)
}

// Hash returns p's Zobrist key.
func (Engine[R]) Hash(p *draughts32.Position[R]) uint64 { return p.Hash() }

// Noisy reports whether m captures.
func (Engine[R]) Noisy(m draughts32.Move) bool { return m.IsCapture() }

// Progress reports whether m captures or moves a man.
func (Engine[R]) Progress(p *draughts32.Position[R], m draughts32.Move) bool {
	return p.ProgressMove(m)
}

// Ended reports no end but the lack of a move.
func (Engine[R]) Ended(*draughts32.Position[R]) (int, bool) { return 0, false }

// MoveIndex names m by its two end squares.
func (Engine[R]) MoveIndex(m draughts32.Move) int { return m.Code() }
