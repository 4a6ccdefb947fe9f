package flyingkingseval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/flyingkings"
)

// Weights are the terms of Evaluate, in hundredths of a Prince. The zero
// Weights value counts nothing; DefaultWeights is the tuned set. A search
// reads them and never writes them, so one Weights may serve many searches.
// Every field is a plain int, so that a tuning tool may vary each one.
type Weights struct {
	// Guard, Prince, King and FlyingKing are each piece's worth on the
	// board, whatever its points (0, 1, 3, 5) at the small-material end.
	Guard, Prince, King, FlyingKing int
	// GuardAdvance and PrinceAdvance are the worth of each row a Guard or a
	// Prince has advanced toward the opponent's King's Row, where it is
	// crowned.
	GuardAdvance, PrinceAdvance int
	// Runaway is the worth of a Guard or a Prince with no opposing piece
	// ahead of it (in the squares it could still reach), less a tenth for
	// each row it has to go.
	Runaway int
	// CrownReach is the worth of each free square of the opponent's King's
	// Row that a Guard or a Prince can step onto: a promotion next move.
	CrownReach int
	// MorphReach is the worth of each free Morph square a King can step
	// onto while its side has fewer than 3 Flying Kings: a morph next move.
	MorphReach int
	// SpawnReach is the worth of each free opponent's Spawn square a Prince
	// can step onto and spawn (fewer than 6 Princes, a free square on its
	// own King's Row).
	SpawnReach int
	// SpawnGuard is the worth of each piece standing on one of its own
	// side's Spawn squares, where it stops the opponent's Princes spawning.
	SpawnGuard int
	// Arrow is the worth of each Prince, King or Flying King on a Push
	// Arrow square, from which it may push-take.
	Arrow int
	// HomePrince is the worth of each Prince on its own King's Row, where it
	// keeps a square from the opponent's promotions.
	HomePrince int
	// Mobility is the worth of each step the side has, each square of a
	// Flying King's slides included.
	Mobility int
	// EndPoints is the worth of each point (Guard 0, Prince 1, King 3,
	// Flying King 5) of lead when the game nears its points ending: in full
	// when the side with more pieces has 3, fading to nothing when it has
	// EndHorizon.
	EndPoints int
	// EndHorizon is the number of pieces of the larger side at which
	// EndPoints starts to count (above 3).
	EndHorizon int
}

// DefaultWeights returns the weights KingMe plays with, tuned by self-play.
func DefaultWeights() Weights {
	return Weights{
		Guard: 80, Prince: 100, King: 220, FlyingKing: 320,
		GuardAdvance: 3, PrinceAdvance: 6,
		Runaway:    40,
		CrownReach: 50,
		MorphReach: 20,
		SpawnReach: 30,
		SpawnGuard: 10,
		Arrow:      15,
		HomePrince: 5,
		Mobility:   1,
		EndPoints:  30,
		EndHorizon: 7,
	}
}

type bitboard = board32.Bitboard

// advanceBit[c][j] is the squares where c's Guard or Prince has advanced a
// number of rows (from c's King's Row) with bit j set: three popcounts sum
// the rows of many pieces.
var advanceBit [2][3]bitboard

func init() {
	for n := 1; n <= 32; n++ {
		row := (n - 1) / 4 // from the top, Black's King's Row
		advanced := [2]int{checkers.Black: row, checkers.Red: 7 - row}
		for c := range 2 {
			for j := range 3 {
				if advanced[c]&(1<<j) != 0 {
					advanceBit[c][j] |= board32.Bit(n)
				}
			}
		}
	}
}

// Evaluate returns how good the position is for the player to move, in
// hundredths of a Prince, by the weights w. A search calls it in quiet
// positions, where the player to move has no take. It allocates nothing.
func (w *Weights) Evaluate(p *flyingkings.Position) int {
	us := p.Turn() & 1
	score := sideScore(p, w, us) - sideScore(p, w, us^1)
	if w.EndPoints != 0 && w.EndHorizon > 3 {
		n := max(bits.OnesCount64(p.Side(checkers.Black)), bits.OnesCount64(p.Side(checkers.Red)))
		if n < w.EndHorizon {
			lead := p.Points(us) - p.Points(us^1)
			score += w.EndPoints * lead * (w.EndHorizon - n) / (w.EndHorizon - 3)
		}
	}
	return score
}

// sideScore sums the terms of Weights.Evaluate for the side c.
func sideScore(p *flyingkings.Position, w *Weights, c checkers.Color) int {
	own, opp := p.Side(c), p.Side(c^1)
	empty := board32.OnBoard &^ (own | opp)
	allPrinces, allKings, allFlyers := p.Kinds()
	princes, kings, flyers := own&allPrinces, own&allKings, own&allFlyers
	guards := own &^ (allPrinces | allKings | allFlyers)
	nPrinces, nFlyers := bits.OnesCount64(princes), bits.OnesCount64(flyers)
	score := w.Guard*bits.OnesCount64(guards) + w.Prince*nPrinces +
		w.King*bits.OnesCount64(kings) + w.FlyingKing*nFlyers
	score += w.GuardAdvance*advancement(guards, c) + w.PrinceAdvance*advancement(princes, c)

	men := guards | princes
	fwd := flyingkings.Forward(c)
	var menSteps bitboard // where Guards and Princes step: forward only
	for d := range board32.Direction(4) {
		if fwd&(1<<d) != 0 {
			menSteps |= board32.Step(men, d)
		}
	}
	if w.Runaway != 0 && men != 0 {
		// A runaway is not in the backward cone of any opposing piece; it
		// scores 10 less the rows to go (7 less those advanced).
		run := men &^ backCone(opp, c)
		score += w.Runaway * (3*bits.OnesCount64(run) + advancement(run, c)) / 10
	}
	score += w.CrownReach * bits.OnesCount64(menSteps&empty&flyingkings.CrownRow(c))
	if kings != 0 && nFlyers < flyingkings.MaxFlyingKings {
		score += w.MorphReach * bits.OnesCount64(neighbours(kings)&empty&flyingkings.MorphSquares())
	}
	if princes != 0 && nPrinces < flyingkings.MaxPrinces && flyingkings.KingsRow(c)&empty != 0 {
		var reach bitboard
		for d := range board32.Direction(4) {
			if fwd&(1<<d) != 0 {
				reach |= board32.Step(princes, d)
			}
		}
		score += w.SpawnReach * bits.OnesCount64(reach&empty&flyingkings.SpawnSquares(c))
	}
	score += w.SpawnGuard * bits.OnesCount64(own&flyingkings.SpawnSquares(c^1))
	score += w.Arrow * bits.OnesCount64(own&^guards&flyingkings.ArrowSquares())
	score += w.HomePrince * bits.OnesCount64(princes&flyingkings.KingsRow(c))
	if w.Mobility != 0 {
		score += w.Mobility * mobility(men, kings, flyers, empty, fwd)
	}
	return score
}

// advancement sums the rows c's pieces in b have advanced from c's King's
// Row.
func advancement(b bitboard, c checkers.Color) int {
	a := &advanceBit[c]
	return bits.OnesCount64(b&a[0]) + 2*bits.OnesCount64(b&a[1]) + 4*bits.OnesCount64(b&a[2])
}

// backCone returns the squares from which a Guard or Prince of c could
// reach one of the squares of b (b included): the squares behind b, seen
// from c's side, widening row by row.
func backCone(b bitboard, c checkers.Color) bitboard {
	if c == checkers.Black {
		// Black moves down: its pieces that could reach b stand above it.
		for range 7 {
			b |= (board32.UpLeft(b) | board32.UpRight(b)) & board32.OnBoard
		}
		return b
	}
	for range 7 {
		b |= (board32.DownLeft(b) | board32.DownRight(b)) & board32.OnBoard
	}
	return b
}

// neighbours returns the squares one diagonal step from the squares of b.
func neighbours(b bitboard) bitboard {
	return (board32.DownLeft(b) | board32.DownRight(b) | board32.UpLeft(b) | board32.UpRight(b)) & board32.OnBoard
}

// mobility counts the steps of a side: its Guards and Princes (men) one
// square in the forward directions fwd, its Kings one square every way, its
// Flying Kings each empty square they can slide to (counted once where two
// of them reach the same square along one direction).
func mobility(men, kings, flyers, empty bitboard, fwd uint8) int {
	n := 0
	for d := range board32.Direction(4) {
		movers := kings
		if fwd&(1<<d) != 0 {
			movers |= men
		}
		n += bits.OnesCount64(board32.Step(movers, d) & empty)
		if flyers != 0 {
			var reach bitboard
			for s := board32.Step(flyers, d) & empty; s != 0; s = board32.Step(s, d) & empty {
				reach |= s
			}
			n += bits.OnesCount64(reach)
		}
	}
	return n
}
