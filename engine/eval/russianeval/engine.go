// Package russianeval is Russian draughts (checkers/russian) as the engine
// package's search plays it: the engine adapter, Engine, and the hand-set
// evaluation's weights, Weights. Both are the kit's of the 32-square
// draughts games (engine/eval/draughts32eval); this package holds only
// what differs: the game's own Weights type, its default weights and its
// no-progress limit.
package russianeval

import (
	"github.com/kingme/kingme/checkers/russian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man: the
// kit's (draughts32eval.Weights), a type of this game's own, so that
// another game's weights are not taken for them.
type Weights draughts32eval.Weights

// DefaultWeights returns the hand-set weights: the kit's
// (draughts32eval.DefaultWeights), the main road's bonus included (the
// game's ending rule draws three pieces against a lone king on it).
func DefaultWeights() Weights { return Weights(draughts32eval.DefaultWeights()) }

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *russian.Position, w *Weights) int {
	return draughts32eval.Evaluate(&p.Board, (*draughts32eval.Weights)(w))
}

// Engine is Russian draughts as the engine package's search plays it (it
// implements engine.Adapter[russian.Position, russian.Move] without importing
// it): the kit's moves, and Evaluate with W, or with DefaultWeights when W
// is nil.
type Engine struct {
	draughts32eval.Engine[russian.Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *russian.Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns the game's no-progress limit, 30 plies.
func (Engine) NoProgressPlies() int { return russian.Variant{}.NoProgressPlies() }
