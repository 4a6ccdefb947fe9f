package flyingkings

import (
	"github.com/kingme/kingme/checkers/internal/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// This is the hot file: it runs once per node of a search or a perft. No
// allocation (moves are appended to a slice the caller owns), no interface
// calls, no maps. The jump walks are the shared ones of package jumps.

// shortJumpers returns the pieces that have a short jump in one of the
// directions dirs: a piece jumps in direction d when the square beyond its
// neighbour that way is empty and the neighbour is an opponent.
func shortJumpers(pieces, them, empty bitboard, dirs uint8) bitboard {
	var j bitboard
	for d := range board32.Direction(4) {
		if dirs&(1<<d) != 0 {
			back := d.Reverse()
			j |= board32.Step(board32.Step(empty, back)&them, back)
		}
	}
	return pieces & j
}

// takers returns the pieces of the player to move that can make a short
// jump, and separately the Flying Kings that can capture and the pieces that
// can push.
func (p *Position) takers() (short, flying, pushers bitboard) {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	guards := own &^ (p.prince | p.king | p.flyer)
	short = shortJumpers(guards, them, empty, forward[us]) |
		shortJumpers(own&(p.prince|p.king), them, empty, jumps.All)
	for f := own & p.flyer; f != 0; f &= f - 1 {
		if jumps.CanFly(f&-f, them, empty) {
			flying |= f & -f
		}
	}
	for a := own & arrowSquares &^ guards; a != 0; a &= a - 1 {
		if pushTarget(a&-a)&them != 0 {
			pushers |= a & -a
		}
	}
	return short, flying, pushers
}

// hasTake reports whether the player to move has a take.
func (p *Position) hasTake() bool {
	s, f, q := p.takers()
	return s|f|q != 0
}

// AppendMoves appends the legal moves of p to dst and returns the extended
// slice: the takes if any exists (every take is compulsory), the steps
// otherwise, each move once however many routes reach it. A finished game
// has no moves. With a dst of enough capacity it allocates nothing.
func (p *Position) AppendMoves(dst []Move) []Move {
	if p.over() {
		return dst
	}
	if short, flying, pushers := p.takers(); short|flying|pushers != 0 {
		return p.appendTakes(dst, short, flying, pushers)
	}
	return p.appendSteps(dst)
}

// appendTakes appends every take of the given pieces.
func (p *Position) appendTakes(dst []Move, short, flying, pushers bitboard) []Move {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	first := len(dst)
	var buf [16]jumps.Route // a piece rarely has more; append grows it if it does
	for b := short | flying; b != 0; b &= b - 1 {
		bit := b & -b
		kind := p.kindOf(bit)
		var routes []jumps.Route
		// The start square is empty while the piece jumps.
		switch kind {
		case Guard:
			routes = jumps.Short{Dirs: forward[us], Stop: crownRow[us]}.Append(buf[:0], bit, them, empty|bit)
		case Prince:
			routes = jumps.Short{Dirs: jumps.All, Stop: crownRow[us], Merge: true}.Append(buf[:0], bit, them, empty|bit)
		case King:
			routes = jumps.Short{Dirs: jumps.All, Merge: true}.Append(buf[:0], bit, them, empty|bit)
		default:
			routes = jumps.AppendFlying(buf[:0], bit, them, empty|bit)
		}
		from := uint8(board32.Index(bit))
		for _, r := range routes {
			dst = p.finish(dst, first, Move{path: r.Path, captured: r.Captured, from: from, to: r.To, jumps: r.N, kind: kind})
		}
	}
	for b := pushers; b != 0; b &= b - 1 {
		bit := b & -b
		to := pushTarget(bit)
		dst = p.finish(dst, first, Move{
			path: jumps.Path{}.With(0, board32.NumberOf(to)), captured: to,
			from: uint8(board32.Index(bit)), to: uint8(board32.Index(to)), jumps: 1, kind: p.kindOf(bit), push: true,
		})
	}
	return dst
}

// appendSteps appends every step: Guards and Princes one square forward,
// Kings one square any way, Flying Kings any distance.
func (p *Position) appendSteps(dst []Move) []Move {
	us := p.turn & 1
	own := p.side[us]
	empty := onBoard &^ (own | p.side[us^1])
	for d := range board32.Direction(4) {
		movers := own & p.king
		if forward[us]&(1<<d) != 0 {
			movers |= own &^ (p.king | p.flyer)
		}
		back := d.Reverse()
		for t := board32.Step(movers, d) & empty; t != 0; t &= t - 1 {
			to := t & -t
			from := board32.Step(to, back)
			dst = p.finish(dst, len(dst), Move{from: uint8(board32.Index(from)), to: uint8(board32.Index(to)), kind: p.kindOf(from)})
		}
	}
	for f := own & p.flyer; f != 0; f &= f - 1 {
		from := uint8(board32.Index(f))
		for d := range board32.Direction(4) {
			for t := jumps.Slide(f&-f, d, empty); t != 0; t &= t - 1 {
				dst = append(dst, Move{from: from, to: uint8(board32.Index(t)), kind: FlyingKing, after: FlyingKing})
			}
		}
	}
	return dst
}

// finish completes m, a move of the piece m.kind from m.from to m.to, with
// what happens where it ends, and appends it: one move for each square a
// spawned Prince may take. Moves from index first of dst are the takes found
// so far, against which a circular jump is merged.
func (p *Position) finish(dst []Move, first int, m Move) []Move {
	us := p.turn & 1
	from, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	own := p.side[us]
	m.after = m.kind
	switch {
	case m.kind <= Prince && to&crownRow[us] != 0:
		m.after = King
	case m.kind == King && to&morphSquares != 0 && board32.Count(own&p.flyer) < maxFlyingKings:
		m.after = FlyingKing
	}
	if m.after == Prince && to&spawnSquares[us] != 0 && board32.Count(own&p.prince) < maxPrinces {
		occupied := own&^from | to | p.side[us^1]&^m.captured
		if free := kingsRow[us] &^ occupied; free != 0 {
			for ; free != 0; free &= free - 1 {
				m.spawn = uint8(board32.Index(free) + 1)
				dst = appendNew(dst, first, m)
			}
			return dst
		}
	}
	return appendNew(dst, first, m)
}

// appendNew appends m unless it is a circular jump that leaves the same
// position as one already in dst[first:] (routes of one piece to one result
// were merged by the walk already).
func appendNew(dst []Move, first int, m Move) []Move {
	if m.from == m.to && m.jumps > 0 {
		for _, o := range dst[first:] {
			if sameResult(o, m) {
				return dst
			}
		}
	}
	return append(dst, m)
}
