package italian

import (
	"math"

	"github.com/kingme/kingme/checkers/internal/draughts32"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man: the
// 32-square draughts games' (draughts32.Weights), a type of this game's
// own.
type Weights draughts32.Weights

// DefaultWeights returns the hand-set weights: the kit's, without the
// bonus for a king on the main road (which serves the flying-king games'
// ending against three pieces, a rule Italian draughts does not have).
func DefaultWeights() Weights {
	w := draughts32.DefaultWeights()
	w.Road = 0
	return Weights(w)
}

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *Position, w *Weights) int {
	return draughts32.Evaluate(&p.Board, (*draughts32.Weights)(w))
}

// Engine is Italian draughts as the engine package's search plays it (it
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

// NoProgressPlies returns a count of plies the search never reaches: the
// game has no no-progress limit (Variant.NoProgressPlies is 0, which
// checkers.Game reads as none, but the engine as a limit reached at once).
func (Engine) NoProgressPlies() int { return math.MaxInt32 }
