package stackemeval

import "github.com/kingme/kingme/checkers/stackem"

// Engine is Stack'Em as the engine package's search plays it (it
// implements engine.Adapter[stackem.Position, stackem.Move] without importing
// it): the rules of package stackem, and Weights.Evaluate by W, or by
// DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *stackem.Position, dst []stackem.Move) []stackem.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Engine) Play(p *stackem.Position, m stackem.Move) stackem.Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Engine) Hash(p *stackem.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *stackem.Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}

// Noisy reports whether m is a jump.
func (Engine) Noisy(m stackem.Move) bool { return m.IsJump() }

// Progress reports whether m resets the no-progress count.
func (Engine) Progress(p *stackem.Position, m stackem.Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move.
func (Engine) Ended(*stackem.Position) (int, bool) { return 0, false }

// NoProgressPlies returns the game's no-progress limit.
func (Engine) NoProgressPlies() int { return stackem.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m stackem.Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
