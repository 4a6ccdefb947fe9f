package stackem

// Engine is Stack'Em as the engine package's search plays it (it implements
// engine.Game[Position, Move] without importing it). Its evaluation uses W, or
// DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *Position, dst []Move) []Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Engine) Play(p *Position, m Move) Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Engine) Hash(p *Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *Position) int {
	if g.W == nil {
		return p.Evaluate(&engineDefault)
	}
	return p.Evaluate(g.W)
}

// Noisy reports whether m is a jump.
func (Engine) Noisy(m Move) bool { return m.IsJump() }

// Progress reports whether m resets the no-progress count.
func (Engine) Progress(p *Position, m Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move.
func (Engine) Ended(*Position) (int, bool) { return 0, false }

// NoProgressPlies returns the game's no-progress limit.
func (Engine) NoProgressPlies() int { return Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
