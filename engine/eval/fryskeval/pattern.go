package fryskeval

import (
	"io"
	"math"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frysk"
	"github.com/kingme/kingme/engine/eval/draughts50eval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, is the 10×10 games' shared one
// (engine/eval/draughts50eval: windows of two rows by four squares from
// the player to move's side, scalar terms that carry this evaluation's
// terms); this file holds Frysk!'s typed part.

// FullPhase is the phase of the start: 10 men.
const FullPhase = 10

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a man: an (opening, ending) pair for each feature (draughts50eval's
// order). `kingme train` makes them; the table of games plays with them
// when engine.Options.Weights holds a *PatternWeights.
type PatternWeights struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{pattern.NewWeights(draughts50eval.NumFeatures)}
}

// Patterns returns the pattern weights that score every position as w
// does: its terms on the scalar terms, the windows at zero.
func (w Weights) Patterns() *PatternWeights {
	var t [draughts50eval.NumScalars]int
	t[draughts50eval.ScalarMen] = w.Man
	for k := range draughts50eval.Rows {
		t[draughts50eval.ScalarRow0+k] = w.Advance * k
	}
	t[draughts50eval.ScalarKings], t[draughts50eval.ScalarSteps] = w.King, w.Mobility
	return &PatternWeights{draughts50eval.ScalarWeights(t)}
}

// WriteTo writes the weights file of w (the format of package pattern).
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	return w.WriteFile(out, frysk.Variant{}.Key(), draughts50eval.Shape)
}

// ParsePatternWeights reads a weights file written by WriteTo; it refuses
// another game's.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	pw, err := pattern.Decode(data, frysk.Variant{}.Key(), draughts50eval.Shape, draughts50eval.NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights{pw}, nil
}

// board returns p as the pattern evaluation reads it.
func board(p *Position) draughts50eval.Board {
	return draughts50eval.Board{Turn: p.Turn(), Kings: uint64(p.Kings()),
		Pieces: [2]uint64{checkers.Black: uint64(p.Pieces(checkers.Black)), checkers.Red: uint64(p.Pieces(checkers.Red))}}
}

// Features appends the pattern evaluation's features of p to dst, as
// (index, value) pairs, and returns them with p's phase, the share of 10
// pieces on the board.
func Features(p *Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	b := board(p)
	return b.Features(dst, FullPhase)
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the pattern weights w. It allocates nothing.
func (w *PatternWeights) Evaluate(p *Position) int {
	b := board(p)
	score := b.Evaluate(&w.Weights, FullPhase)
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p)))
	}
	return score
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
