package standardeval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/standard"
)

// Weights are the terms of Evaluate, in hundredths of a man. The zero
// Weights value counts nothing; DefaultWeights is the tuned set. A search
// reads them and never writes them, so one Weights may serve many searches.
type Weights struct {
	Man, King int // material
	// Tempo is the worth of one row of advancement of a man, in the opening
	// (TempoOpening, all 24 pieces on the board) and the ending
	// (TempoEnding); between, it moves linearly with the pieces left.
	TempoOpening, TempoEnding int
	BackRank                  int // each man still on its own back row
	Bridge                    int // both men of the bridge (1 and 3 for Black, 30 and 32 for Red) at home
	CentreMan, CentreKing     int // each man or king on the eight central squares
	Mobility                  int // each simple move the side has (a side that must jump scores none)
	Runaway                   int // a man with no opposing piece ahead of it, less a tenth for each row to go
	TrappedKing               int // a king in a corner with no move (a penalty)
	Exchange                  int // when ahead, the lead grows by this share (in %) divided by the pieces on the board
	Hunt                      int // endings of kings: the leader's kings, per square nearer the lone side's pieces
	Cornered                  int // endings of kings: for the leader, each move the side behind has less
}

// DefaultWeights returns the weights KingMe plays with: tuned by self-play
// (kingme tune: 600 SPSA game pairs at 10 000 nodes a move; the set beat
// the hand-set one 60/80 at 20 000 nodes a move), but for Hunt and
// Cornered, which those short games seldom reach: they are set by hand and
// checked by the king endings of the engine's tests.
func DefaultWeights() Weights {
	return Weights{
		Man: 100, King: 140,
		TempoOpening: -5, TempoEnding: 2,
		BackRank: 6, Bridge: 9,
		CentreMan: 3, CentreKing: 9,
		Mobility:    4,
		Runaway:     50,
		TrappedKing: 14,
		Exchange:    341,
		Hunt:        5,
		Cornered:    10,
	}
}

type bitboard = board32.Bitboard

// Geometry for the evaluation, by colour: the rows a man has advanced, the
// back row, the bridge, the centre, and each square's forward cone.
var (
	rowMask    [8]bitboard // row r from the top (squares 4r+1 … 4r+4)
	bridge     = [2]bitboard{checkers.Black: board32.Bit(1) | board32.Bit(3), checkers.Red: board32.Bit(30) | board32.Bit(32)}
	centre     = squares(10, 11, 14, 15, 18, 19, 22, 23)
	backRow    = [2]bitboard{checkers.Black: board32.Top, checkers.Red: board32.Bottom}
	cone       [2][64]bitboard // squares a man on the index could ever reach, itself excluded
	advBits    [2][3]bitboard  // the rows advanced whose count has bit k set, by colour
	distance   [64][64]int8    // king steps between two squares, by bit index
	cornerKing = squares(4, 29)
)

func squares(ns ...int) bitboard {
	var b bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

func init() {
	for n := 1; n <= 32; n++ {
		rowMask[(n-1)/4] |= board32.Bit(n)
	}
	for r := 1; r < 8; r++ {
		for k := range 3 {
			if r>>k&1 == 1 {
				advBits[checkers.Black][k] |= rowMask[r]
				advBits[checkers.Red][k] |= rowMask[7-r]
			}
		}
	}
	for n := 1; n <= 32; n++ {
		i := board32.Index(board32.Bit(n))
		down, up := board32.Bit(n), board32.Bit(n)
		for range 7 {
			down = (board32.DownLeft(down) | board32.DownRight(down)) & board32.OnBoard
			up = (board32.UpLeft(up) | board32.UpRight(up)) & board32.OnBoard
			cone[checkers.Black][i] |= down
			cone[checkers.Red][i] |= up
		}
		r1, c1 := coords(n)
		for m := 1; m <= 32; m++ {
			r2, c2 := coords(m)
			distance[i][board32.Index(board32.Bit(m))] = int8(max(abs(r1-r2), abs(c1-c2)))
		}
	}
}

// coords returns the row (0 at the top) and file (0 at the left) of square n.
func coords(n int) (row, file int) {
	row = (n - 1) / 4
	file = (n-1)%4*2 + 1 - row%2
	return row, file
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Evaluate returns how good p is for the player to move, in hundredths of
// a man, by the weights w. It looks at the pieces only; a search calls it
// in quiet positions, where no jump is pending.
func (w *Weights) Evaluate(p *standard.Position) int {
	own, opp, kings := p.Bitboards()
	us := p.Turn()
	them := us ^ 1
	ownMen, ownKings := own&^kings, own&kings
	oppMen, oppKings := opp&^kings, opp&kings
	nOwn, nOpp := bits.OnesCount64(own), bits.OnesCount64(opp)
	material := w.Man*(bits.OnesCount64(ownMen)-bits.OnesCount64(oppMen)) +
		w.King*(bits.OnesCount64(ownKings)-bits.OnesCount64(oppKings))
	score := material
	if material != 0 && w.Exchange != 0 {
		// Trade down when ahead: the same lead is worth more on a barer board.
		score += material * w.Exchange / (100 * (nOwn + nOpp))
	}
	tempo := w.TempoEnding + (w.TempoOpening-w.TempoEnding)*(nOwn+nOpp)/24
	score += tempo * (advancement(ownMen, us) - advancement(oppMen, them))
	score += w.BackRank * (bits.OnesCount64(ownMen&backRow[us]) - bits.OnesCount64(oppMen&backRow[them]))
	if ownMen&bridge[us] == bridge[us] {
		score += w.Bridge
	}
	if oppMen&bridge[them] == bridge[them] {
		score -= w.Bridge
	}
	score += w.CentreMan*(bits.OnesCount64(ownMen&centre)-bits.OnesCount64(oppMen&centre)) +
		w.CentreKing*(bits.OnesCount64(ownKings&centre)-bits.OnesCount64(oppKings&centre))
	empty := board32.OnBoard &^ (own | opp)
	score += w.Mobility * (steps(ownMen, ownKings, empty, us) - steps(oppMen, oppKings, empty, them))
	score += w.Runaway * (runaways(ownMen, opp, us) - runaways(oppMen, own, them)) / 10
	score -= w.TrappedKing * (trapped(ownKings, empty) - trapped(oppKings, empty))
	if w.Hunt != 0 && ownMen|oppMen == 0 {
		score += w.Hunt * hunt(ownKings, oppKings, nOwn, nOpp)
		switch {
		case nOwn > nOpp:
			score -= w.Cornered * steps(0, oppKings, empty, them)
		case nOwn < nOpp:
			score += w.Cornered * steps(0, ownKings, empty, us)
		}
	}
	return score
}

// advancement sums the rows c's men have advanced from their back row.
func advancement(men bitboard, c checkers.Color) int {
	b := &advBits[c&1]
	return bits.OnesCount64(men&b[0]) + 2*bits.OnesCount64(men&b[1]) + 4*bits.OnesCount64(men&b[2])
}

// steps counts the simple moves of c's men and kings on the empty squares.
func steps(men, kings, empty bitboard, c checkers.Color) int {
	all := men | kings
	down := bits.OnesCount64(board32.DownLeft(all)&empty) + bits.OnesCount64(board32.DownRight(all)&empty)
	up := bits.OnesCount64(board32.UpLeft(all)&empty) + bits.OnesCount64(board32.UpRight(all)&empty)
	kd := bits.OnesCount64(board32.DownLeft(kings)&empty) + bits.OnesCount64(board32.DownRight(kings)&empty)
	ku := bits.OnesCount64(board32.UpLeft(kings)&empty) + bits.OnesCount64(board32.UpRight(kings)&empty)
	if c == checkers.Black {
		return down + ku
	}
	return up + kd
}

// runaways scores c's men that no opposing piece can stop by standing in
// their way: ten for each, less one for each row still to go.
func runaways(men, opp bitboard, c checkers.Color) int {
	var free bitboard
	cones := &cone[c&1]
	for m := men; m != 0; m &= m - 1 {
		if cones[bits.TrailingZeros64(m)&63]&opp == 0 {
			free |= m & -m
		}
	}
	// Ten less the rows to go is three plus the rows advanced.
	return 3*bits.OnesCount64(free) + advancement(free, c)
}

// trapped counts kings in the single corners (4 and 29) with no empty neighbour.
func trapped(kings, empty bitboard) int {
	k := kings & cornerKing
	if k == 0 {
		return 0
	}
	free := board32.DownLeft(k)&empty | board32.DownRight(k)&empty | board32.UpLeft(k)&empty | board32.UpRight(k)&empty
	if free == 0 {
		return bits.OnesCount64(k)
	}
	return 0
}

// hunt scores an ending of kings only for the side with more pieces: the
// closer its kings to the opponent's, the better (the loser's lone kings
// are then cornered and taken); the side behind scores the same negated.
func hunt(own, opp bitboard, nOwn, nOpp int) int {
	if nOwn == nOpp || own == 0 || opp == 0 {
		return 0
	}
	d := 0
	for a := own; a != 0; a &= a - 1 {
		i := bits.TrailingZeros64(a)
		for b := opp; b != 0; b &= b - 1 {
			d += int(distance[i][bits.TrailingZeros64(b)])
		}
	}
	d = 14*bits.OnesCount64(own)*bits.OnesCount64(opp) - d
	if nOwn < nOpp {
		return -d
	}
	return d
}
