package coasteval

import "github.com/kingme/kingme/checkers/coast"

// Engine is Coast-to-Coast as the engine package's search plays it (it
// implements engine.Adapter[coast.Position, coast.Move] without importing
// it): the rules of package coast, and Weights.Evaluate by W, or by
// DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *coast.Position, dst []coast.Move) []coast.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Engine) Play(p *coast.Position, m coast.Move) coast.Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Engine) Hash(p *coast.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *coast.Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}

// Noisy reports false: nothing is captured in the race.
func (Engine) Noisy(coast.Move) bool { return false }

// Progress reports whether m resets the no-progress count.
func (Engine) Progress(p *coast.Position, m coast.Move) bool { return p.ProgressMove(m) }

// Ended reports the end of the race (all borne off) or two passes in a row.
func (Engine) Ended(p *coast.Position) (int, bool) { return p.Outcome() }

// NoProgressPlies returns the game's no-progress limit.
func (Engine) NoProgressPlies() int { return coast.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m coast.Move) int { return int(m.From())<<6 | int(m.To()) }
