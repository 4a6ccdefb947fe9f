package coasteval

import (
	"io"
	"math"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, sees the board from the player to
// move's side: for Black to move the board is turned half a turn (square i
// becomes 63 − i) and the colours swapped, so that "own" pieces always race
// for h8 and "own" kings home to a1, as Red's do. Its windows are blocks of
// four files by two ranks (eight squares), at ranks 1–2, 2–3 … 7–8 and
// files a–d, c–f and e–h: 21 windows overlapping by half, each square of a
// block empty, the player to move's or the opponent's (pieces and kings
// alike: the scalar terms tell them apart), 3⁸ = 6561 configurations each.
// They see who stands in whose way. The windows are tied between the
// colours: turning the board and swapping the colours maps window k onto
// window 20 − k and a configuration onto its twin (own and opposing
// swapped, the eight squares in reverse order), and a configuration's
// weight is minus its twin's, so that the windows score the same board
// with the other side to move as its opposite: only the tempo term says
// whose move it is. Training sees each pair as one feature (the window
// below the middle one, or the lower configuration of the middle window),
// counted −1 for the twin; TieWindows gives the twins their weights.
// Scalar terms count the race, as the
// hand-set evaluation does: steps still to go, checkers borne off, crowned
// checkers, kings guarding their home, steps and jumps toward the corner,
// blocked checkers, crowding near the corner, and the move itself. Each
// term is the player to move's count less the opponent's, each weight an
// (opening, ending) pair; a position with n uncrowned pieces on the board
// scores opening·n/24 + ending·(24 − n)/24.
const (
	// NumWindows is the number of windows, 7 rank pairs × 3 file spans.
	NumWindows = 21
	// NumScalars is the number of scalar terms, ScalarToGo … ScalarTempo.
	NumScalars = 9
	// NumFeatures is the number of features: the windows' configurations,
	// then the scalar terms, 21 × 6561 + 9 = 137 790; the weights are a
	// pair each, 275 580.
	NumFeatures = NumWindows*pattern.Configs + NumScalars
	// FullPhase is the phase of the start: 24 pieces not yet crowned.
	FullPhase = 24
)

// The scalar terms, by index among the scalars (feature
// NumWindows·Configs + i).
const (
	ScalarToGo     = iota // king steps still to go (a piece: to be crowned, then 6 back)
	ScalarBorneOff        // checkers borne off
	ScalarKing            // checkers crowned, on the board or borne off
	ScalarGuard           // kings near home, up to the opposing pieces still to come
	ScalarMobility        // steps toward the corner one can make now
	ScalarJump            // jumps toward the corner one can make now
	ScalarBlocked         // checkers with neither
	ScalarCrowding        // pairs of checkers near the corner both head for
	ScalarTempo           // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"to go", "borne off", "king", "guard", "mobility", "jump", "blocked", "crowding", "tempo"}

// shape is the evaluation's shape in the weights file.
var shape = []uint16{NumWindows, pattern.Configs, NumScalars}

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a checker: an (opening, ending) pair for each feature, the windows'
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
	return w.WriteFile(out, coast.Variant{}.Key(), shape)
}

// ParsePatternWeights reads a weights file written by WriteTo.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	pw, err := pattern.Decode(data, coast.Variant{}.Key(), shape, NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights{pw}, nil
}

// window returns the configuration of window k (rank pair k/3, file span
// 2·(k%3)) of the turned boards own and opp.
func window(own, opp bitboard, k int) int {
	o, x := windowBits(own, opp, k)
	return pattern.Config(o, x)
}

// windowBits returns the squares of window k of the turned boards own and
// opp, a bit each: its lower rank's four in the low bits.
func windowBits(own, opp bitboard, k int) (o, x uint8) {
	s := 8*(k/3) + 2*(k%3)
	return uint8(own>>s)&0xF | uint8(own>>(s+8))<<4, uint8(opp>>s)&0xF | uint8(opp>>(s+8))<<4
}

// middleWindow is the window that is its own twin (ranks 4–5, files c–f).
const middleWindow = NumWindows / 2

// twin returns the window and configuration that window k with own and
// opposing squares o and x becomes with the board turned and the colours
// swapped.
func twin(k int, o, x uint8) (int, int) {
	return NumWindows - 1 - k, pattern.Config(bits.Reverse8(x), bits.Reverse8(o))
}

// tiedFeature returns the training feature of window k with squares o and
// x: the index of its pair's first member and +1, or of its twin and −1;
// ok is false for a configuration that is its own twin, whose weight is 0.
func tiedFeature(k int, o, x uint8) (index int32, sign float32, ok bool) {
	c := pattern.Config(o, x)
	tk, tc := twin(k, o, x)
	switch {
	case k < middleWindow || k == middleWindow && c < tc:
		return int32(k*pattern.Configs + c), 1, true
	case k > middleWindow || c > tc:
		return int32(tk*pattern.Configs + tc), -1, true
	}
	return 0, 0, false
}

// TieWindows gives each window configuration the weight of its pair's
// first member (see tiedFeature), negated for the twin, and 0 to those
// that are their own twin: what training leaves, made whole for Evaluate.
// Tying tied weights changes nothing.
func (w *PatternWeights) TieWindows() {
	for k := range NumWindows {
		for o := range 256 {
			for x := range 256 {
				if o&x != 0 {
					continue
				}
				i := k*pattern.Configs + pattern.Config(uint8(o), uint8(x))
				first, sign, ok := tiedFeature(k, uint8(o), uint8(x))
				switch {
				case !ok:
					w.Pairs[i] = [2]int16{}
				case sign < 0:
					e := w.Pairs[first]
					w.Pairs[i] = [2]int16{-max(e[0], -math.MaxInt16), -max(e[1], -math.MaxInt16)}
				}
			}
		}
	}
}

// turned returns the checkers of the player to move and of the opponent,
// turned so that the player to move's pieces race for h8.
func turned(p *coast.Position) (own, opp bitboard) {
	if p.Turn() == checkers.Black {
		return bits.Reverse64(p.Pieces(checkers.Black)), bits.Reverse64(p.Pieces(checkers.Red))
	}
	return p.Pieces(checkers.Red), p.Pieces(checkers.Black)
}

// scalars returns the scalar terms of p for the player to move and the
// pieces not yet crowned.
func scalars(p *coast.Position) (s [NumScalars]int, pieces int) {
	red, black, kings := p.Pieces(checkers.Red), p.Pieces(checkers.Black), p.Kings()
	redPieces, redKings := red&^kings, red&kings
	blackPieces, blackKings := black&^kings, black&kings
	empty := ^(red | black)
	// Everything from Red's side, as in Evaluate, negated for Black to move.
	nRedPieces, nBlackPieces := bits.OnesCount64(redPieces), bits.OnesCount64(blackPieces)
	offRed, offBlack := p.Off(checkers.Red), p.Off(checkers.Black)
	s[ScalarToGo] = steps(redPieces, &neBit) + 6*nRedPieces + steps(redKings, &swBit) -
		steps(blackPieces, &swBit) - 6*nBlackPieces - steps(blackKings, &neBit)
	s[ScalarBorneOff] = offRed - offBlack
	s[ScalarKing] = bits.OnesCount64(redKings) + offRed - bits.OnesCount64(blackKings) - offBlack
	s[ScalarGuard] = min(bits.OnesCount64(redKings&nearSW), nBlackPieces) - min(bits.OnesCount64(blackKings&nearNE), nRedPieces)
	ne, sw := lanesNE(empty), lanesSW(empty)
	rs1, rj1, rx1 := ne.flow(redPieces)
	rs2, rj2, rx2 := sw.flow(redKings)
	bs1, bj1, bx1 := ne.flow(blackKings)
	bs2, bj2, bx2 := sw.flow(blackPieces)
	s[ScalarMobility] = rs1 + rs2 - bs1 - bs2
	s[ScalarJump] = rj1 + rj2 - bj1 - bj2
	s[ScalarBlocked] = rx1 + rx2 - bx1 - bx2
	s[ScalarCrowding] = pairs(redPieces&nearNE) + pairs(redKings&nearSW) - pairs(blackKings&nearNE) - pairs(blackPieces&nearSW)
	if p.Turn() == checkers.Black {
		for k := range s {
			s[k] = -s[k]
		}
	}
	s[ScalarTempo] = 1
	return s, nRedPieces + nBlackPieces
}

// Features appends the pattern evaluation's features of p to dst,
// as (index, value) pairs: each window's configuration, then the scalar
// terms that are not 0. It returns them with p's phase, the share of the
// 24 pieces not yet crowned.
func Features(p *coast.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	own, opp := turned(p)
	for k := range NumWindows {
		o, x := windowBits(own, opp, k)
		if i, sign, ok := tiedFeature(k, o, x); ok {
			dst = append(dst, pattern.Feature{Index: i, Value: sign})
		}
	}
	s, n := scalars(p)
	for k, x := range s {
		if x != 0 {
			dst = append(dst, pattern.Feature{Index: int32(NumWindows*pattern.Configs + k), Value: float32(x)})
		}
	}
	return dst, float64(n) / FullPhase
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a checker, by the pattern weights w. It allocates nothing.
func (w *PatternWeights) Evaluate(p *coast.Position) int {
	own, opp := turned(p)
	pairs := w.Pairs[:NumFeatures]
	var open, end int
	for k := range NumWindows {
		e := pairs[k*pattern.Configs+window(own, opp, k)]
		open += int(e[0])
		end += int(e[1])
	}
	s, n := scalars(p)
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

// PatternEngine is Coast-to-Coast as the search plays it with the pattern
// evaluation: Engine's rules with PatternWeights' Evaluate. The table of
// games selects it when engine.Options.Weights holds a *PatternWeights;
// the default player uses Engine, the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *coast.Position) int { return g.Patterns.Evaluate(p) }
