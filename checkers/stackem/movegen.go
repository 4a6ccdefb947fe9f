package stackem

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// This is the hot file: it runs once per node of a search or a perft. No
// allocation (moves go into a slice the caller owns and reuses), no
// interface calls, no maps.

// empty returns the squares with no stack.
func (p *Position) empty() bitboard { return board32.OnBoard &^ (p.tops[0] | p.tops[1]) }

// forward returns the two directions in which c's pieces move: Red, who
// starts on 1–12, goes down the board.
func forward(c checkers.Color) (first, last board32.Direction) {
	if c == checkers.Red {
		return board32.DownLeftDir, board32.DownRightDir
	}
	return board32.UpLeftDir, board32.UpRightDir
}

// jumpers returns the squares of the side to move's stacks that can jump.
func (p *Position) jumpers() bitboard {
	own, them, empty := p.tops[p.turn], p.tops[p.turn^1], p.empty()
	kings := own & p.kings
	down := board32.UpRight(board32.UpRight(empty)&them) | board32.UpLeft(board32.UpLeft(empty)&them)
	up := board32.DownLeft(board32.DownLeft(empty)&them) | board32.DownRight(board32.DownRight(empty)&them)
	if p.turn == checkers.Red {
		return own&down | kings&up
	}
	return own&up | kings&down
}

// stepTargets returns, for each direction, the empty squares the side to
// move's stacks can step to in that direction.
func (p *Position) stepTargets() [4]bitboard {
	own, empty := p.tops[p.turn], p.empty()
	pieces, kings := own, own&p.kings
	var down, up bitboard = pieces, kings
	if p.turn == checkers.Black {
		down, up = kings, pieces
	}
	return [4]bitboard{
		board32.DownLeftDir:  board32.DownLeft(down) & empty,
		board32.DownRightDir: board32.DownRight(down) & empty,
		board32.UpLeftDir:    board32.UpLeft(up) & empty,
		board32.UpRightDir:   board32.UpRight(up) & empty,
	}
}

// CountMoves returns the number of legal moves, the same as
// len(AppendMoves(nil)) but without building simple moves.
func (p *Position) CountMoves() int {
	if j := p.jumpers(); j != 0 {
		var buf [32]Move
		return len(p.appendJumps(buf[:0], j))
	}
	n := 0
	for _, t := range p.stepTargets() {
		n += board32.Count(t)
	}
	return n
}

// HasMoves reports whether the player to move has a legal move.
func (p *Position) HasMoves() bool {
	if p.jumpers() != 0 {
		return true
	}
	t := p.stepTargets()
	return t[0]|t[1]|t[2]|t[3] != 0
}

// AppendMoves appends the legal moves of p to dst and returns the extended
// slice: the jump sequences if any jump exists (jumping is compulsory), the
// simple moves otherwise. Two sequences that leave the same position are one
// move. With a dst of enough capacity it allocates nothing.
func (p *Position) AppendMoves(dst []Move) []Move {
	if j := p.jumpers(); j != 0 {
		return p.appendJumps(dst, j)
	}
	for d, t := range p.stepTargets() {
		back := board32.Direction(d).Reverse()
		for ; t != 0; t &= t - 1 {
			to := t & -t
			dst = append(dst, Move{
				from: uint8(board32.NumberOf(board32.Step(to, back)) - 1),
				to:   uint8(board32.NumberOf(to) - 1),
			})
		}
	}
	return dst
}

// jumpWalk holds what stays fixed while one stack's jump sequences are
// explored depth first. The moves found are threaded through the calls as a
// slice so that a caller's stack buffer stays on the stack.
type jumpWalk struct {
	origin *Position // the position before the move, for merging moves
	first  int       // index in dst of the first jump move of any stack
	from   int       // the square number the stack started on
}

// appendJumps appends every complete jump sequence of the given stacks.
func (p *Position) appendJumps(dst []Move, jumpers bitboard) []Move {
	first := len(dst)
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		n := board32.NumberOf(jumpers & -jumpers)
		q := *p
		s, king := q.lift(n) // the start square is empty during the move
		w := jumpWalk{origin: p, first: first, from: n}
		lo, hi := forward(p.turn)
		if king {
			lo, hi = board32.DownLeftDir, board32.UpRightDir
		}
		dst = w.walk(dst, q, n, s, lo, hi, 0, 0)
	}
	return dst
}

// walk extends a sequence of n jumps whose stack s (off the board, which is
// q) stands on square cur and may jump in the directions lo to hi.
func (w *jumpWalk) walk(dst []Move, q Position, cur int, s stack, lo, hi board32.Direction, path uint64, n uint8) []Move {
	them, empty := q.tops[q.turn^1], q.empty()
	extended := false
	for d := lo; d <= hi; d++ {
		mid := board32.Step(board32.Bit(cur), d)
		land := board32.Step(mid&them, d) & empty
		if land == 0 {
			continue
		}
		extended = true
		next := q
		to := board32.NumberOf(land)
		s2 := next.jump(s, cur, to)
		// After its first jump the top is a king: all four directions.
		dst = w.walk(dst, next, to, s2, board32.DownLeftDir, board32.UpRightDir, path|uint64(to-1)<<(5*n), n+1)
	}
	if !extended && n > 0 {
		dst = w.record(dst, q, cur, s, path, n)
	}
	return dst
}

// record appends a finished sequence unless an earlier one leaves the same
// position (then it is that move). Two stacks' sequences can do that: each
// may jump the same enemy checker off and back onto its own start square.
func (w *jumpWalk) record(dst []Move, q Position, cur int, s stack, path uint64, n uint8) []Move {
	m := Move{path: path, from: uint8(w.from - 1), to: uint8(cur - 1), jumps: n}
	q.put(cur, s, true)
	q.turn ^= 1
	for _, o := range dst[w.first:] {
		if w.origin.Play(o) == q {
			return dst
		}
	}
	return append(dst, m)
}

// Perft returns the number of leaf positions depth plies below p, each move
// counted once (1 at depth 0). It counts the last ply in bulk.
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	return perft(p, depth, bufs)
}

func perft(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves[:0]
	var n uint64
	for i := range moves {
		n += perft(p.Play(moves[i]), depth-1, bufs)
	}
	return n
}
