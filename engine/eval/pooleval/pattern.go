package pooleval

import (
	"io"

	"github.com/kingme/kingme/checkers/pool"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// PatternWeights are the weights of the learned pattern evaluation, the
// kit's (draughts32eval.PatternEvaluate: seven bands of two rows, and the
// hand-set evaluation's terms), in hundredths of a man: a type of this
// game's own, whose file names the game, so that another game's weights
// are refused. `kingme train` makes them; the table of games plays with
// them when engine.Options.Weights holds a *PatternWeights.
type PatternWeights struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{pattern.NewWeights(draughts32eval.NumFeatures)}
}

// WriteTo writes the weights file of w (the format of package pattern).
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	return draughts32eval.WritePatterns(&w.Weights, out, pool.Variant{}.Key())
}

// ParsePatternWeights reads a weights file written by WriteTo.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	pw, err := draughts32eval.DecodePatterns(data, pool.Variant{}.Key())
	if err != nil {
		return nil, err
	}
	return &PatternWeights{pw}, nil
}

// Features appends the pattern evaluation's features of p to dst
// (draughts32eval.PatternFeatures) and returns them with p's phase.
func Features(p *pool.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	return draughts32eval.PatternFeatures(&p.Board, dst)
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the pattern weights w, with the hand-set evaluation's
// DefaultWeights added when w.Base is set. It allocates nothing.
func (w *PatternWeights) Evaluate(p *pool.Position) int {
	return draughts32eval.PatternEvaluate(&w.Weights, &p.Board, (*draughts32eval.Weights)(&engineDefault))
}

// PatternEngine is pool checkers as the search plays it with the pattern
// evaluation: Engine's rules with PatternWeights' Evaluate. The table of
// games selects it when engine.Options.Weights holds a *PatternWeights;
// the default player uses Engine, the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *pool.Position) int { return g.Patterns.Evaluate(p) }
