package turkish

import (
	"cmp"
	"slices"

	"github.com/kingme/kingme/checkers"
)

// manDirs is the directions each side's men move and capture in: forward,
// then left and right. Black's forward is down, White's (Red's) up.
var manDirs = [2][3]direction{checkers.Black: {down, left, right}, checkers.Red: {up, left, right}}

// crownRow is the row where each side's men are crowned.
var crownRow = [2]Bitboard{checkers.Black: rank1, checkers.Red: rank8}

// appendMoves appends the legal moves to dst and returns the extended
// slice: none when each side has one piece left (the game is drawn); else
// the captures that take the most pieces if any piece can capture (kings
// and men counted alike, any of them may be chosen); the steps otherwise;
// each move once however many routes lead to it. It allocates nothing once
// dst has room.
func (p *Position) appendMoves(dst []Move) []Move { return p.generate(dst, false) }

// generate appends the legal moves to dst, or, with routes set, every route
// of every legal capture as a move of its own: each square a king may land
// on between two pieces it takes along one line, and each order in which a
// piece may take the same pieces to the same square. Published perft
// counts of Turkish draughts count the routes (testdata/perft.txt).
func (p *Position) generate(dst []Move, routes bool) []Move {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	if count(own) == 1 && count(them) == 1 {
		return dst
	}
	empty := ^(own | them)
	men, kings := own&^p.kings, own&p.kings
	g := captures{dst: dst, first: len(dst), them: them, crownRow: crownRow[us], dirs: &manDirs[us], routes: routes}
	for j := manJumpers(men, them, empty, us); j != 0; j &= j - 1 {
		from := j & -j
		g.empty, g.from, g.man = empty|from, Square(first(from)), true
		g.man1(from, 0, 0)
	}
	for k := kings; k != 0; k &= k - 1 {
		from := k & -k
		g.empty, g.from, g.man = empty|from, Square(first(from)), false
		g.king(from, 0, 0, 0xF)
	}
	if len(g.dst) > g.first {
		return g.dst
	}
	for _, d := range manDirs[us] {
		r := d.reverse()
		for t := step(men, d) & empty; t != 0; t &= t - 1 {
			to := t & -t
			m := Move{from: Square(first(step(to, r))), to: Square(first(to)), flags: byMan}
			if to&crownRow[us] != 0 {
				m.flags |= crowns
			}
			dst = append(dst, m)
		}
	}
	for k := kings; k != 0; k &= k - 1 {
		from := Square(first(k))
		for d := range direction(4) {
			for t := step(k&-k, d); t&empty != 0; t = step(t, d) {
				dst = append(dst, Move{from: from, to: Square(first(t))})
			}
		}
	}
	return dst
}

// manJumpers returns the men of side us that can capture: an opponent's
// piece next to them forward or sideways with an empty square beyond.
func manJumpers(men, them, empty Bitboard, us checkers.Color) Bitboard {
	var j Bitboard
	for _, d := range manDirs[us&1] {
		r := d.reverse()
		j |= step(step(empty, r)&them, r)
	}
	return j & men
}

// CanCapture reports whether c, were it to move, could capture.
func (p *Position) CanCapture(c checkers.Color) bool {
	own, them := p.side[c&1], p.side[c&1^1]
	empty := ^(own | them)
	if manJumpers(own&^p.kings, them, empty, c) != 0 {
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
// found so far (dst[first:], all taking most pieces), the board as the
// capture has left it so far, and the piece that captures.
type captures struct {
	dst      []Move
	first    int
	most     int      // the pieces each capture in dst[first:] takes
	them     Bitboard // the opponent's pieces not taken yet: a piece taken leaves the board at once
	empty    Bitboard // the empty squares: the capturing piece's start and the squares of the pieces taken included
	crownRow Bitboard
	dirs     *[3]direction // the men's directions
	path     [2]uint64     // the landings so far
	from     Square
	man      bool
	routes   bool // every route a move of its own (generate)
}

// land records landing n (from 0) on the square sq.
func (g *captures) land(n int, sq Bitboard) {
	w, s := n/10, 6*uint(n%10)
	g.path[w] = g.path[w]&^(63<<s) | uint64(first(sq))<<s
}

// take takes the piece on v off the board, or puts it back.
func (g *captures) take(v Bitboard) { g.them ^= v; g.empty ^= v }

// man1 walks the captures of the man that has taken the pieces taken with
// n captures, landing on sq: forward and sideways, one square over a piece
// to the square just beyond. A man that reaches the last row goes on as a
// man; it is crowned where the move ends.
func (g *captures) man1(sq, taken Bitboard, n int) {
	found := false
	for _, d := range g.dirs {
		v := step(sq, d) & g.them
		if v == 0 {
			continue
		}
		l := step(v, d) & g.empty
		if l == 0 {
			continue
		}
		found = true
		g.land(n, l)
		g.take(v)
		g.man1(l, taken|v, n+1)
		g.take(v)
	}
	if !found && n > 0 {
		g.add(sq, taken, n)
	}
}

// across is, for each direction, the two directions across it.
var across = [4]uint8{
	up:    1<<left | 1<<right,
	down:  1<<left | 1<<right,
	left:  1<<up | 1<<down,
	right: 1<<up | 1<<down,
}

// king walks the captures of the king on sq that has taken the pieces taken
// with n captures, along the directions in dirs (a bit each; the walk never
// offers the direction back, a turn of 180°). A capture lands anywhere
// beyond the piece it takes; from each landing the walk turns across the
// line, and goes on along it from the first landing only, so that each
// route is walked once and its landings are those the notation writes. It
// reports whether the king could capture.
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
		if t&g.them == 0 {
			continue
		}
		l := step(t, d) & g.empty
		if l == 0 {
			continue
		}
		found = true
		g.take(t)
		taken := taken | t
		// Whether the king can go on along d, from any landing.
		beyond := l
		for beyond&g.empty != 0 {
			beyond = step(beyond, d)
		}
		straight := beyond&g.them != 0 && step(beyond, d)&g.empty != 0
		turns := across[d]
		for nearest := true; l&g.empty != 0; l, nearest = step(l, d), false {
			g.land(n, l)
			more := straight
			if nearest || g.routes {
				more = g.king(l, taken, n+1, turns|1<<d) || more
			} else {
				more = g.king(l, taken, n+1, turns) || more
			}
			if !more {
				g.add(l, taken, n+1)
			}
		}
		g.take(t)
	}
	return found
}

// add adds the capture that ends on to, having taken the pieces taken with
// n captures, along the landings recorded: it drops the captures found so
// far when it takes more, and itself when it takes fewer or is one of them
// (the same pieces taken to the same square by another route, or another
// king's way round the same pieces back to where it began, which leaves
// the same position). Captures with the same ends are marked to be written
// with every landing.
func (g *captures) add(to, taken Bitboard, n int) {
	switch {
	case n < g.most:
		return
	case n > g.most:
		g.dst, g.most = g.dst[:g.first], n
	}
	m := Move{captured: taken, path: g.path, from: g.from, to: Square(first(to)), jumps: uint8(n)}
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
	if g.routes {
		g.dst = append(g.dst, m)
		return
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

// compareMoves orders moves by the squares they start from, end on and
// pass through.
func compareMoves(a, b Move) int {
	if c := cmp.Compare(a.from, b.from); c != 0 {
		return c
	}
	if c := cmp.Compare(a.to, b.to); c != 0 {
		return c
	}
	for i := range min(a.jumps, b.jumps) {
		if c := cmp.Compare(a.Landing(int(i)), b.Landing(int(i))); c != 0 {
			return c
		}
	}
	return cmp.Compare(a.jumps, b.jumps)
}

// sortMoves sorts moves by compareMoves.
func sortMoves(moves []Move) { slices.SortFunc(moves, compareMoves) }
