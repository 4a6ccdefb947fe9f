package coasteval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
)

// Weights are the terms of Evaluate, in hundredths of a checker. The zero
// Weights value counts nothing; DefaultWeights is the tuned set. A search
// reads them and never writes them, so one Weights may serve many searches.
//
// Evaluate sees the race as two groups of checkers: those heading for h8
// (Red's pieces, to be crowned there, and Black's kings, to be borne off)
// and those heading for a1 (Red's kings and Black's pieces). Each checker's
// goal is that corner, its steps to go the king steps to it; a piece has
// six more to go after its crowning (the free move off the crowning corner
// is the first of seven back).
type Weights struct {
	// Step is the worth of each step a side's checkers still have to go,
	// counted against it: the pip count of the race.
	Step int
	// BorneOff is each checker borne off, beyond the steps it no longer
	// has to go.
	BorneOff int
	// King is each checker crowned, a king on the board or borne off: a
	// piece that got through the crowded opponent's corner, beyond the
	// steps that took.
	King int
	// Guard is each king within two steps of its own home, where the
	// opponent's pieces come to be crowned, counted up to the number of
	// those pieces still to come: it stands in their way.
	Guard int
	// Mobility is each step toward its corner that a checker can make now.
	Mobility int
	// Jump is each jump toward its corner that a checker can make now (a
	// jump covers two squares, and may go on).
	Jump int
	// Blocked is each checker with neither a step nor a jump toward its
	// corner, hemmed in by checkers of either colour (a penalty).
	Blocked int
	// Crowding is each pair of a side's checkers within two steps of the
	// corner both are heading for, in each other's way there (a penalty).
	Crowding int
	// Tempo is the side to move: in a race, the move in hand.
	Tempo int
}

// DefaultWeights returns the weights KingMe plays with, hand-tuned by
// self-play matches at depths 3 to 5. Keeping kings on the board a while
// (King above, BorneOff below zero) pays: they are stepping stones for the
// checkers still coming home, and stand where the opponent's pieces come to
// be crowned.
func DefaultWeights() Weights {
	return Weights{
		Step:     10,
		BorneOff: -8,
		King:     8,
		Guard:    10,
		Mobility: 1,
		Jump:     3,
		Blocked:  5,
		Crowding: 2,
		Tempo:    25,
	}
}

type bitboard = uint64

// The files a and h, which a step toward h8 or a1 must not leave.
const (
	fileA bitboard = 0x0101010101010101
	fileH bitboard = 0x8080808080808080
)

// Geometry for the evaluation. A checker heading for h8 has 7 − min(file,
// rank) king steps to go; one heading for a1 has max(file, rank).
var (
	// neBit[j] and swBit[j] are the squares whose number of steps to h8,
	// and to a1, has bit j set: the steps of a set of checkers sum as
	// Σ 2^j·|set ∩ bit j|, three counts instead of one a checker.
	neBit, swBit [3]bitboard
	// nearNE and nearSW are the squares one or two steps from h8 and a1.
	nearNE, nearSW bitboard
)

func init() {
	for sq := range 64 {
		f, r := sq%8, sq/8
		ne, sw := 7-min(f, r), max(f, r)
		for j := range 3 {
			if ne>>j&1 != 0 {
				neBit[j] |= 1 << sq
			}
			if sw>>j&1 != 0 {
				swBit[j] |= 1 << sq
			}
		}
		if ne == 1 || ne == 2 {
			nearNE |= 1 << sq
		}
		if sw == 1 || sw == 2 {
			nearSW |= 1 << sq
		}
	}
}

// steps sums the steps to go of the checkers of b by the bit planes of
// their distances.
func steps(b bitboard, plane *[3]bitboard) int {
	return bits.OnesCount64(b&plane[0]) + 2*bits.OnesCount64(b&plane[1]) + 4*bits.OnesCount64(b&plane[2])
}

// lanes are, for the three directions toward one corner, the squares from
// which a step lands on an empty square and those from which a jump does
// (over any checker: nothing is captured).
type lanes struct {
	step, jump [3]bitboard
	any        bitboard // the union: squares with some way forward
}

// lanesNE returns the lanes toward h8 on a board with the empty squares:
// a step in a direction lands on an empty square from the squares one step
// back from the empty ones.
func lanesNE(empty bitboard) lanes {
	occ := ^empty
	var l lanes
	l.step[0] = (empty &^ fileA) >> 9 // toward h8 along the diagonal
	l.step[1] = (empty &^ fileA) >> 1 // along the rank
	l.step[2] = empty >> 8            // along the file
	l.jump[0] = (l.step[0] & occ &^ fileA) >> 9
	l.jump[1] = (l.step[1] & occ &^ fileA) >> 1
	l.jump[2] = (l.step[2] & occ) >> 8
	l.any = l.step[0] | l.step[1] | l.step[2] | l.jump[0] | l.jump[1] | l.jump[2]
	return l
}

// lanesSW returns the lanes toward a1.
func lanesSW(empty bitboard) lanes {
	occ := ^empty
	var l lanes
	l.step[0] = (empty &^ fileH) << 9
	l.step[1] = (empty &^ fileH) << 1
	l.step[2] = empty << 8
	l.jump[0] = (l.step[0] & occ &^ fileH) << 9
	l.jump[1] = (l.step[1] & occ &^ fileH) << 1
	l.jump[2] = (l.step[2] & occ) << 8
	l.any = l.step[0] | l.step[1] | l.step[2] | l.jump[0] | l.jump[1] | l.jump[2]
	return l
}

// flow returns how many steps and jumps the checkers of x can make along
// the lanes l, counted by checker and direction, and how many have none.
func (l *lanes) flow(x bitboard) (steps, jumps, stuck int) {
	steps = bits.OnesCount64(x&l.step[0]) + bits.OnesCount64(x&l.step[1]) + bits.OnesCount64(x&l.step[2])
	jumps = bits.OnesCount64(x&l.jump[0]) + bits.OnesCount64(x&l.jump[1]) + bits.OnesCount64(x&l.jump[2])
	return steps, jumps, bits.OnesCount64(x &^ l.any)
}

// pairs returns n·(n−1)/2 for the n squares of b.
func pairs(b bitboard) int {
	n := bits.OnesCount64(b)
	return n * (n - 1) / 2
}

// Evaluate returns how good the position is for the player to move, in
// hundredths of a checker, by the weights w. It allocates nothing.
func (w *Weights) Evaluate(p *coast.Position) int {
	red, black, kings := p.Pieces(checkers.Red), p.Pieces(checkers.Black), p.Kings()
	redPieces, redKings := red&^kings, red&kings
	blackPieces, blackKings := black&^kings, black&kings
	empty := ^(red | black)
	offRed, offBlack := p.Off(checkers.Red), p.Off(checkers.Black)

	// Everything from Red's side, negated at the end for Black to move.
	nRedKings, nBlackKings := bits.OnesCount64(redKings), bits.OnesCount64(blackKings)
	nRedPieces, nBlackPieces := bits.OnesCount64(redPieces), bits.OnesCount64(blackPieces)
	togoRed := steps(redPieces, &neBit) + 6*nRedPieces + steps(redKings, &swBit)
	togoBlack := steps(blackPieces, &swBit) + 6*nBlackPieces + steps(blackKings, &neBit)
	score := w.Step * (togoBlack - togoRed)
	score += w.BorneOff * (offRed - offBlack)
	score += w.King * (nRedKings + offRed - nBlackKings - offBlack)
	score += w.Guard * (min(bits.OnesCount64(redKings&nearSW), nBlackPieces) -
		min(bits.OnesCount64(blackKings&nearNE), nRedPieces))

	ne, sw := lanesNE(empty), lanesSW(empty)
	rs1, rj1, rx1 := ne.flow(redPieces)
	rs2, rj2, rx2 := sw.flow(redKings)
	bs1, bj1, bx1 := ne.flow(blackKings)
	bs2, bj2, bx2 := sw.flow(blackPieces)
	score += w.Mobility * (rs1 + rs2 - bs1 - bs2)
	score += w.Jump * (rj1 + rj2 - bj1 - bj2)
	score -= w.Blocked * (rx1 + rx2 - bx1 - bx2)

	score -= w.Crowding * (pairs(redPieces&nearNE) + pairs(redKings&nearSW) -
		pairs(blackKings&nearNE) - pairs(blackPieces&nearSW))

	if p.Turn() == checkers.Black {
		score = -score
	}
	return score + w.Tempo
}
