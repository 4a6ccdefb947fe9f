// Package italianeval is Italian draughts (checkers/italian) as the engine
// package's search plays it: the engine adapter, Engine, and the hand-set
// evaluation's weights, Weights. Both are the kit's of the 32-square
// draughts games (engine/eval/draughts32eval); this package holds only
// what differs: the game's own Weights type, its default weights and its
// no-progress limit.
package italianeval

import (
	"math"

	"github.com/kingme/kingme/checkers/italian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man: the
// kit's (draughts32eval.Weights), a type of this game's own, so that
// another game's weights are not taken for them.
type Weights draughts32eval.Weights

// DefaultWeights returns the hand-set weights: the kit's
// (draughts32eval.DefaultWeights), without the bonus for a king on the main
// road (which serves the flying-king games' ending against three pieces, a
// rule Italian draughts does not have).
func DefaultWeights() Weights {
	w := draughts32eval.DefaultWeights()
	w.Road = 0
	return Weights(w)
}

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *italian.Position, w *Weights) int {
	return draughts32eval.Evaluate(&p.Board, (*draughts32eval.Weights)(w))
}

// Engine is Italian draughts as the engine package's search plays it (it
// implements engine.Adapter[italian.Position, italian.Move] without importing
// it): the kit's moves, and Evaluate with W, or with DefaultWeights when W
// is nil.
type Engine struct {
	draughts32eval.Engine[italian.Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *italian.Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns a count of plies the search never reaches: the
// game has no no-progress limit (italian.Variant.NoProgressPlies is 0,
// which checkers.Game reads as none, but the engine as a limit reached at
// once).
func (Engine) NoProgressPlies() int { return math.MaxInt32 }
