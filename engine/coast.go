package engine

import "github.com/kingme/kingme/checkers/coast"

// Coast is the Game of Coast-to-Coast. Its evaluation uses W, or
// coast.DefaultWeights when W is nil.
type Coast struct{ W *coast.Weights }

var coastDefault = coast.DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Coast) AppendMoves(p *coast.Position, dst []coast.Move) []coast.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Coast) Play(p *coast.Position, m coast.Move) coast.Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Coast) Hash(p *coast.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Coast) Evaluate(p *coast.Position) int {
	if g.W == nil {
		return p.Evaluate(&coastDefault)
	}
	return p.Evaluate(g.W)
}

// Noisy reports false: nothing is captured in the race.
func (Coast) Noisy(coast.Move) bool { return false }

// Progress reports whether m resets the no-progress count.
func (Coast) Progress(p *coast.Position, m coast.Move) bool { return p.ProgressMove(m) }

// Ended reports the end of the race (all borne off) or two passes in a row.
func (Coast) Ended(p *coast.Position) (int, bool) { return p.Outcome() }

// NoProgressPlies returns the game's no-progress limit.
func (Coast) NoProgressPlies() int { return coast.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (Coast) MoveIndex(m coast.Move) int { return int(m.From())<<6 | int(m.To()) }
