package russian

import "github.com/kingme/kingme/checkers/internal/draughts32"

// Weights are the hand-set evaluation's terms, in hundredths of a man:
// those of the 32-square draughts games with flying kings
// (draughts32.Weights), a type of this game's own.
type Weights draughts32.Weights

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights { return Weights(draughts32.DefaultWeights()) }

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *Position, w *Weights) int {
	return draughts32.Evaluate(&p.Board, (*draughts32.Weights)(w))
}

// Engine is Russian draughts as the engine package's search plays it (it
// implements engine.Adapter[Position, Move] without importing it). Its
// evaluation uses W, or DefaultWeights when W is nil.
type Engine struct {
	draughts32.Engine[Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns the game's no-progress limit, 30 plies.
func (Engine) NoProgressPlies() int { return Variant{}.NoProgressPlies() }
