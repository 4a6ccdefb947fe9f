package engine

import "github.com/kingme/kingme/checkers/stackem"

// StackEm is the Game of Stack'Em. Its evaluation uses W, or
// stackem.DefaultWeights when W is nil.
type StackEm struct{ W *stackem.Weights }

var stackemDefault = stackem.DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (StackEm) AppendMoves(p *stackem.Position, dst []stackem.Move) []stackem.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (StackEm) Play(p *stackem.Position, m stackem.Move) stackem.Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (StackEm) Hash(p *stackem.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g StackEm) Evaluate(p *stackem.Position) int {
	if g.W == nil {
		return p.Evaluate(&stackemDefault)
	}
	return p.Evaluate(g.W)
}

// Noisy reports whether m is a jump.
func (StackEm) Noisy(m stackem.Move) bool { return m.IsJump() }

// Progress reports whether m resets the no-progress count.
func (StackEm) Progress(p *stackem.Position, m stackem.Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move.
func (StackEm) Ended(*stackem.Position) (int, bool) { return 0, false }

// NoProgressPlies returns the game's no-progress limit.
func (StackEm) NoProgressPlies() int { return stackem.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (StackEm) MoveIndex(m stackem.Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
