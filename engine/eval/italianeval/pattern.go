package italianeval

import (
	"github.com/kingme/kingme/checkers/italian"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// PatternWeights are the weights of Italian draughts' learned pattern
// evaluation: the kit's (draughts32eval.PatternWeights), a type of this
// game's own, whose file names the game, so that another game's weights are
// refused.
type PatternWeights = draughts32eval.PatternWeights[italian.Rules, PatternGame]

// PatternGame names Italian draughts to the kit's learned evaluation: its
// key, its hand-set weights (DefaultWeights) and its no-progress limit.
type PatternGame struct{}

// Key returns the game's key, which its weights files carry.
func (PatternGame) Key() string { return italian.Variant{}.Key() }

// HandSet returns DefaultWeights, which the learned evaluation adds when
// the learned weights' Base is set.
func (PatternGame) HandSet() *draughts32eval.Weights {
	return (*draughts32eval.Weights)(&engineDefault)
}

// NoProgressPlies returns Engine's no-progress limit.
func (PatternGame) NoProgressPlies() int { return Engine{}.NoProgressPlies() }

// PatternEngine is Italian draughts as the search plays it with the pattern
// evaluation: the kit's (draughts32eval.PatternEngine), Engine's rules with
// PatternWeights' Evaluate. The table of games selects it when
// engine.Options.Weights holds a *PatternWeights; the default player uses
// Engine, the hand-set evaluation.
type PatternEngine = draughts32eval.PatternEngine[italian.Rules, PatternGame]
