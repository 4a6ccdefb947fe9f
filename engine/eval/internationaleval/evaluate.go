package internationaleval

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
)

// Weights are the terms of Evaluate, in hundredths of a man (the package
// comment says what each counts). A search reads them and never writes
// them, so one Weights may serve many searches.
type Weights struct {
	// Man and King are each piece's worth.
	Man, King int
	// Tempo is each row a man has come from its own back row.
	Tempo int
	// Advance is each man on the three rows before its crowning row.
	Advance int
	// Centre is each man or king on the central squares 22–24, 27–29.
	Centre int
	// Back is each man still on its own back row.
	Back int
	// KingMobility is each square a king can slide to.
	KingMobility int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights {
	return Weights{Man: 100, King: 300, Tempo: 2, Advance: 8, Centre: 6, Back: 5, KingMobility: 1}
}

type bitboard = international.Bitboard

// The regions the evaluation counts, by colour where they differ.
var (
	centre    bitboard
	backRow   [2]bitboard    // each side's own back row
	nearCrown [2]bitboard    // the three rows before each side's crowning row
	tempoBit  [2][4]bitboard // the squares where a man has come a number of rows with bit j set
)

func init() {
	for _, n := range []int{22, 23, 24, 27, 28, 29} {
		centre |= international.Square(n)
	}
	for n := 1; n <= 50; n++ {
		row := (n - 1) / 5 // 0 on row 10 (Black's back row) … 9 on row 1
		come := [2]int{checkers.Black: row, checkers.Red: 9 - row}
		for c := range 2 {
			b := international.Square(n)
			if come[c] == 0 {
				backRow[c] |= b
			}
			if come[c] >= 6 && come[c] <= 8 {
				nearCrown[c] |= b
			}
			for j := range 4 {
				if come[c]&(1<<j) != 0 {
					tempoBit[c][j] |= b
				}
			}
		}
	}
}

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w. A search calls it in quiet positions. It
// allocates nothing.
func (w *Weights) Evaluate(p *Position) int {
	us := p.Turn()
	empty := ^(p.Pieces(checkers.Black) | p.Pieces(checkers.Red))
	return w.side(p, us, empty) - w.side(p, us.Opponent(), empty)
}

// side sums the terms for the side c.
func (w *Weights) side(p *Position, c checkers.Color, empty bitboard) int {
	own := p.Pieces(c)
	men, kings := own&^p.Kings(), own&p.Kings()
	s := w.Man*men.Count() + w.King*kings.Count()
	tempo := 0
	for j := range 4 {
		tempo += (men & tempoBit[c&1][j]).Count() << j
	}
	s += w.Tempo * tempo
	s += w.Advance * (men & nearCrown[c&1]).Count()
	s += w.Centre * (own & centre).Count()
	s += w.Back * (men & backRow[c&1]).Count()
	if w.KingMobility != 0 && kings != 0 {
		s += w.KingMobility * international.Slides(kings, empty)
	}
	return s
}
