// Package fryskeval is Frysk! (checkers/frysk) as the engine package's
// search plays it: Frisian draughts' adapter and hand-set evaluation
// (engine/eval/frisianeval, written once for every game played by the
// Frisian rules) on Frysk!'s own types, Engine and Weights, and its learned
// evaluation's typed part, PatternWeights.
package fryskeval

import (
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine/eval/frisianeval"
)

// Position and Move are Frysk!'s own types.
type (
	Position = frysk.Position
	Move     = frysk.Move
)

// Weights are the terms of Evaluate, in hundredths of a man: Frisian
// draughts' (frisianeval.Weights), a type of this game's own.
type Weights frisianeval.Weights

// DefaultWeights returns the hand-set weights, Frisian draughts'.
func DefaultWeights() Weights { return Weights(frisianeval.DefaultWeights()) }

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w (see frisianeval.EvaluateOf). It allocates nothing.
func (w *Weights) Evaluate(p *Position) int {
	return frisianeval.EvaluateOf((*frisianeval.Weights)(w), p)
}

// Engine is Frysk! as the engine package's search plays it (it implements
// engine.Adapter[frysk.Position, frysk.Move], engine.Threats and
// engine.Forcing without importing the engine): the rules of package frysk
// and Weights.Evaluate by W, or by DefaultWeights when W is nil.
type Engine struct {
	frisianeval.Adapter[frysk.Rules]
	W *Weights
}

var engineDefault = DefaultWeights()

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}
