package russianeval

import (
	"github.com/kingme/kingme/checkers/russian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// PatternWeights are the weights of Russian draughts' learned pattern evaluation:
// the kit's (draughts32eval.PatternWeights), a type of this game's own,
// whose file names the game, so that another game's weights are refused.
type PatternWeights = draughts32eval.PatternWeights[russian.Rules, PatternGame]

// PatternGame names Russian draughts to the kit's learned evaluation: its key
// and its hand-set weights, DefaultWeights.
type PatternGame struct{}

// Key returns the game's key, which its weights files carry.
func (PatternGame) Key() string { return russian.Variant{}.Key() }

// HandSet returns DefaultWeights, which the learned evaluation adds when
// the learned weights' Base is set.
func (PatternGame) HandSet() *draughts32eval.Weights {
	return (*draughts32eval.Weights)(&engineDefault)
}

// PatternEngine is Russian draughts as the search plays it with the pattern
// evaluation: Engine's rules with PatternWeights' Evaluate. The table of
// games selects it when engine.Options.Weights holds a *PatternWeights;
// the default player uses Engine, the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *russian.Position) int { return g.Patterns.Evaluate(p) }
