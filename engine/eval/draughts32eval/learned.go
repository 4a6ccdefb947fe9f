package draughts32eval

import (
	"io"

	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// PatternGame names a game of the kit to its learned evaluation: a
// zero-size type of the game's package (russianeval.PatternGame …), so
// that each game's PatternWeights are a type of their own and its weights
// file names the game.
type PatternGame interface {
	// Key returns the game's key, which its weights files carry, so that
	// another game's file is refused.
	Key() string
	// HandSet returns the game's hand-set weights, which the learned
	// evaluation adds when the learned weights' Base is set.
	HandSet() *Weights
	// NoProgressPlies returns the game's no-progress limit, its Engine's.
	NoProgressPlies() int
}

// PatternWeights are the weights of the learned pattern evaluation
// (PatternEvaluate) of the game whose rules are R and which G names, in
// hundredths of a man: a game's package names them by an alias of its
// own (russianeval.PatternWeights …). `kingme train` makes them; the
// table of games plays with them when engine.Options.Weights holds one.
type PatternWeights[R draughts32.Rules, G PatternGame] struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights of the game G.
func NewPatternWeights[R draughts32.Rules, G PatternGame]() *PatternWeights[R, G] {
	return &PatternWeights[R, G]{pattern.NewWeights(NumFeatures)}
}

// WriteTo writes the weights file of w, named by G's key (the format of
// package pattern).
func (w *PatternWeights[R, G]) WriteTo(out io.Writer) (int64, error) {
	var g G
	return WritePatterns(&w.Weights, out, g.Key())
}

// ParsePatternWeights reads a weights file written by WriteTo; it refuses
// another game's (DecodePatterns).
func ParsePatternWeights[R draughts32.Rules, G PatternGame](data []byte) (*PatternWeights[R, G], error) {
	var g G
	pw, err := DecodePatterns(data, g.Key())
	if err != nil {
		return nil, err
	}
	return &PatternWeights[R, G]{pw}, nil
}

// Features appends the pattern evaluation's features of p to dst
// (PatternFeatures) and returns them with p's phase.
func Features[R draughts32.Rules](p *draughts32.Position[R], dst []pattern.Feature) ([]pattern.Feature, float64) {
	return PatternFeatures(&p.Board, dst)
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the pattern weights w, with G's hand-set weights added when
// w.Base is set (PatternEvaluate). It allocates nothing.
func (w *PatternWeights[R, G]) Evaluate(p *draughts32.Position[R]) int {
	var g G
	return PatternEvaluate(&w.Weights, &p.Board, g.HandSet())
}

// PatternEngine is the game whose rules are R and which G names as the
// search plays it with the learned evaluation: the kit's moves (Engine[R]),
// G's no-progress limit and PatternWeights' Evaluate. A game's package
// names it by an alias of its own (russianeval.PatternEngine …); the table
// of games selects it when engine.Options.Weights holds the game's
// *PatternWeights, and the default player uses the game's Engine, the
// hand-set evaluation.
type PatternEngine[R draughts32.Rules, G PatternGame] struct {
	Engine[R]
	Patterns *PatternWeights[R, G] // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine[R, G]) Evaluate(p *draughts32.Position[R]) int { return g.Patterns.Evaluate(p) }

// NoProgressPlies returns G's no-progress limit.
func (PatternEngine[R, G]) NoProgressPlies() int {
	var g G
	return g.NoProgressPlies()
}
