package fryskeval

import (
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine/eval/draughts50eval"
	"github.com/kingme/kingme/engine/eval/frisianeval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, is the 10×10 games' shared one
// (engine/eval/draughts50eval: windows of two rows by four squares from
// the player to move's side, scalar terms that carry this evaluation's
// terms); this file holds Frysk!'s typed part.

// FullPhase is the phase of the start: 10 men.
const FullPhase = 10

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a man: the kit's (draughts50eval.PatternWeights), a type of this game's
// own, whose file names the game, so that another game's weights are
// refused. `kingme train` makes them; the table of games plays with them
// when engine.Options.Weights holds a *PatternWeights.
type PatternWeights = draughts50eval.PatternWeights[Position, PatternGame]

// PatternGame names Frysk! to the kit's learned evaluation: its
// key, its full phase, its board and its hand-set evaluation.
type PatternGame struct{}

// Key returns the game's key, which its weights files carry.
func (PatternGame) Key() string { return frysk.Variant{}.Key() }

// FullPhase returns FullPhase.
func (PatternGame) FullPhase() int { return FullPhase }

// Board returns p as the pattern evaluation reads it.
func (PatternGame) Board(p *Position) draughts50eval.Board { return frisianeval.PatternBoard(p) }

// HandSet returns the hand-set evaluation of p by DefaultWeights.
func (PatternGame) HandSet(p *Position) int { return engineDefault.Evaluate(p) }

// Patterns returns the pattern weights that score every position as w
// does: its terms on the scalar terms, the windows at zero.
func (w Weights) Patterns() *PatternWeights {
	return &PatternWeights{Weights: frisianeval.Weights(w).Scalars()}
}

// ParsePatternWeights reads a weights file written by WriteTo; it refuses
// another game's.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	return draughts50eval.ParsePatternWeights[Position, PatternGame](data)
}

// Features appends the pattern evaluation's features of p to dst, as
// (index, value) pairs, and returns them with p's phase, the share of 10
// pieces on the board.
func Features(p *Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	return draughts50eval.Features[Position, PatternGame](p, dst)
}

// PatternEngine is Frysk! as the search plays it with the
// pattern evaluation: Engine's rules with PatternWeights' Evaluate. The
// table of games selects it when engine.Options.Weights holds a
// *PatternWeights; the default player uses Engine, the hand-set
// evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *Position) int { return g.Patterns.Evaluate(p) }
