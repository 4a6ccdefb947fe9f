package engine

import "github.com/kingme/kingme/checkers/standard"

// Standard is the Game of standard checkers. Its evaluation uses W, or
// standard.DefaultWeights when W is nil.
type Standard struct{ W *standard.Weights }

var standardDefault = standard.DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Standard) AppendMoves(p *standard.Position, dst []standard.Move) []standard.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Standard) Play(p *standard.Position, m standard.Move) standard.Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Standard) Hash(p *standard.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Standard) Evaluate(p *standard.Position) int {
	if g.W == nil {
		return p.Evaluate(&standardDefault)
	}
	return p.Evaluate(g.W)
}

// Noisy reports whether m is a jump.
func (Standard) Noisy(m standard.Move) bool { return m.IsJump() }

// Progress reports whether m moves a man or jumps.
func (Standard) Progress(p *standard.Position, m standard.Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move: standard checkers has none other.
func (Standard) Ended(*standard.Position) (int, bool) { return 0, false }

// NoProgressPlies returns 80.
func (Standard) NoProgressPlies() int { return standard.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Standard) MoveIndex(m standard.Move) int { return m.Code() }
