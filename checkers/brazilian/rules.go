package brazilian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Rules is Brazilian draughts' move generation and notation, as the kit of
// the 32-square games asks for them (draughts32.Rules).
type Rules struct{}

// Position is a Brazilian draughts position (White is checkers.Red).
type Position = draughts32.Position[Rules]

// Move is a Brazilian draughts move.
type Move = draughts32.Move

// Name returns "Brazilian draughts".
func (Rules) Name() string { return "Brazilian draughts" }

// Notation returns AlgebraicX: "c3-d4", "c3xe5xg3".
func (Rules) Notation() draughts32.Notation { return draughts32.AlgebraicX }

// Start returns the start position: White's men on a1–h3, Black's on
// a6–h8, White to move.
func Start() Position {
	return draughts32.NewPosition[Rules](draughts32.Board{
		Side: [2]board32.Bitboard{checkers.Black: board32.Squares(1, 12), checkers.Red: board32.Squares(21, 32)},
		Turn: checkers.Red,
	})
}

// ParseFEN reads a position in PDN FEN with algebraic squares,
// "W:Wa1,c1,Kd4:Bb8,h8" (see draughts32.Notation.Parse).
func ParseFEN(text string) (Position, error) { return draughts32.Parse[Rules](text) }

// manWalk is how a man captures: short, both ways, on through the last row
// as a man (no Stop, no Promote); routes of one man to one result merged.
var manWalk = jumps.Short{Dirs: jumps.All, Merge: true}

// AppendMoves appends the legal moves of b to dst: the captures that take
// the most pieces if any piece can capture (kings and men counted alike,
// any of them may be chosen), the steps otherwise; each move once however
// many routes lead to it.
func (Rules) AppendMoves(b *draughts32.Board, dst []Move) []Move {
	us := b.Turn & 1
	own, them, empty := b.Own(), b.Them(), b.Empty()
	men := own &^ b.Kings
	first := len(dst)
	most := 0 // the most pieces a capture found so far takes
	var buf [32]jumps.Route
	for m := jumps.Jumpers(men, them, empty, jumps.All); m != 0; m &= m - 1 {
		bit := m & -m
		for _, r := range manWalk.Append(buf[:0], bit, them, empty|bit) {
			// Crowned only where the capture ends.
			crown := Bitboard(1)<<r.To&draughts32.CrownRow[us] != 0
			dst, most = appendLongest(dst, first, most, draughts32.Capture(bit, r, true, crown))
		}
	}
	for k := own & b.Kings; k != 0; k &= k - 1 {
		bit := k & -k
		if !jumps.CanFly(bit, them, empty) {
			continue
		}
		// The flying walk lands only where a king can capture on when some
		// landing lets it: those routes are longer, so the rule of the
		// most pieces keeps the same ones.
		for _, r := range jumps.AppendFlying(buf[:0], bit, them, empty|bit) {
			dst, most = appendLongest(dst, first, most, draughts32.Capture(bit, r, false, false))
		}
	}
	if len(dst) > first {
		return dst
	}
	for d := range board32.Direction(4) {
		if draughts32.Forward[us]&(1<<d) != 0 {
			for t := board32.Step(men, d) & empty; t != 0; t &= t - 1 {
				to := t & -t
				dst = append(dst, draughts32.Step(board32.Step(to, d.Reverse()), to, true, to&draughts32.CrownRow[us] != 0))
			}
		}
		for k := own & b.Kings; k != 0; k &= k - 1 {
			for t := jumps.Slide(k&-k, d, empty); t != 0; t &= t - 1 {
				dst = append(dst, draughts32.Step(k&-k, t&-t, false, false))
			}
		}
	}
	return dst
}

// Bitboard is a set of squares in the kit's layout.
type Bitboard = draughts32.Bitboard

// appendLongest adds the capture m to the captures dst[first:], which all
// take most pieces: it drops them when m takes more, drops m when it takes
// fewer, and drops m too when it ends where it began and leaves the same
// position as a capture already there (another piece's way round the same
// pieces; routes of one piece to one result were merged by the walks). It
// returns the captures and the most pieces they take.
func appendLongest(dst []Move, first, most int, m Move) ([]Move, int) {
	switch n := m.Jumps(); {
	case n < most:
		return dst, most
	case n > most:
		return append(dst[:first], m), n
	}
	if m.From() == m.To() {
		for _, o := range dst[first:] {
			if o.From() == o.To() && o.CapturedBits() == m.CapturedBits() {
				return dst, most
			}
		}
	}
	return append(dst, m), most
}
