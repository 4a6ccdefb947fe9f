package draughts32eval

import (
	"io"
	"math"
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, of the 32-square draughts games
// sees the board from the player to move's side: for Red to move the board
// is turned half a turn (square n becomes 33 − n, which maps the centre
// and the main road onto themselves), so that "own" men always head for
// squares 29–32, as Black's do. Its windows are the seven bands of two
// adjacent rows (eight squares each, pattern.Bands); each square of a band
// is empty, an own man or an opposing one (kings count as empty there: the
// scalar terms count them), 3⁸ = 6561 configurations a band. The scalar
// terms are the hand-set evaluation's (Weights), each the player to move's
// count less the opponent's — men, kings, the rows men have advanced, the
// pieces in the centre, the kings on the main road, the men on their own
// first row — and the move itself, so that weights can learn at least the
// hand-set evaluation. Each weight is an (opening, ending) pair; a
// position with n pieces on the board scores opening·n/24 +
// ending·(24 − n)/24. The weights are a type of each game's own
// (PatternWeights[R, G], learned.go), whose weights file names the game.
const (
	// NumScalars is the number of scalar terms, ScalarMan … ScalarTempo.
	NumScalars = 7
	// NumFeatures is the number of features: the bands' configurations,
	// then the scalar terms, 7 × 6561 + 7 = 45 934; the weights are a pair
	// each, 91 868.
	NumFeatures = pattern.Bands*pattern.Configs + NumScalars
	// FullPhase is the phase of the start: 24 pieces.
	FullPhase = 24
)

// The scalar terms, by index among the scalars (feature Bands·Configs + i):
// the first six are Weights' terms in its order.
const (
	ScalarMan     = iota // men
	ScalarKing           // kings
	ScalarAdvance        // rows the men have come from their own first row
	ScalarCentre         // men and kings on the eight central squares c3–f6
	ScalarRoad           // kings on the main road a1–h8
	ScalarBack           // men still on their own first row
	ScalarTempo          // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"man", "king", "advance", "centre", "road", "back", "tempo"}

// PatternShape is the evaluation's shape in the weights file: windows,
// configurations, scalars.
var PatternShape = []uint16{pattern.Bands, pattern.Configs, NumScalars}

// The squares the scalar terms read, packed as board32.Compact packs them.
// The centre and the main road are their own turned images.
var (
	centre32 = board32.Compact(Centre)
	road32   = board32.Compact(draughts32.MainRoad)
)

// row32 is the row of four squares k (0: squares 1–4) of a packed board.
func row32(k int) uint32 { return 0xF << (4 * k) }

// turned returns the men and the kings of the player to move and of the
// opponent, packed (board32.Compact) and turned so that the player to
// move's men head for the higher squares.
func turned(b *draughts32.Board) (ownMen, oppMen, ownKings, oppKings uint32) {
	own, opp := b.Own(), b.Them()
	ownMen, oppMen = board32.Compact(own&^b.Kings), board32.Compact(opp&^b.Kings)
	ownKings, oppKings = board32.Compact(own&b.Kings), board32.Compact(opp&b.Kings)
	if b.Turn == checkers.Red {
		ownMen, oppMen = bits.Reverse32(ownMen), bits.Reverse32(oppMen)
		ownKings, oppKings = bits.Reverse32(ownKings), bits.Reverse32(oppKings)
	}
	return ownMen, oppMen, ownKings, oppKings
}

// PatternScalars returns the scalar terms of b for the player to move, and
// the pieces on the board. Weighted by a Weights' terms (ScalarMan to
// ScalarBack), they sum to Evaluate's score.
func PatternScalars(b *draughts32.Board) (s [NumScalars]int, pieces int) {
	ownMen, oppMen, ownKings, oppKings := turned(b)
	count := func(x uint32) int { return bits.OnesCount32(x) }
	nOwn, nOpp := count(ownMen), count(oppMen)
	s[ScalarMan] = nOwn - nOpp
	s[ScalarKing] = count(ownKings) - count(oppKings)
	// Own men have come row k from row 0, opposing ones 7 − k from row 7.
	advance := 7 * -nOpp
	for k := 1; k < 8; k++ {
		advance += k * (count(ownMen&row32(k)) + count(oppMen&row32(k)))
	}
	s[ScalarAdvance] = advance
	s[ScalarCentre] = count((ownMen|ownKings)&centre32) - count((oppMen|oppKings)&centre32)
	s[ScalarRoad] = count(ownKings&road32) - count(oppKings&road32)
	s[ScalarBack] = count(ownMen&row32(0)) - count(oppMen&row32(7))
	s[ScalarTempo] = 1
	return s, nOwn + nOpp + count(ownKings) + count(oppKings)
}

// PatternFeatures appends the pattern evaluation's features of b to dst, as
// (index, value) pairs: each band's configuration, then the scalar terms
// that are not 0. It returns them with b's phase, the share of 24 pieces
// on the board (at most 1).
func PatternFeatures(b *draughts32.Board, dst []pattern.Feature) ([]pattern.Feature, float64) {
	ownMen, oppMen, _, _ := turned(b)
	s, n := PatternScalars(b)
	return pattern.AppendBands(dst, ownMen, oppMen, s[:], n, FullPhase)
}

// PatternEvaluate returns how good b is for the player to move, in
// hundredths of a man, by the pattern weights w (NumFeatures of them);
// when w.Base is set, the hand-set evaluation by handSet is added, held
// within the int16 range. It allocates nothing.
func PatternEvaluate(w *pattern.Weights, b *draughts32.Board, handSet *Weights) int {
	ownMen, oppMen, _, _ := turned(b)
	s, n := PatternScalars(b)
	score := w.EvaluateBands(ownMen, oppMen, s[:], n, FullPhase)
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, Evaluate(b, handSet)))
	}
	return score
}

// WritePatterns writes the weights file of the pattern weights w of the
// game whose key is given (the format of package pattern).
func WritePatterns(w *pattern.Weights, out io.Writer, key string) (int64, error) {
	return w.WriteFile(out, key, PatternShape)
}

// DecodePatterns reads a weights file of pattern weights of the game whose
// key is given. The error says what is wrong: another kind of file,
// another game or shape, a damaged file.
func DecodePatterns(data []byte, key string) (pattern.Weights, error) {
	return pattern.Decode(data, key, PatternShape, NumFeatures)
}
