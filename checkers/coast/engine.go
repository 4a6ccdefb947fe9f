package coast

// Engine is Coast-to-Coast as the engine package's search plays it (it implements
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

// Noisy reports false: nothing is captured in the race.
func (Engine) Noisy(Move) bool { return false }

// Progress reports whether m resets the no-progress count.
func (Engine) Progress(p *Position, m Move) bool { return p.ProgressMove(m) }

// Ended reports the end of the race (all borne off) or two passes in a row.
func (Engine) Ended(p *Position) (int, bool) { return p.Outcome() }

// NoProgressPlies returns the game's no-progress limit.
func (Engine) NoProgressPlies() int { return Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return int(m.From())<<6 | int(m.To()) }
