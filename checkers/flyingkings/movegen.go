package flyingkings

import (
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

// This is the hot file: it runs once per node of a search or a perft. No
// allocation (moves are appended to a slice the caller owns), no interface
// calls, no maps. The jump walks are the shared ones of package jumps.

// takers returns the pieces of the player to move that can make a short
// jump, and separately the Flying Kings that can capture and the pieces that
// can push.
func (p *Position) takers() (short, flying, pushers bitboard) {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	guards := own &^ (p.prince | p.king | p.flyer)
	short = jumps.Jumpers(guards, them, empty, forward[us]) |
		jumps.Jumpers(own&(p.prince|p.king), them, empty, jumps.All)
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
		from := uint8(board32.Index(bit))
		for _, r := range p.routes(buf[:0], bit, kind, them, empty) {
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

// routes appends the complete jump sequences of the piece of kind k on the
// square bit, by the shared walks: a Guard jumps forward, a Prince and a
// King every way, and a Guard's or Prince's sequence stops where it is
// crowned; a Flying King captures at a distance.
func (p *Position) routes(dst []jumps.Route, bit bitboard, k Kind, them, empty bitboard) []jumps.Route {
	us := p.turn & 1
	empty |= bit // the start square is empty while the piece jumps
	switch k {
	case Guard:
		return jumps.Short{Dirs: forward[us], Stop: crownRow[us]}.Append(dst, bit, them, empty)
	case Prince:
		return jumps.Short{Dirs: jumps.All, Stop: crownRow[us], Merge: true}.Append(dst, bit, them, empty)
	case King:
		return jumps.Short{Dirs: jumps.All, Merge: true}.Append(dst, bit, them, empty)
	}
	return jumps.AppendFlying(dst, bit, them, empty)
}

// countTakes returns the number of takes of the given pieces, the same as
// len(appendTakes(nil, short, flying, pushers)), without building moves.
func (p *Position) countTakes(short, flying, pushers bitboard) int {
	us := p.turn & 1
	own, them := p.side[us], p.side[us^1]
	empty := onBoard &^ (own | them)
	var buf [16]jumps.Route
	n := 0
	for b := short | flying; b != 0; b &= b - 1 {
		bit := b & -b
		kind := p.kindOf(bit)
		from := uint8(board32.Index(bit))
		for _, r := range p.routes(buf[:0], bit, kind, them, empty) {
			if r.To == from {
				// Circular routes of two pieces may be one move.
				var moves [64]Move
				return len(p.appendTakes(moves[:0], short, flying, pushers))
			}
			n += p.choices(Move{captured: r.Captured, from: from, to: r.To, kind: kind})
		}
	}
	for b := pushers; b != 0; b &= b - 1 {
		bit := b & -b
		to := pushTarget(bit)
		n += p.choices(Move{captured: to, from: uint8(board32.Index(bit)), to: uint8(board32.Index(to)), kind: p.kindOf(bit)})
	}
	return n
}

// choices returns the number of moves m stands for: one for each square a
// spawned Prince may take, else one.
func (p *Position) choices(m Move) int {
	if free := p.complete(&m); free != 0 {
		return board32.Count(free)
	}
	return 1
}

// appendSteps appends every step: Guards and Princes one square forward,
// Kings one square any way, Flying Kings any distance.
func (p *Position) appendSteps(dst []Move) []Move {
	us := p.turn & 1
	own := p.side[us]
	empty := onBoard &^ (own | p.side[us^1])
	guards := own &^ (p.prince | p.king | p.flyer)
	// Only a step onto one of these squares can promote, morph or spawn.
	special := crownRow[us] | morphSquares | spawnSquares[us]
	for d := range board32.Direction(4) {
		if forward[us]&(1<<d) != 0 {
			dst = p.appendStepsOf(dst, guards, Guard, d, empty, special)
			dst = p.appendStepsOf(dst, own&p.prince, Prince, d, empty, special)
		}
		dst = p.appendStepsOf(dst, own&p.king, King, d, empty, special)
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

// appendStepsOf appends the one-square steps of the pieces movers, all of
// kind k, in direction d.
func (p *Position) appendStepsOf(dst []Move, movers bitboard, k Kind, d board32.Direction, empty, special bitboard) []Move {
	back := d.Reverse()
	for t := board32.Step(movers, d) & empty; t != 0; t &= t - 1 {
		to := t & -t
		m := Move{from: uint8(board32.Index(board32.Step(to, back))), to: uint8(board32.Index(to)), kind: k, after: k}
		if to&special != 0 {
			dst = p.finish(dst, len(dst), m)
		} else {
			dst = append(dst, m)
		}
	}
	return dst
}

// complete sets what happens where m's piece ends: m.after is its kind
// after a promotion or a morph. It returns the free squares of the
// mover's King's Row where a Prince spawns, or 0 when none does.
func (p *Position) complete(m *Move) (spawns bitboard) {
	us := p.turn & 1
	from, to := bitboard(1)<<m.from, bitboard(1)<<m.to
	own := p.side[us]
	m.after = m.kind
	switch {
	case m.kind <= Prince && to&crownRow[us] != 0:
		m.after = King
	case m.kind == King && to&morphSquares != 0 && board32.Count(own&p.flyer) < MaxFlyingKings:
		m.after = FlyingKing
	case m.kind == Prince && to&spawnSquares[us] != 0 && board32.Count(own&p.prince) < MaxPrinces:
		occupied := own&^from | to | p.side[us^1]&^m.captured
		return kingsRow[us] &^ occupied
	}
	return 0
}

// finish completes m, a move of the piece m.kind from m.from to m.to, with
// what happens where it ends, and appends it: one move for each square a
// spawned Prince may take. Moves from index first of dst are the takes found
// so far, against which a circular jump is merged.
func (p *Position) finish(dst []Move, first int, m Move) []Move {
	free := p.complete(&m)
	if free == 0 {
		return appendNew(dst, first, m)
	}
	for ; free != 0; free &= free - 1 {
		m.spawn = uint8(board32.Index(free) + 1)
		dst = appendNew(dst, first, m)
	}
	return dst
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
