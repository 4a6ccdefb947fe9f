package italian

import (
	"strconv"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// Rules is Italian draughts' move generation and notation, as the kit of
// the 32-square games asks for them (draughts32.Rules).
type Rules struct{}

// Position is an Italian draughts position (White is checkers.Red).
type Position = draughts32.Position[Rules]

// Move is an Italian draughts move.
type Move = draughts32.Move

// Bitboard is a set of squares in the kit's layout.
type Bitboard = draughts32.Bitboard

// Name returns "Italian draughts".
func (Rules) Name() string { return "Italian draughts" }

// Notation returns Turned: the FID's numbers, "23-19", "19x10x1".
func (Rules) Notation() draughts32.Notation { return draughts32.Turned }

// Start returns the start position: Black's men on 1–12, White's on 21–32,
// White to move.
func Start() Position {
	return draughts32.NewPosition[Rules](draughts32.Board{
		Side: [2]board32.Bitboard{checkers.Black: board32.Squares(1, 12), checkers.Red: board32.Squares(21, 32)},
		Turn: checkers.Red,
	})
}

// ParseFEN reads a position in PDN FEN with the FID's square numbers,
// "W:W21,22,K5:B1,2" (see draughts32.Notation.Parse).
func ParseFEN(text string) (Position, error) { return draughts32.Parse[Rules](text) }

// kingWalk is how a king captures: short, every way; routes are kept apart
// (the order of the captured pieces matters to the precedence rules).
var kingWalk = jumps.Short{Dirs: jumps.All}

// rank is what the precedence rules compare between two captures, in their
// order: the pieces taken, whether a king takes them, the kings taken, and
// how early the first king is met (32 less its place in the sequence, 0
// when no king is taken). A capture with a greater rank wins.
type rank [4]int

// less reports whether r ranks below o.
func (r rank) less(o rank) bool {
	for i := range r {
		if r[i] != o[i] {
			return r[i] < o[i]
		}
	}
	return false
}

// rankOf returns the rank of the route r of a piece from from, a king when
// byKing, against the opponent's kings.
func rankOf(from Bitboard, r jumps.Route, byKing bool, kings Bitboard) rank {
	k := 0
	if byKing {
		k = 1
	}
	first := 0
	at := board32.Index(from)
	for i := range int(r.N) {
		to := board32.Index(board32.Bit(r.Path.At(i)))
		if Bitboard(1)<<((at+to)/2)&kings != 0 {
			first = 32 - i
			break
		}
		at = to
	}
	return rank{int(r.N), k, board32.Count(r.Captured & kings), first}
}

// AppendMoves appends the legal moves of b to dst: the captures the
// precedence rules allow if any piece can capture, the steps otherwise;
// each move once however many routes lead to it.
func (Rules) AppendMoves(b *draughts32.Board, dst []Move) []Move {
	us := b.Turn & 1
	own, them, empty := b.Own(), b.Them(), b.Empty()
	men, kings := own&^b.Kings, own&b.Kings
	theirKings := them & b.Kings
	first := len(dst)
	var best rank
	var buf [32]jumps.Route
	add := func(from Bitboard, r jumps.Route, man bool) {
		rk := rankOf(from, r, !man, theirKings)
		switch {
		case rk.less(best):
			return
		case best.less(rk):
			dst, best = dst[:first], rk
		}
		for _, o := range dst[first:] {
			if o.FromBit() == from && o.ToBit() == Bitboard(1)<<r.To && o.CapturedBits() == r.Captured {
				return // the same move by another route
			}
		}
		crown := man && Bitboard(1)<<r.To&draughts32.CrownRow[us] != 0
		dst = append(dst, draughts32.Capture(from, r, man, crown))
	}
	for k := kings; k != 0; k &= k - 1 {
		bit := k & -k
		for _, r := range kingWalk.Append(buf[:0], bit, them, empty|bit) {
			add(bit, r, false)
		}
	}
	// A man captures forward only, and never a king: kings stand in its
	// way as any piece does. Its sequence ends where it is crowned.
	manWalk := jumps.Short{Dirs: draughts32.Forward[us], Stop: draughts32.CrownRow[us]}
	for m := jumps.Jumpers(men, them&^b.Kings, empty, draughts32.Forward[us]); m != 0; m &= m - 1 {
		bit := m & -m
		for _, r := range manWalk.Append(buf[:0], bit, them&^b.Kings, empty) {
			add(bit, r, true)
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
		for t := board32.Step(kings, d) & empty; t != 0; t &= t - 1 {
			to := t & -t
			dst = append(dst, draughts32.Step(board32.Step(to, d.Reverse()), to, false, false))
		}
	}
	return dst
}

// Square returns the FID's number of the square the kit numbers n (1–32):
// each row of four read backward, 1 for the kit's 4 (the top left corner of
// the turned board).
func Square(n int) int {
	v, _ := strconv.Atoi(Rules{}.Notation().Square(n))
	return v
}
