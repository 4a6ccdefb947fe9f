package flyingkingseval

import (
	"io"
	"math"
	"math/bits"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/engine/eval/pattern"
)

// The pattern evaluation, a learned one, sees the board from the player to
// move's side: for Red to move the board is turned half a turn (square n
// becomes 33 − n, which maps every special square onto its twin), so that
// "own" Guards and Princes always head for squares 29–32, as Black's do.
// Its windows are the seven bands of two adjacent rows (eight squares
// each); each square of a band is empty, an own piece or an opposing one
// (a King or Flying King counts as a Guard of its side there: what it is
// worth beyond one the scalar terms count), so a band has 3⁸ = 6561
// configurations. The first weights' bands saw Guards and Princes alone,
// Kings and Flying Kings as empty squares (PatternWeights.MenOnly). Scalar terms
// count what the hand-set evaluation counts: each kind of piece, the
// advance of Guards and Princes, runaways, promotions, morphs and spawns
// next move, pieces on one's own Spawn squares and on the Push Arrows,
// Princes at home, mobility and, near the points ending, the points lead;
// and the move itself. Each term is the player to move's count less the
// opponent's, each weight an (opening, ending) pair; a position with n
// pieces on the board scores opening·n/24 + ending·(24 − n)/24.
const (
	// NumScalars is the number of scalar terms, ScalarGuard … ScalarTempo.
	NumScalars = 16
	// NumFeatures is the number of features: the bands' configurations,
	// then the scalar terms, 7 × 6561 + 16 = 45 943; the weights are a pair
	// each, 91 886.
	NumFeatures = pattern.Bands*pattern.Configs + NumScalars
	// FullPhase is the phase of a full board: 24 pieces.
	FullPhase = 24
	// endHorizon is where ScalarEndPoints starts to count: the larger side
	// has fewer pieces than this.
	endHorizon = 7
)

// The scalar terms, by index among the scalars (feature Bands·Configs + i).
const (
	ScalarGuard         = iota // Guards
	ScalarPrince               // Princes
	ScalarKing                 // Kings
	ScalarFlyingKing           // Flying Kings
	ScalarGuardAdvance         // rows Guards have come from their King's Row
	ScalarPrinceAdvance        // rows Princes have come
	ScalarRunaway              // Guards and Princes nothing can stop: 3 each plus their rows come
	ScalarCrownReach           // free squares of the far row a Guard or Prince can step onto
	ScalarMorphReach           // free Morph squares a King can step onto (fewer than 3 Flying Kings)
	ScalarSpawnReach           // free opposing Spawn squares a Prince can step onto and spawn
	ScalarSpawnGuard           // pieces on their own side's Spawn squares
	ScalarArrow                // Princes, Kings and Flying Kings on the Push Arrows
	ScalarHomePrince           // Princes on their own King's Row
	ScalarMobility             // steps, each square of a Flying King's slides included
	// ScalarEndPoints is the points lead times how far the larger side's
	// pieces are below 7, when they are.
	ScalarEndPoints
	ScalarTempo // 1: the move in hand
)

// ScalarNames names the scalar terms, by index.
var ScalarNames = []string{"guard", "prince", "king", "flying king", "guard advance", "prince advance", "runaway",
	"crown reach", "morph reach", "spawn reach", "spawn guard", "arrow", "home prince", "mobility", "end points", "tempo"}

// shape is the evaluation's shape in the weights file: the bands, their
// configurations, the scalar terms, and 1 for bands that see every piece.
var shape = []uint16{pattern.Bands, pattern.Configs, NumScalars, 1}

// shapeMenOnly is the shape of the files whose bands see Guards and
// Princes alone (MenOnly weights): shape without its last number. It has
// an array of its own, so that nothing done to one can change the other.
var shapeMenOnly = []uint16{pattern.Bands, pattern.Configs, NumScalars}

// PatternWeights are the weights of the pattern evaluation, in hundredths of
// a Prince: an (opening, ending) pair for each feature, the bands'
// configurations band by band and then the scalar terms. `kingme train`
// makes them; the table of games plays with them when
// engine.Options.Weights holds a *PatternWeights.
type PatternWeights struct {
	pattern.Weights
	// MenOnly makes the bands see Kings and Flying Kings as empty squares,
	// as the weights of a file of the three-number shape were trained; the
	// bands of other weights (those training makes) see them as pieces of
	// their side. ParsePatternWeights sets it from the file's shape, and
	// WriteTo writes that shape back.
	MenOnly bool
}

// NewPatternWeights returns zero pattern weights.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{Weights: pattern.NewWeights(NumFeatures)}
}

// WriteTo writes the weights file of w (the format of package pattern).
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	if w.MenOnly {
		return w.WriteFile(out, flyingkings.Variant{}.Key(), shapeMenOnly)
	}
	return w.WriteFile(out, flyingkings.Variant{}.Key(), shape)
}

// ParsePatternWeights reads a weights file written by WriteTo: of either
// shape, its bands seeing every piece or, MenOnly, Guards and Princes alone.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	want, menOnly := shape, false
	if f, err := pattern.Parse(data); err == nil && slices.Equal(f.Shape, shapeMenOnly) {
		want, menOnly = shapeMenOnly, true
	}
	pw, err := pattern.Decode(data, flyingkings.Variant{}.Key(), want, NumFeatures)
	if err != nil {
		return nil, err
	}
	return &PatternWeights{Weights: pw, MenOnly: menOnly}, nil
}

// turned returns the pieces of the player to move and of the opponent, or
// with menOnly their Guards and Princes alone, packed one bit a square and
// turned so that the player to move's head for the higher squares.
func turned(p *flyingkings.Position, menOnly bool) (own, opp uint32) {
	men := board32.OnBoard
	if menOnly {
		_, kings, flyers := p.Kinds()
		men &^= kings | flyers
	}
	us := p.Turn() & 1
	own, opp = board32.Compact(p.Side(us)&men), board32.Compact(p.Side(us^1)&men)
	if us == checkers.Red {
		own, opp = bits.Reverse32(own), bits.Reverse32(opp)
	}
	return own, opp
}

// sideTerms returns the scalar terms of the side c alone (but the points
// lead and the move).
func sideTerms(p *flyingkings.Position, c checkers.Color) (s [ScalarEndPoints]int) {
	own, opp := p.Side(c), p.Side(c^1)
	empty := board32.OnBoard &^ (own | opp)
	allPrinces, allKings, allFlyers := p.Kinds()
	princes, kings, flyers := own&allPrinces, own&allKings, own&allFlyers
	guards := own &^ (allPrinces | allKings | allFlyers)
	nPrinces, nFlyers := bits.OnesCount64(princes), bits.OnesCount64(flyers)
	s[ScalarGuard] = bits.OnesCount64(guards)
	s[ScalarPrince] = nPrinces
	s[ScalarKing] = bits.OnesCount64(kings)
	s[ScalarFlyingKing] = nFlyers
	s[ScalarGuardAdvance] = advancement(guards, c)
	s[ScalarPrinceAdvance] = advancement(princes, c)
	men := guards | princes
	fwd := flyingkings.Forward(c)
	var menSteps, princeSteps bitboard
	for d := range board32.Direction(4) {
		if fwd&(1<<d) != 0 {
			menSteps |= board32.Step(men, d)
			princeSteps |= board32.Step(princes, d)
		}
	}
	if men != 0 {
		run := men &^ backCone(opp, c)
		s[ScalarRunaway] = 3*bits.OnesCount64(run) + advancement(run, c)
	}
	s[ScalarCrownReach] = bits.OnesCount64(menSteps & empty & flyingkings.CrownRow(c))
	if kings != 0 && nFlyers < flyingkings.MaxFlyingKings {
		s[ScalarMorphReach] = bits.OnesCount64(neighbours(kings) & empty & flyingkings.MorphSquares())
	}
	if princes != 0 && nPrinces < flyingkings.MaxPrinces && flyingkings.KingsRow(c)&empty != 0 {
		s[ScalarSpawnReach] = bits.OnesCount64(princeSteps & empty & flyingkings.SpawnSquares(c))
	}
	s[ScalarSpawnGuard] = bits.OnesCount64(own & flyingkings.SpawnSquares(c^1))
	s[ScalarArrow] = bits.OnesCount64(own &^ guards & flyingkings.ArrowSquares())
	s[ScalarHomePrince] = bits.OnesCount64(princes & flyingkings.KingsRow(c))
	s[ScalarMobility] = mobility(men, kings, flyers, empty, fwd)
	return s
}

// scalars returns the scalar terms of p for the player to move and the
// pieces on the board.
func scalars(p *flyingkings.Position) (s [NumScalars]int, pieces int) {
	us := p.Turn() & 1
	own, opp := sideTerms(p, us), sideTerms(p, us^1)
	for k := range own {
		s[k] = own[k] - opp[k]
	}
	nUs, nThem := bits.OnesCount64(p.Side(us)), bits.OnesCount64(p.Side(us^1))
	if n := max(nUs, nThem); n < endHorizon {
		s[ScalarEndPoints] = (p.Points(us) - p.Points(us^1)) * (endHorizon - n)
	}
	s[ScalarTempo] = 1
	return s, nUs + nThem
}

// Features appends the pattern evaluation's features of p to dst,
// as (index, value) pairs: each band's configuration as bands that see
// every piece see it (not MenOnly), then the scalar terms that are not 0.
// It returns them with p's phase, the share of 24 pieces on the board.
func Features(p *flyingkings.Position, dst []pattern.Feature) ([]pattern.Feature, float64) {
	own, opp := turned(p, false)
	s, n := scalars(p)
	return pattern.AppendBands(dst, own, opp, s[:], n, FullPhase)
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a Prince, by the pattern weights w. Like Weights.Evaluate it is meant
// for quiet positions, where no take is pending. It allocates nothing.
func (w *PatternWeights) Evaluate(p *flyingkings.Position) int {
	own, opp := turned(p, w.MenOnly)
	s, n := scalars(p)
	score := w.EvaluateBands(own, opp, s[:], n, FullPhase)
	if w.Base {
		score += max(math.MinInt16, min(math.MaxInt16, engineDefault.Evaluate(p)))
	}
	return score
}

// PatternEngine is Kings & Flying Kings as the search plays it with the
// pattern evaluation: Engine's rules with PatternWeights' Evaluate. The
// table of games selects it when engine.Options.Weights holds a
// *PatternWeights; the default player uses Engine, the hand-set evaluation.
type PatternEngine struct {
	Engine
	Patterns *PatternWeights // must not be nil
}

// Evaluate scores p for the player to move by the pattern weights.
func (g PatternEngine) Evaluate(p *flyingkings.Position) int { return g.Patterns.Evaluate(p) }
