// Package brazilianeval is Brazilian draughts (checkers/brazilian) as the engine
// package's search plays it: the engine adapter, Engine, and the hand-set
// evaluation's weights, Weights. Both are the kit's of the 32-square
// draughts games (engine/eval/draughts32eval); this package holds only
// what differs: the game's own Weights type, its default weights and its
// no-progress limit.
package brazilianeval

import (
	"github.com/kingme/kingme/checkers/brazilian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man: the
// kit's (draughts32eval.Weights), a type of this game's own, so that
// another game's weights are not taken for them.
type Weights draughts32eval.Weights

// DefaultWeights returns the hand-set weights: the kit's
// (draughts32eval.DefaultWeights).
func DefaultWeights() Weights { return Weights(draughts32eval.DefaultWeights()) }

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *brazilian.Position, w *Weights) int {
	return draughts32eval.Evaluate(&p.Board, (*draughts32eval.Weights)(w))
}

// Engine is Brazilian draughts as the engine package's search plays it (it
// implements engine.Adapter[brazilian.Position, brazilian.Move] without importing
// it): the kit's moves, and Evaluate with W, or with DefaultWeights when W
// is nil.
type Engine struct {
	draughts32eval.Engine[brazilian.Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *brazilian.Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns the game's no-progress limit, 40 plies.
func (Engine) NoProgressPlies() int { return brazilian.Variant{}.NoProgressPlies() }
