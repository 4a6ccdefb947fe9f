package standardeval

import (
	"github.com/kingme/kingme/checkers/standard"
)

// Engine is standard checkers as the engine package's search plays it (it
// implements engine.Adapter[standard.Position, standard.Move] without
// importing it): the rules of package standard, and Weights.Evaluate by W,
// or by DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *standard.Position, dst []standard.Move) []standard.Move {
	return p.AppendMoves(dst)
}

// Glance reports whether p has a legal move and whether it must jump,
// without listing the moves.
func (Engine) Glance(p *standard.Position) (moves, noisy bool) { return p.Mobility() }

// Play returns the position after m.
func (Engine) Play(p *standard.Position, m standard.Move) standard.Position { return p.Play(m) }

// Step sets *child to the position after m in p and returns its Zobrist
// key and whether m moves a man or jumps.
func (Engine) Step(p *standard.Position, m standard.Move, child *standard.Position) (key uint64, progress bool) {
	*child = p.Play(m)
	return child.Hash(), p.ProgressMove(m)
}

// Hash returns p's Zobrist key.
func (Engine) Hash(p *standard.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *standard.Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}

// Noisy reports whether m is a jump.
func (Engine) Noisy(m standard.Move) bool { return m.IsJump() }

// Progress reports whether m moves a man or jumps.
func (Engine) Progress(p *standard.Position, m standard.Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move: standard checkers has none other.
func (Engine) Ended(*standard.Position) (int, bool) { return 0, false }

// NoProgressPlies returns 80.
func (Engine) NoProgressPlies() int { return standard.Variant{}.NoProgressPlies() }

// Threatened reports whether the player not to move in p could jump, were
// it its turn.
func (Engine) Threatened(p *standard.Position) bool { return p.CanJump(p.Turn() ^ 1) }

// Squeezed reports whether the player to move in p, a position of men
// alone, has at most two moves that give no piece away (Position.SafeMoves):
// the search looks a ply further there (engine.Squeeze).
func (Engine) Squeezed(p *standard.Position) bool {
	if _, _, kings := p.Bitboards(); kings != 0 {
		return false
	}
	return p.SafeMoves() <= 2
}

// MustCapture reports whether the player to move in p must jump.
func (Engine) MustCapture(p *standard.Position) bool { return p.CanJump(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m standard.Move) int { return m.Code() }

// AppendMoveIndices appends MoveIndex of each of moves to dst.
func (Engine) AppendMoveIndices(dst []int32, moves []standard.Move) []int32 {
	for _, m := range moves {
		dst = append(dst, int32(m.Code()))
	}
	return dst
}
