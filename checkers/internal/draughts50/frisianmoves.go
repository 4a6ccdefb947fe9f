package draughts50

import "github.com/kingme/kingme/checkers"

// This file is the Frisian rules' moves on the Board (Frisian draughts and
// Frysk!, docs/rules/frisian.md): men and kings capture along the rows and
// columns as well as the diagonals, the capture of the highest value is
// compulsory, a king's capture before a man's of the same value. The
// international games' moves (movegen.go) are untouched by it.

// The eight directions of a Frisian capture: the four diagonal ones (the
// same order as direction), then along the columns and the rows. Along a
// column the next dark square is two rows away (square n±10), along a row
// the next one on the same row (n±1).
const (
	fUp = iota + 4
	fDown
	fLeft
	fRight
)

// rays[d][i] lists the bit indices of the squares met going from the square
// at bit index i in direction d (0–7), nearest first.
var rays [8][54][]uint8

func init() {
	deltas := [8][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, fUp: {0, -2}, fDown: {0, 2}, fLeft: {-2, 0}, fRight: {2, 0}}
	at := func(x, y int) int { return index(5*y + x/2 + 1) }
	for n := 1; n <= 50; n++ {
		y, c := (n-1)/5, (n-1)%5
		x := 2 * c
		if y%2 == 0 {
			x++
		}
		for d, dl := range deltas {
			var r []uint8
			for i, j := x+dl[0], y+dl[1]; i >= 0 && i < 10 && j >= 0 && j < 10; i, j = i+dl[0], j+dl[1] {
				r = append(r, uint8(at(i, j)))
			}
			rays[d][index(n)] = r
		}
	}
}

// The values of the pieces a Frisian capture takes (Official Rules for
// Frisian Draughts, article 11): n kings are worth less than 2n men and
// more than 2n−1 men, which a king worth 199 and a man 100 give for every
// number of kings a board holds.
const (
	manValue  = 100
	kingValue = 199
)

// frisianCaptures is the state of the Frisian capture walks of one
// position: the moves found so far (dst[first:], all of the best key) and
// the piece that captures.
type frisianCaptures struct {
	dst      []Move
	first    int
	best     int      // the key of the captures in dst[first:]: 2 × value, +1 for a king's
	them     Bitboard // the opponent's pieces, those taken included: they stay until the move ends
	kings    Bitboard // the kings on the board, for the values
	empty    Bitboard // the empty squares, the capturing piece's start included
	crownRow Bitboard
	path     [2]uint64
	from     uint8
	man      bool
}

// frisianMoves appends the legal moves by the Frisian rules to dst: the
// captures of the highest value if any piece can capture (a king's before
// a man's of equal value), the steps otherwise; banned is the bit index of
// the king that may not step (it has made three steps in a row while its
// side has men), or -1.
func (p *Board) frisianMoves(dst []Move, banned int) []Move {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	g := frisianCaptures{dst: dst, first: len(dst), best: -1, them: them, kings: p.kings, crownRow: crownRow[us]}
	for b := own; b != 0; b &= b - 1 {
		from := b & -b
		g.empty, g.from, g.man = empty|from, uint8(first(from)), p.kings&from == 0
		if g.man {
			g.manWalk(int(g.from), 0, 0)
		} else {
			g.kingWalk(int(g.from), 0, 0)
		}
	}
	if len(g.dst) > g.first {
		return g.dst
	}
	men, kings := own&^p.kings, own&p.kings
	for _, d := range forward[us] {
		r := d.reverse()
		for t := step(men, d) & empty; t != 0; t &= t - 1 {
			to := t & -t
			m := Move{from: uint8(first(step(to, r))), to: uint8(first(to)), flags: byMan}
			if to&crownRow[us] != 0 {
				m.flags |= crowns
			}
			dst = append(dst, m)
		}
	}
	if banned >= 0 {
		kings &^= 1 << banned
	}
	for k := kings; k != 0; k &= k - 1 {
		from := uint8(first(k))
		for d := range direction(4) {
			for t := step(k&-k, d); t&empty != 0; t = step(t, d) {
				dst = append(dst, Move{from: from, to: uint8(first(t))})
			}
		}
	}
	return dst
}

// manWalk walks the captures of the man on the square at bit index at that
// has taken the pieces taken with n captures: over an opponent's piece
// next to it in any of the eight directions to the empty square beyond.
func (g *frisianCaptures) manWalk(at int, taken Bitboard, n int) {
	found := false
	for d := range 8 {
		r := rays[d][at]
		if len(r) < 2 {
			continue
		}
		v, l := Bitboard(1)<<r[0], Bitboard(1)<<r[1]
		if v&g.them&^taken == 0 || l&g.empty == 0 {
			continue
		}
		found = true
		g.land(n, l)
		g.manWalk(int(r[1]), taken|v, n+1)
	}
	if !found && n > 0 {
		g.add(Bitboard(1)<<at, taken, n)
	}
}

// kingWalk walks the captures of the king on the square at bit index at
// that has taken the pieces taken with n captures: along any of the eight
// directions over empty squares to an opponent's piece not taken yet, and
// on to any empty square beyond it, from which the capture goes on if it
// can. It reports whether the king could capture from at.
func (g *frisianCaptures) kingWalk(at int, taken Bitboard, n int) bool {
	found := false
	for d := range 8 {
		r := rays[d][at]
		k := 0
		for k < len(r) && Bitboard(1)<<r[k]&g.empty != 0 {
			k++
		}
		if k+1 >= len(r) {
			continue
		}
		v := Bitboard(1) << r[k]
		if v&g.them&^taken == 0 || Bitboard(1)<<r[k+1]&g.empty == 0 {
			continue
		}
		found = true
		for k++; k < len(r) && Bitboard(1)<<r[k]&g.empty != 0; k++ {
			l := Bitboard(1) << r[k]
			g.land(n, l)
			if !g.kingWalk(int(r[k]), taken|v, n+1) {
				g.add(l, taken|v, n+1)
			}
		}
	}
	return found
}

// land records landing n (from 0) on the square sq.
func (g *frisianCaptures) land(n int, sq Bitboard) {
	w, s := n/10, 6*uint(n%10)
	g.path[w] = g.path[w]&^(63<<s) | uint64(number(first(sq))-1)<<s
}

// add adds the capture that ends on to, having taken the pieces taken with
// n captures, along the landings recorded, when its key (its value, and
// whether a king makes it) is the best found: it drops the captures found
// so far when its key is higher, and itself when lower or when it is one
// of them (see captures.add).
func (g *frisianCaptures) add(to, taken Bitboard, n int) {
	key := 2 * (manValue*count(taken&^g.kings) + kingValue*count(taken&g.kings))
	if !g.man {
		key++
	}
	switch {
	case key < g.best:
		return
	case key > g.best:
		g.dst, g.best = g.dst[:g.first], key
	}
	m := Move{captured: taken, path: g.path, from: g.from, to: uint8(first(to)), jumps: uint8(n)}
	if n < 10 {
		m.path[0] &= 1<<(6*uint(n)) - 1
		m.path[1] = 0
	} else {
		m.path[1] &= 1<<(6*uint(n-10)) - 1
	}
	if g.man {
		m.flags = byMan
		if to&g.crownRow != 0 {
			m.flags |= crowns
		}
	}
	g.dst = appendCapture(g.dst, g.first, m)
}

// appendCapture appends the capture m to dst unless dst[first:] holds the
// same move (the same pieces taken to the same square by another route, or
// another piece's way round the same pieces back to where it began), and
// marks the captures that share their ends to be written with every
// landing.
func appendCapture(dst []Move, first int, m Move) []Move {
	ambiguous := false
	for i := first; i < len(dst); i++ {
		o := &dst[i]
		if o.from == m.from && o.to == m.to {
			if o.captured == m.captured {
				return dst
			}
			ambiguous = true
		}
		if m.from == m.to && o.from == o.to && o.captured == m.captured {
			return dst
		}
	}
	if ambiguous {
		m.flags |= full
		for i := first; i < len(dst); i++ {
			if o := &dst[i]; o.from == m.from && o.to == m.to {
				o.flags |= full
			}
		}
	}
	return append(dst, m)
}

// frisianCanCapture reports whether c, were it to move, could capture by
// the Frisian rules.
func (p *Board) frisianCanCapture(c checkers.Color) bool {
	own, them := p.side[c&1], p.side[c&1^1]
	empty := onBoard &^ (own | them)
	for b := own; b != 0; b &= b - 1 {
		at := first(b)
		king := p.kings&(b&-b) != 0
		for d := range 8 {
			r := rays[d][at]
			k := 0
			for king && k < len(r) && Bitboard(1)<<r[k]&empty != 0 {
				k++
			}
			if k+1 < len(r) && Bitboard(1)<<r[k]&them != 0 && Bitboard(1)<<r[k+1]&empty != 0 {
				return true
			}
		}
	}
	return false
}

// frisianRoute returns the pieces a capture by the piece to move on
// squares[0] along the landings squares[1:] takes, and false when that is
// no Frisian capture route: each leg along a diagonal, a row or a column
// over exactly one opponent's piece not taken before, a man's leg two
// squares long, the other squares passed empty (the piece's own start
// included).
func (p *Board) frisianRoute(squares []int) (Bitboard, bool) {
	us := p.turn & 1
	from := bit(squares[0])
	man := p.kings&from == 0
	empty := onBoard&^(p.side[0]|p.side[1]) | from
	them := p.side[us^1]
	var taken Bitboard
	at := index(squares[0])
	for _, n := range squares[1:] {
		to := index(n)
		leg, ok := Bitboard(0), false
		for d := range 8 {
			var passed Bitboard
			for _, sq := range rays[d][at] {
				if int(sq) == to {
					leg, ok = passed, true
					break
				}
				passed |= 1 << sq
			}
			if ok {
				break
			}
		}
		if !ok || bit(n)&empty == 0 {
			return 0, false
		}
		victims := leg & them &^ taken
		if count(victims) != 1 || leg&^(victims|empty) != 0 || man && count(leg) != 1 {
			return 0, false
		}
		taken |= victims
		at = to
	}
	return taken, true
}
