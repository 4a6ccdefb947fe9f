package stackemeval

import (
	"io"
	"math"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, sees the board from the player to
// move's side: for Black to move the board is turned half a turn (square n
// becomes 33 − n), so that "own" stacks always head for squares 29–32, as
// Red's do. Its windows are the seven bands of two adjacent rows (eight
// squares each); each square of a band is empty, topped by an own checker
// or by an opposing one (kings included: the scalar terms count them), so
// a band has 3⁸ = 6561 configurations. Scalar terms count what a band does
// not see: the hand-set evaluation's terms (checkers in play, stacks,
// kings, captives, freeable checkers, advance, shed prisoners, mobility,
// hanging stacks), one's own checkers buried safe under one's own top, and
// the move itself. Each term is the player to move's count less the
// opponent's, each weight an (opening, ending) pair; a position with n of
// the 24 checkers in play scores opening·n/24 + ending·(24 − n)/24.
const (
	// NumScalars is the number of scalar terms, ScalarChecker … ScalarTempo.
	NumScalars = 11
	// NumFeatures is the number of features: the bands' configurations,
	// then the scalar terms, 7 × 6561 + 11 = 45 938; the weights are a pair
	// each, 91 876.
	NumFeatures = pattern.Bands*pattern.Configs + NumScalars
	// FullPhase is the phase of a full board: 24 checkers in play.
	FullPhase = 24
	// LearnedMagic opens the weights file (the format of package pattern).
	LearnedMagic = pattern.Magic
)

// The scalar terms, by index among the scalars (feature Bands·Configs + i).
const (
	ScalarChecker  = iota // checkers in play
	ScalarStack           // stacks controlled
	ScalarKing            // stacks topped by a king
	ScalarCaptive         // opposing checkers buried under one's stacks
	ScalarFreeable        // one's buried checkers: 8 for one capture away, 4 for two, 2, 1
	ScalarAdvance         // rows piece-topped stacks have come from their first row
	ScalarShed            // captives times the rows their stack has come
	ScalarMobility        // simple moves
	ScalarHanging         // one's stacks the opponent could jump now
	ScalarReserve         // one's checkers buried under one's own top
	ScalarTempo           // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"checker", "stack", "king", "captive", "freeable", "advance", "shed", "mobility", "hanging", "reserve", "tempo"}

// shape is the evaluation's shape in the weights file.
var shape = []uint16{pattern.Bands, pattern.Configs, NumScalars}

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a checker: an (opening, ending) pair for each feature, the bands'
// configurations band by band and then the scalar terms. `kingme train`
// makes them; the table of games plays with them when
// engine.Options.Weights holds a *PatternWeights. The zero pairs score
// every position 0.
type PatternWeights struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{pattern.NewWeights(NumFeatures)}
}

// WriteTo writes the weights file of w.
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	return w.WriteFile(out, stackem.Variant{}.Key(), shape)
}

// ParsePatternWeights reads a weights file written by WriteTo.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	pw, err := pattern.Decode(data, stackem.Variant{}.Key(), shape, NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights{pw}, nil
}

// turned returns the tops of the player to move and of the opponent,
// packed one bit a square and turned so that the player to move heads for
// the higher squares.
func turned(p *stackem.Position) (own, opp uint32) {
	us := p.Turn()
	own, opp = board32.Compact(p.Tops(us)), board32.Compact(p.Tops(us^1))
	if us == checkers.Black {
		own, opp = bits.Reverse32(own), bits.Reverse32(opp)
	}
	return own, opp
}

// scalars returns the scalar terms of p for the player to move and the
// checkers in play.
func scalars(p *stackem.Position) (s [NumScalars]int, inPlay int) {
	us := p.Turn()
	them := us ^ 1
	red, black, kings := p.Tops(checkers.Red), p.Tops(checkers.Black), p.Kings()
	var in, captives, shed, advance, freeable, reserve [2]int
	for occ := black | red; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		c := checkers.Color(red >> i & 1)
		h, col := p.StackBits(board32.Number(i))
		nRed := bits.OnesCount32(col)
		in[checkers.Red] += nRed
		in[checkers.Black] += h - nRed
		if kings>>i&1 == 0 {
			advance[c] += int(progress[c][i])
		}
		if h == 1 {
			continue
		}
		under := uint32(1)<<(h-1) - 1
		mine := col
		if c == checkers.Black {
			mine = ^col & (under<<1 | 1)
		}
		caught := under &^ mine
		reserve[c] += bits.OnesCount32(under & mine)
		n := bits.OnesCount32(caught)
		captives[c] += n
		shed[c] += n * int(progress[c][i])
		for b := caught; b != 0; b &= b - 1 {
			if k := bits.OnesCount32(mine >> (bits.TrailingZeros32(b) + 1)); k <= 4 {
				freeable[c^1] += 8 >> (k - 1)
			}
		}
	}
	own, opp := p.Tops(us), p.Tops(them)
	empty := board32.OnBoard &^ (own | opp)
	s[ScalarChecker] = in[us] - in[them]
	s[ScalarStack] = bits.OnesCount64(own) - bits.OnesCount64(opp)
	s[ScalarKing] = bits.OnesCount64(own&kings) - bits.OnesCount64(opp&kings)
	s[ScalarCaptive] = captives[us] - captives[them]
	s[ScalarFreeable] = freeable[us] - freeable[them]
	s[ScalarAdvance] = advance[us] - advance[them]
	s[ScalarShed] = shed[us] - shed[them]
	s[ScalarMobility] = steps(own, own&kings, empty, us) - steps(opp, opp&kings, empty, them)
	s[ScalarHanging] = hanging(own, opp, opp&kings, empty, them) - hanging(opp, own, own&kings, empty, us)
	s[ScalarReserve] = reserve[us] - reserve[them]
	s[ScalarTempo] = 1
	return s, in[0] + in[1]
}

// Features appends the pattern evaluation's features of p to dst,
// as (index, value) pairs: each band's configuration, then the scalar
// terms that are not 0. It returns them with p's phase, the share of the
// 24 checkers still in play.
func Features(p *stackem.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	own, opp := turned(p)
	s, n := scalars(p)
	return pattern.AppendBands(dst, own, opp, s[:], n, FullPhase)
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a checker, by the pattern weights w. Like Weights.Evaluate it is meant
// for quiet positions, where no jump is pending. It allocates nothing.
func (w *PatternWeights) Evaluate(p *stackem.Position) int {
	own, opp := turned(p)
	s, n := scalars(p)
	score := w.EvaluateBands(own, opp, s[:], n, FullPhase)
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p)))
	}
	return score
}

// PatternEngine is Stack'Em as the search plays it with the pattern
// evaluation: Engine's rules with PatternWeights' Evaluate. The table of
// games selects it when engine.Options.Weights holds a *PatternWeights;
// the default player uses Engine, the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *stackem.Position) int { return g.Patterns.Evaluate(p) }
