package draughts50

import (
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
)

// forward is the directions each side's men step in: Black's down, White's
// (Red's) up.
var forward = [2][2]direction{checkers.Black: {downLeft, downRight}, checkers.Red: {upLeft, upRight}}

// perpendicular is, for each direction, the two directions across it.
var perpendicular = [4][2]direction{
	upLeft:    {upRight, downLeft},
	upRight:   {upLeft, downRight},
	downLeft:  {upLeft, downRight},
	downRight: {upRight, downLeft},
}

// AppendMoves appends the legal moves to dst and returns the extended
// slice: the captures that take the most pieces if any piece can capture
// (kings and men counted alike, any of them may be chosen), the steps
// otherwise; each move once however many routes lead to it. It allocates
// nothing once dst has room.
func (p *Board) appendMoves(dst []Move) []Move {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	men, kings := own&^p.kings, own&p.kings
	g := captures{dst: dst, first: len(dst), them: them, crownRow: crownRow[us]}
	for j := manJumpers(men, them, empty); j != 0; j &= j - 1 {
		from := j & -j
		g.empty, g.from, g.man = empty|from, uint8(first(from)), true
		g.man1(from, 0, 0)
	}
	for k := kings; k != 0; k &= k - 1 {
		from := k & -k
		g.empty, g.from, g.man = empty|from, uint8(first(from)), false
		g.king(from, 0, 0, 0xF)
	}
	if len(g.dst) > g.first {
		return g.dst
	}
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

// manJumpers returns the men that can capture: an enemy piece next to them
// with an empty square beyond.
func manJumpers(men, them, empty Bitboard) Bitboard {
	var j Bitboard
	for d := range direction(4) {
		r := d.reverse()
		j |= step(step(empty, r)&them, r)
	}
	return j & men
}

// CanCapture reports whether c, were it to move, could capture.
func (p *Board) CanCapture(c checkers.Color) bool {
	own, them := p.side[c&1], p.side[c&1^1]
	empty := onBoard &^ (own | them)
	if manJumpers(own&^p.kings, them, empty) != 0 {
		return true
	}
	for k := own & p.kings; k != 0; k &= k - 1 {
		for d := range direction(4) {
			t := step(k&-k, d)
			for t&empty != 0 {
				t = step(t, d)
			}
			if t&them != 0 && step(t, d)&empty != 0 {
				return true
			}
		}
	}
	return false
}

// captures is the state of the capture walks of one position: the moves
// found so far (dst[first:], all taking most pieces) and the piece that
// captures.
type captures struct {
	dst      []Move
	first    int
	most     int      // the pieces each capture in dst[first:] takes
	them     Bitboard // the opponent's pieces, those taken included: they stay until the move ends
	empty    Bitboard // the empty squares, the capturing piece's start included
	crownRow Bitboard
	path     [2]uint64 // the landings so far
	from     uint8
	man      bool
}

// land records landing n (from 0) on the square sq.
func (g *captures) land(n int, sq Bitboard) {
	w, s := n/10, 6*uint(n%10)
	g.path[w] = g.path[w]&^(63<<s) | uint64(number(first(sq))-1)<<s
}

// man1 walks the captures of the man that has taken the pieces taken with
// n captures, landing on sq.
func (g *captures) man1(sq, taken Bitboard, n int) {
	found := false
	for d := range direction(4) {
		v := step(sq, d) & g.them &^ taken
		if v == 0 {
			continue
		}
		l := step(v, d) & g.empty
		if l == 0 {
			continue
		}
		found = true
		g.land(n, l)
		g.man1(l, taken|v, n+1)
	}
	if !found && n > 0 {
		g.add(sq, taken, n)
	}
}

// king walks the captures of the king on sq that has taken the pieces taken
// with n captures, along the directions in dirs (a bit each). A capture
// lands anywhere beyond the piece it takes; from each landing the walk
// turns across its diagonal, and goes on along it from the first landing
// only, so that each route is walked once and its landings are those the
// FMJD's PDN writes. It reports whether the king could capture.
func (g *captures) king(sq, taken Bitboard, n int, dirs uint8) bool {
	found := false
	for d := range direction(4) {
		if dirs&(1<<d) == 0 {
			continue
		}
		t := step(sq, d)
		for t&g.empty != 0 {
			t = step(t, d)
		}
		if t&g.them&^taken == 0 {
			continue
		}
		l := step(t, d) & g.empty
		if l == 0 {
			continue
		}
		found = true
		taken := taken | t
		// Whether the king can go on along d, from any landing.
		beyond := l
		for beyond&g.empty != 0 {
			beyond = step(beyond, d)
		}
		straight := beyond&g.them&^taken != 0 && step(beyond, d)&g.empty != 0
		across := uint8(1)<<perpendicular[d][0] | uint8(1)<<perpendicular[d][1]
		for nearest := true; l&g.empty != 0; l, nearest = step(l, d), false {
			g.land(n, l)
			more := straight
			if nearest {
				more = g.king(l, taken, n+1, across|1<<d) || more
			} else {
				more = g.king(l, taken, n+1, across) || more
			}
			if !more {
				g.add(l, taken, n+1)
			}
		}
	}
	return found
}

// add adds the capture that ends on to, having taken the pieces taken with
// n captures, along the landings recorded: it drops the captures found so
// far when it takes more, and itself when it takes fewer or is one of them
// (the same pieces taken to the same square by another route, or another
// piece's way round the same pieces back to where it began, which leaves
// the same position). Captures with the same ends are marked to be written
// with every landing.
func (g *captures) add(to, taken Bitboard, n int) {
	switch {
	case n < g.most:
		return
	case n > g.most:
		g.dst, g.most = g.dst[:g.first], n
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
	ambiguous := false
	for i := g.first; i < len(g.dst); i++ {
		o := &g.dst[i]
		if o.from == m.from && o.to == m.to {
			if o.captured == m.captured {
				return
			}
			ambiguous = true
		}
		if m.from == m.to && o.from == o.to && o.captured == m.captured {
			return
		}
	}
	if ambiguous {
		m.flags |= full
		for i := g.first; i < len(g.dst); i++ {
			if o := &g.dst[i]; o.from == m.from && o.to == m.to {
				o.flags |= full
			}
		}
	}
	g.dst = append(g.dst, m)
}

// sortMoves sorts moves by the squares they start from, end on and pass
// through.
func sortMoves(moves []Move) { slices.SortFunc(moves, numbered.Compare[Move]) }
