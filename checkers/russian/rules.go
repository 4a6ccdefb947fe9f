package russian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Rules is Russian draughts' move generation and notation, as the kit of
// the 32-square games asks for them (draughts32.Rules).
type Rules struct{}

// Position is a Russian draughts position (White is checkers.Red).
type Position = draughts32.Position[Rules]

// Move is a Russian draughts move.
type Move = draughts32.Move

// Name returns "Russian draughts".
func (Rules) Name() string { return "Russian draughts" }

// Notation returns Algebraic: "c3-d4", "c3:e5:g3".
func (Rules) Notation() draughts32.Notation { return draughts32.Algebraic }

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

// AppendMoves appends the legal moves of b to dst: every capture of every
// piece if one exists (capturing is compulsory, and any capture may be
// chosen), the steps otherwise; each move once however many routes lead to
// it.
func (Rules) AppendMoves(b *draughts32.Board, dst []Move) []Move {
	us := b.Turn & 1
	own, them, empty := b.Own(), b.Them(), b.Empty()
	men := own &^ b.Kings
	first := len(dst)
	var buf [32]jumps.Route // a piece rarely has more; append grows it
	// A man captures short, both ways, and on the crowning row becomes a
	// king that goes on capturing flying.
	manWalk := jumps.Short{Dirs: jumps.All, Promote: draughts32.CrownRow[us], Merge: true}
	for m := jumps.Jumpers(men, them, empty, jumps.All); m != 0; m &= m - 1 {
		bit := m & -m
		for _, r := range manWalk.Append(buf[:0], bit, them, empty|bit) {
			dst = appendCapture(dst, first, draughts32.Capture(bit, r, true, r.Crowned))
		}
	}
	for k := own & b.Kings; k != 0; k &= k - 1 {
		bit := k & -k
		if !jumps.CanFly(bit, them, empty) {
			continue
		}
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
// and leaves the same position as one of another piece already in
// dst[first:] (routes of one piece to one result were merged by the walks).
func appendCapture(dst []Move, first int, m Move) []Move {
	if m.From() == m.To() && !m.Crowns() {
		for _, o := range dst[first:] {
			if o.From() == o.To() && !o.Crowns() && o.CapturedBits() == m.CapturedBits() && o.ByMan() == m.ByMan() {
				return dst
			}
		}
	}
	return append(dst, m)
}
