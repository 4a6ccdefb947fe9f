// Package frisianeval is the games played by the Frisian rules as the
// engine package's search plays them: their shared engine adapter, Adapter,
// and plain hand-set evaluation, Weights (EvaluateOf), and Frisian draughts'
// own (checkers/frisian): Engine, PatternWeights. Frysk!
// (engine/eval/fryskeval) adds only its typed part.
//
// The evaluation counts, for each side, in hundredths of a man:
//
//   - material: a man 100, a king 250 (a Frisian king captures in eight
//     directions, and the capture rule itself weighs it at almost two men);
//   - advancement: each row a man has gone forward, a little;
//   - mobility: each move that captures nothing the side's pieces have, a
//     little.
//
// The score is the player's sum less the opponent's, for the player to
// move. Nothing was tuned: the weights are set by hand.
package frisianeval

import "github.com/kingme/kingme/checkers/frisian"

// Position and Move are Frisian draughts' own types (Move is every Frisian
// rules game's).
type (
	Position = frisian.Position
	Move     = frisian.Move
)

// Engine is Frisian draughts as the engine package's search plays it (it
// implements engine.Adapter[frisian.Position, frisian.Move], engine.Threats
// and engine.Forcing without importing the engine): the rules of package
// frisian and Weights.Evaluate by W, or by DefaultWeights when W is nil.
type Engine struct {
	Adapter[frisian.Rules]
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
