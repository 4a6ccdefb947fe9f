package flyingkingseval

import "github.com/kingme/kingme/checkers/flyingkings"

// Engine is Kings & Flying Kings as the engine package's search plays it
// (it implements engine.Adapter[flyingkings.Position, flyingkings.Move]
// without importing it): the rules of package flyingkings, and
// Weights.Evaluate by W, or by DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *flyingkings.Position, dst []flyingkings.Move) []flyingkings.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Engine) Play(p *flyingkings.Position, m flyingkings.Move) flyingkings.Position {
	return p.Play(m)
}

// Hash returns p's Zobrist key.
func (Engine) Hash(p *flyingkings.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *flyingkings.Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}

// Noisy reports whether m takes (a jump sequence or a push take).
func (Engine) Noisy(m flyingkings.Move) bool { return m.IsTake() }

// Progress reports whether m resets the no-progress count: a take, or a
// move of a Guard or a Prince.
func (Engine) Progress(p *flyingkings.Position, m flyingkings.Move) bool {
	return p.ProgressMove(m)
}

// Ended reports the ends a position makes by its pieces alone: no pieces
// left, and the small-material ending by points. It looks at no move (the
// search itself loses a player with none).
func (Engine) Ended(p *flyingkings.Position) (int, bool) { return p.Ended() }

// NoProgressPlies returns the game's no-progress limit.
func (Engine) NoProgressPlies() int { return flyingkings.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m flyingkings.Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
