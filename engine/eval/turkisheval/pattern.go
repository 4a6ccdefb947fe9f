package turkisheval

import (
	"io"
	"math"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, sees the board from the player to
// move's side: for Black to move the board is turned half a turn (square i
// becomes 63 − i) and the colours swapped, so that "own" men always head
// for rank 8, as White's do. Its windows are blocks of four files by two
// ranks (eight squares), at ranks 1–2, 2–3 … 7–8 and files a–d, c–f and
// e–h: 21 windows overlapping by half, each square of a block empty, an own
// man or an opposing one (kings count as empty there: the scalar terms
// count them), 3⁸ = 6561 configurations each. The scalar terms are the
// hand-set evaluation's (Weights), each the player to move's count less
// the opponent's — men, kings, the rows men have come from their starting
// rows, the men one step from crowning with the square ahead empty, the
// squares kings can slide to — and the move itself, so that weights can
// learn at least the hand-set evaluation. Each weight is an (opening,
// ending) pair; a position with n pieces on the board scores
// opening·n/32 + ending·(32 − n)/32.
const (
	// NumWindows is the number of windows, 7 rank pairs × 3 file spans.
	NumWindows = 21
	// NumScalars is the number of scalar terms, ScalarMan … ScalarTempo.
	NumScalars = 6
	// NumFeatures is the number of features: the windows' configurations,
	// then the scalar terms, 21 × 6561 + 6 = 137 787; the weights are a
	// pair each, 275 574.
	NumFeatures = NumWindows*pattern.Configs + NumScalars
	// FullPhase is the phase of the start: 32 pieces.
	FullPhase = 32
)

// The scalar terms, by index among the scalars (feature
// NumWindows·Configs + i): the first five are Weights' terms in its order.
const (
	ScalarMan          = iota // men
	ScalarKing                // kings
	ScalarAdvance             // rows the men have come from their starting rows
	ScalarBreakthrough        // men on the row before their crowning row, the square ahead empty
	ScalarKingMobility        // squares the kings can slide to
	ScalarTempo               // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"man", "king", "advance", "breakthrough", "king mobility", "tempo"}

// shape is the evaluation's shape in the weights file.
var shape = []uint16{NumWindows, pattern.Configs, NumScalars}

// PatternWeights are the weights of the pattern evaluation, in hundredths
// of a man: an (opening, ending) pair for each feature, the windows'
// configurations window by window (rank pair by rank pair, then file span)
// and then the scalar terms. `kingme train` makes them; the table of games
// plays with them when engine.Options.Weights holds a *PatternWeights.
type PatternWeights struct{ pattern.Weights }

// NewPatternWeights returns zero pattern weights.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{pattern.NewWeights(NumFeatures)}
}

// WriteTo writes the weights file of w (the format of package pattern).
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	return w.WriteFile(out, turkish.Variant{}.Key(), shape)
}

// ParsePatternWeights reads a weights file written by WriteTo.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	pw, err := pattern.Decode(data, turkish.Variant{}.Key(), shape, NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights{pw}, nil
}

// window returns the configuration of window k (rank pair k/3, file span
// 2·(k%3)) of the turned boards own and opp.
func window(own, opp uint64, k int) int {
	s := 8*(k/3) + 2*(k%3)
	return pattern.Config(uint8(own>>s)&0xF|uint8(own>>(s+8))<<4, uint8(opp>>s)&0xF|uint8(opp>>(s+8))<<4)
}

// turned returns the men of the player to move and of the opponent, turned
// so that the player to move's head for rank 8.
func turned(p *Position) (own, opp uint64) {
	us := p.Turn()
	men := ^p.Kings()
	own, opp = uint64(p.Pieces(us)&men), uint64(p.Pieces(us.Opponent())&men)
	if us == checkers.Black {
		return bits.Reverse64(own), bits.Reverse64(opp)
	}
	return own, opp
}

// PatternScalars returns the scalar terms of p for the player to move, and
// the pieces on the board. Weighted by a Weights' terms (ScalarMan to
// ScalarKingMobility), they sum to its Evaluate's score.
func PatternScalars(p *Position) (s [NumScalars]int, pieces int) {
	own, opp := turned(p)
	us := p.Turn()
	kings := p.Kings()
	ownKings, oppKings := p.Pieces(us)&kings, p.Pieces(us.Opponent())&kings
	// The empty squares turned with the men: the breakthrough reads them.
	emptyBoard := ^(p.Pieces(checkers.Black) | p.Pieces(checkers.Red))
	empty := uint64(emptyBoard)
	if us == checkers.Black {
		empty = bits.Reverse64(empty)
	}
	nOwn, nOpp := bits.OnesCount64(own), bits.OnesCount64(opp)
	s[ScalarMan] = nOwn - nOpp
	s[ScalarKing] = ownKings.Count() - oppKings.Count()
	// Own men have come r − 2 rows on rank r+1 (from ranks 2–3), opposing
	// ones 5 − r (from ranks 6–7).
	for r := range 8 {
		row := uint64(rows[r])
		s[ScalarAdvance] += max(r-2, 0)*bits.OnesCount64(own&row) - max(5-r, 0)*bits.OnesCount64(opp&row)
	}
	s[ScalarBreakthrough] = bits.OnesCount64(own&uint64(rows[6])&(empty>>8)) - bits.OnesCount64(opp&uint64(rows[1])&(empty<<8))
	s[ScalarKingMobility] = turkish.Slides(ownKings, emptyBoard) - turkish.Slides(oppKings, emptyBoard)
	s[ScalarTempo] = 1
	return s, nOwn + nOpp + ownKings.Count() + oppKings.Count()
}

// Features appends the pattern evaluation's features of p to dst, as
// (index, value) pairs: each window's configuration, then the scalar terms
// that are not 0. It returns them with p's phase, the share of 32 pieces
// on the board.
func Features(p *Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	own, opp := turned(p)
	for k := range NumWindows {
		dst = append(dst, pattern.Feature{Index: int32(k*pattern.Configs + window(own, opp, k)), Value: 1})
	}
	s, n := PatternScalars(p)
	for k, x := range s {
		if x != 0 {
			dst = append(dst, pattern.Feature{Index: int32(NumWindows*pattern.Configs + k), Value: float32(x)})
		}
	}
	return dst, float64(n) / FullPhase
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the pattern weights w, with the hand-set evaluation's
// DefaultWeights added when w.Base is set. It allocates nothing.
func (w *PatternWeights) Evaluate(p *Position) int {
	own, opp := turned(p)
	pairs := w.Pairs[:NumFeatures]
	var open, end int
	for k := range NumWindows {
		e := pairs[k*pattern.Configs+window(own, opp, k)]
		open += int(e[0])
		end += int(e[1])
	}
	s, n := PatternScalars(p)
	sc := pairs[NumWindows*pattern.Configs:]
	for k, x := range s {
		open += x * int(sc[k][0])
		end += x * int(sc[k][1])
	}
	score := pattern.Mix(open, end, n, FullPhase)
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p)))
	}
	return score
}

// PatternEngine is Turkish draughts as the search plays it with the
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
