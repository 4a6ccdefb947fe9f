package draughts50eval

import (
	"io"
	"math"

	"github.com/kingme/kingme/engine/eval/pattern"
)

// PatternGame names a game of the kit, whose positions are P, to the
// learned evaluation: a zero-size type of the game's package
// (internationaleval.PatternGame …), so that each game's PatternWeights
// are a type of their own and its weights file names the game.
type PatternGame[P any] interface {
	// Key returns the game's key, which its weights files carry, so that
	// another game's file is refused.
	Key() string
	// FullPhase returns the pieces of the game's start, the full of
	// Board.Features and Board.Evaluate.
	FullPhase() int
	// Board returns p as the evaluation reads it.
	Board(p *P) Board
	// HandSet returns the game's hand-set evaluation of p by its default
	// weights, which the learned evaluation adds when the learned weights'
	// Base is set.
	HandSet(p *P) int
}

// PatternWeights are the weights of the pattern evaluation of the game
// whose positions are P and which G names, in hundredths of a man: an
// (opening, ending) pair for each feature (Features' order). A game's
// package names them by an alias of its own
// (internationaleval.PatternWeights …). `kingme train` makes them; the
// table of games plays with them when engine.Options.Weights holds one.
type PatternWeights[P any, G PatternGame[P]] struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights of the game G.
func NewPatternWeights[P any, G PatternGame[P]]() *PatternWeights[P, G] {
	return &PatternWeights[P, G]{pattern.NewWeights(NumFeatures)}
}

// WriteTo writes the weights file of w, named by G's key (the format of
// package pattern).
func (w *PatternWeights[P, G]) WriteTo(out io.Writer) (int64, error) {
	var g G
	return w.WriteFile(out, g.Key(), Shape)
}

// ParsePatternWeights reads a weights file written by WriteTo; it refuses
// another game's.
func ParsePatternWeights[P any, G PatternGame[P]](data []byte) (*PatternWeights[P, G], error) {
	var g G
	pw, err := pattern.Decode(data, g.Key(), Shape, NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights[P, G]{pw}, nil
}

// Features appends the pattern evaluation's features of p, a position of
// the game G, to dst, as (index, value) pairs, and returns them with p's
// phase, the share of G's full phase on the board (Board.Features).
func Features[P any, G PatternGame[P]](p *P, dst []pattern.Feature) ([]pattern.Feature, float64) {
	var g G
	b := g.Board(p)
	return b.Features(dst, g.FullPhase())
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the pattern weights w, with G's hand-set evaluation added
// (held within the int16 range) when w.Base is set. It allocates nothing.
func (w *PatternWeights[P, G]) Evaluate(p *P) int {
	var g G
	b := g.Board(p)
	score := b.Evaluate(&w.Weights, g.FullPhase())
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, g.HandSet(p)))
	}
	return score
}
