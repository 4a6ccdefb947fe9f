// Package pooleval is pool checkers (checkers/pool) as the engine
// package's search plays it: the engine adapter, Engine, and the hand-set
// evaluation's weights, Weights. Both are the kit's of the 32-square
// draughts games (engine/eval/draughts32eval); this package holds only
// what differs: the game's own Weights type, its default weights and its
// no-progress limit.
package pooleval

import (
	"math"

	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// Weights are the hand-set evaluation's terms, in hundredths of a man: the
// kit's (draughts32eval.Weights), a type of this game's own, so that
// another game's weights are not taken for them.
type Weights draughts32eval.Weights

// DefaultWeights returns the hand-set weights: the kit's
// (draughts32eval.DefaultWeights). Their bonus for a king on the main road
// serves pool checkers too: the APCA's rule 10 notes that three kings win
// against one only with the long diagonal.
func DefaultWeights() Weights { return Weights(draughts32eval.DefaultWeights()) }

// Evaluate scores p for the player to move with the weights w.
func Evaluate(p *pool.Position, w *Weights) int {
	return draughts32eval.Evaluate(&p.Board, (*draughts32eval.Weights)(w))
}

// Engine is pool checkers as the engine package's search plays it (it
// implements engine.Adapter[pool.Position, pool.Move] without importing
// it): the kit's moves, and Evaluate with W, or with DefaultWeights when W
// is nil.
type Engine struct {
	draughts32eval.Engine[pool.Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *pool.Position) int {
	if g.W == nil {
		return Evaluate(p, &engineDefault)
	}
	return Evaluate(p, g.W)
}

// NoProgressPlies returns a count of plies the search never reaches: the
// game has no no-progress limit (pool.Variant.NoProgressPlies is 0, which
// checkers.Game reads as none, but the engine as a limit reached at once).
func (Engine) NoProgressPlies() int { return math.MaxInt32 }
