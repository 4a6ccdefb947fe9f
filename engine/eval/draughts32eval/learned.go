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
