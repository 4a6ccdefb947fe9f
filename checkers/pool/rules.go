package pool

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Rules is pool checkers' move generation and notation, as the kit of the
// 32-square games asks for them (draughts32.Rules).
type Rules struct{}

// Position is a pool checkers position (White is checkers.Red).
type Position = draughts32.Position[Rules]

// Move is a pool checkers move.
type Move = draughts32.Move

// Bitboard is a set of squares in the kit's layout.
type Bitboard = draughts32.Bitboard

// Name returns "Pool checkers".
func (Rules) Name() string { return "Pool checkers" }

// Notation returns Numbered: "11-15", "15x24x31", as standard checkers.
func (Rules) Notation() draughts32.Notation { return draughts32.Numbered }

// Start returns the start position: Black's men on 1–12, White's on 21–32,
// Black to move.
func Start() Position {
	return draughts32.NewPosition[Rules](draughts32.Board{
		Side: [2]board32.Bitboard{checkers.Black: board32.Squares(1, 12), checkers.Red: board32.Squares(21, 32)},
		Turn: checkers.Black,
	})
}

// ParseFEN reads a position in PDN FEN with numbered squares,
// "B:W21,22,K5:B1,2" (see draughts32.Notation.Parse).
func ParseFEN(text string) (Position, error) { return draughts32.Parse[Rules](text) }

// manWalk is how a man captures: short, both ways, on through the far row
// as a man when it can jump on (no Stop, no Promote: the APCA's rule 5);
// routes of one man to one result merged.
var manWalk = jumps.Short{Dirs: jumps.All, Merge: true}

// AppendMoves appends the legal moves of b to dst: every capture of every
// piece if one exists (capturing is compulsory, and any capture may be
// chosen), the steps otherwise; each move once however many routes lead to
// it.
func (Rules) AppendMoves(b *draughts32.Board, dst []Move) []Move {
	us := b.Turn & 1
	own, them, empty := b.Own(), b.Them(), b.Empty()
	men := own &^ b.Kings
	first := len(dst)
	var buf [32]jumps.Route
	for m := jumps.Jumpers(men, them, empty, jumps.All); m != 0; m &= m - 1 {
		bit := m & -m
		for _, r := range manWalk.Append(buf[:0], bit, them, empty|bit) {
			// Crowned only where the capture ends.
			crown := Bitboard(1)<<r.To&draughts32.CrownRow[us] != 0
			dst = appendCapture(dst, first, draughts32.Capture(bit, r, true, crown))
		}
	}
	for k := own & b.Kings; k != 0; k &= k - 1 {
		bit := k & -k
		if !jumps.CanFly(bit, them, empty) {
			continue
		}
		// The flying walk lands only where the king can capture on when
		// some landing lets it (the APCA's rule 7).
		for _, r := range jumps.AppendFlying(buf[:0], bit, them, empty|bit) {
			dst = appendCapture(dst, first, draughts32.Capture(bit, r, false, false))
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

// appendCapture appends m unless it is a capture that ends where it began
// and leaves the same position as one already in dst[first:] (another
// piece's way round the same pieces; routes of one piece to one result were
// merged by the walks).
func appendCapture(dst []Move, first int, m Move) []Move {
	if m.From() == m.To() {
		for _, o := range dst[first:] {
			if o.From() == o.To() && o.CapturedBits() == m.CapturedBits() {
				return dst
			}
		}
	}
	return append(dst, m)
}
