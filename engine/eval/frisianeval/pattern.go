package frisianeval

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
	"github.com/kingme/kingme/engine/eval/draughts50eval"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, is the 10×10 games' shared one
// (engine/eval/draughts50eval: windows of two rows by four squares from
// the player to move's side, scalar terms that carry this evaluation's
// terms); this file holds Frisian draughts' typed part and what Frysk! shares of it.

// FullPhase is the phase of the start: 40 men.
const FullPhase = 40

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a man: the kit's (draughts50eval.PatternWeights), a type of this game's
// own, whose file names the game, so that another game's weights are
// refused. `kingme train` makes them; the table of games plays with them
// when engine.Options.Weights holds a *PatternWeights.
type PatternWeights = draughts50eval.PatternWeights[Position, PatternGame]

// PatternGame names Frisian draughts to the kit's learned evaluation: its
// key, its full phase, its board and its hand-set evaluation.
type PatternGame struct{}

// Key returns the game's key, which its weights files carry.
func (PatternGame) Key() string { return frisian.Variant{}.Key() }

// FullPhase returns FullPhase.
func (PatternGame) FullPhase() int { return FullPhase }

// Board returns p as the pattern evaluation reads it.
func (PatternGame) Board(p *Position) draughts50eval.Board { return PatternBoard(p) }

// PatternBoard returns p, a position of a game played by the Frisian rules,
// as the pattern evaluation reads it.
func PatternBoard[R frisian.RuleSet](p *frisian.PositionOf[R]) draughts50eval.Board {
	return draughts50eval.Board{Turn: p.Turn(), Kings: uint64(p.Kings()),
		Pieces: [2]uint64{checkers.Black: uint64(p.Pieces(checkers.Black)), checkers.Red: uint64(p.Pieces(checkers.Red))}}
}

// HandSet returns the hand-set evaluation of p by DefaultWeights.
func (PatternGame) HandSet(p *Position) int { return engineDefault.Evaluate(p) }

// Patterns returns the pattern weights that score every position as w
// does: its terms on the scalar terms, the windows at zero.
func (w Weights) Patterns() *PatternWeights { return &PatternWeights{Weights: w.Scalars()} }

// Scalars returns the flat weights of the pattern evaluation that score
// every position of a game played by the Frisian rules as w does: w's
// terms on the scalar terms, the windows at zero.
func (w Weights) Scalars() pattern.Weights {
	var t [draughts50eval.NumScalars]int
	t[draughts50eval.ScalarMen] = w.Man
	for k := range draughts50eval.Rows {
		t[draughts50eval.ScalarRow0+k] = w.Advance * k
	}
	t[draughts50eval.ScalarKings], t[draughts50eval.ScalarSteps] = w.King, w.Mobility
	return draughts50eval.ScalarWeights(t)
}

// ParsePatternWeights reads a weights file written by WriteTo; it refuses
// another game's.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	return draughts50eval.ParsePatternWeights[Position, PatternGame](data)
}

// Features appends the pattern evaluation's features of p to dst, as
// (index, value) pairs, and returns them with p's phase, the share of 40
// pieces on the board.
func Features(p *Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	return draughts50eval.Features[Position, PatternGame](p, dst)
}

// PatternEngine is Frisian draughts as the search plays it with the
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
