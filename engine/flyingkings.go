package engine

import "github.com/kingme/kingme/checkers/flyingkings"

// FlyingKings is the Game of Kings & Flying Kings. Its evaluation uses W,
// or flyingkings.DefaultWeights when W is nil.
type FlyingKings struct{ W *flyingkings.Weights }

var flyingKingsDefault = flyingkings.DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (FlyingKings) AppendMoves(p *flyingkings.Position, dst []flyingkings.Move) []flyingkings.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (FlyingKings) Play(p *flyingkings.Position, m flyingkings.Move) flyingkings.Position {
	return p.Play(m)
}

// Hash returns p's Zobrist key.
func (FlyingKings) Hash(p *flyingkings.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g FlyingKings) Evaluate(p *flyingkings.Position) int {
	if g.W == nil {
		return p.Evaluate(&flyingKingsDefault)
	}
	return p.Evaluate(g.W)
}

// Noisy reports whether m takes (a jump sequence or a push take).
func (FlyingKings) Noisy(m flyingkings.Move) bool { return m.IsTake() }

// Progress reports whether m resets the no-progress count: a take, or a
// move of a Guard or a Prince.
func (FlyingKings) Progress(p *flyingkings.Position, m flyingkings.Move) bool {
	return p.ProgressMove(m)
}

// Ended reports the ends a position makes by its pieces alone: no pieces
// left, and the small-material ending by points. It looks at no move (the
// search itself loses a player with none).
func (FlyingKings) Ended(p *flyingkings.Position) (int, bool) { return p.Ended() }

// NoProgressPlies returns the game's no-progress limit.
func (FlyingKings) NoProgressPlies() int { return flyingkings.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (FlyingKings) MoveIndex(m flyingkings.Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
