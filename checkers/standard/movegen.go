package standard

import "github.com/kingme/kingme/checkers/internal/board32"

import "github.com/kingme/kingme/checkers"

// This is the hot file: everything here runs once per node of a search or a
// perft. Rules for it: no allocation (moves are appended to a slice the
// caller owns and reuses), no interface calls, no maps, no defer; bulk
// bitboard work first, square-by-square loops only for jumps.

// jumpers returns the side to move's pieces that have at least one jump.
func (p *Position) jumpers() bitboard {
	if p.turn == checkers.Black {
		return blackJumpers(p.own, p.opp, p.kings)
	}
	return redJumpers(p.own, p.opp, p.kings)
}

// blackJumpers returns the pieces of own, Black's, that can jump. A piece
// jumps down-left when its down-left neighbour is an opponent and the square
// beyond is empty: it is up-right of such a pair; and so on.
func blackJumpers(own, opp, kings bitboard) bitboard {
	empty := onBoard &^ (own | opp)
	j := own & (board32.UpRight(board32.UpRight(empty)&opp) | board32.UpLeft(board32.UpLeft(empty)&opp))
	if k := own & kings; k != 0 {
		j |= k & (board32.DownLeft(board32.DownLeft(empty)&opp) | board32.DownRight(board32.DownRight(empty)&opp))
	}
	return j
}

// redJumpers returns the pieces of own, Red's, that can jump.
func redJumpers(own, opp, kings bitboard) bitboard {
	empty := onBoard &^ (own | opp)
	j := own & (board32.DownLeft(board32.DownLeft(empty)&opp) | board32.DownRight(board32.DownRight(empty)&opp))
	if k := own & kings; k != 0 {
		j |= k & (board32.UpRight(board32.UpRight(empty)&opp) | board32.UpLeft(board32.UpLeft(empty)&opp))
	}
	return j
}

// CountMoves returns the number of legal moves, the same as
// len(AppendMoves(nil)) but faster.
func (p *Position) CountMoves() int {
	if p.turn == checkers.Black {
		return countBlack(p.own, p.opp, p.kings)
	}
	return countRed(p.own, p.opp, p.kings)
}

// countBlack counts the moves of Black, to move with the pieces own.
func countBlack(own, opp, kings bitboard) int {
	if j := blackJumpers(own, opp, kings); j != 0 {
		if j&kings == 0 {
			return countBlackManJumps(j, opp, onBoard&^(own|opp))
		}
		p := Position{own: own, opp: opp, kings: kings, turn: checkers.Black}
		return p.countJumps(j)
	}
	empty := onBoard &^ (own | opp)
	k := own & kings
	return board32.Count(board32.DownLeft(own)&empty) + board32.Count(board32.DownRight(own)&empty) +
		board32.Count(board32.UpLeft(k)&empty) + board32.Count(board32.UpRight(k)&empty)
}

// countRed counts the moves of Red, to move with the pieces own.
func countRed(own, opp, kings bitboard) int {
	if j := redJumpers(own, opp, kings); j != 0 {
		if j&kings == 0 {
			return countRedManJumps(j, opp, onBoard&^(own|opp))
		}
		p := Position{own: own, opp: opp, kings: kings, turn: checkers.Red}
		return p.countJumps(j)
	}
	empty := onBoard &^ (own | opp)
	k := own & kings
	return board32.Count(board32.UpLeft(own)&empty) + board32.Count(board32.UpRight(own)&empty) +
		board32.Count(board32.DownLeft(k)&empty) + board32.Count(board32.DownRight(k)&empty)
}

// HasMoves reports whether the player to move has a legal move.
func (p *Position) HasMoves() bool {
	if p.jumpers() != 0 {
		return true
	}
	us, them := p.own, p.opp
	empty := onBoard &^ (us | them)
	kings := us & p.kings
	if p.turn == checkers.Black {
		return (board32.DownLeft(us)|board32.DownRight(us)|board32.UpLeft(kings)|board32.UpRight(kings))&empty != 0
	}
	return (board32.UpLeft(us)|board32.UpRight(us)|board32.DownLeft(kings)|board32.DownRight(kings))&empty != 0
}

// AppendMoves appends the legal moves of p to dst and returns the extended
// slice: the jump sequences if any jump exists (jumping is compulsory), the
// simple moves otherwise. Each move appears once however many routes reach
// it. With a dst of enough capacity it allocates nothing.
func (p *Position) AppendMoves(dst []Move) []Move {
	if j := p.jumpers(); j != 0 {
		return p.appendJumps(dst, j)
	}
	us, them := p.own, p.opp
	empty := onBoard &^ (us | them)
	kings := us & p.kings
	if p.turn == checkers.Black {
		dst = appendSteps(dst, board32.DownLeft(us)&empty, -4)
		dst = appendSteps(dst, board32.DownRight(us)&empty, -5)
		dst = appendSteps(dst, board32.UpLeft(kings)&empty, 5)
		return appendSteps(dst, board32.UpRight(kings)&empty, 4)
	}
	dst = appendSteps(dst, board32.UpLeft(us)&empty, 5)
	dst = appendSteps(dst, board32.UpRight(us)&empty, 4)
	dst = appendSteps(dst, board32.DownLeft(kings)&empty, -4)
	return appendSteps(dst, board32.DownRight(kings)&empty, -5)
}

// appendSteps appends a simple move to each target square, coming from the
// square back bits away.
func appendSteps(dst []Move, targets bitboard, back int) []Move {
	for ; targets != 0; targets &= targets - 1 {
		to := board32.Index(targets)
		dst = append(dst, Move{from: uint8(to + back), to: uint8(to)})
	}
	return dst
}

// jumpWalk holds what stays fixed while one piece's jump sequences are
// explored depth first. The moves found are threaded through the calls as a
// slice (not kept in the struct) so that a caller's stack buffer stays on the
// stack.
type jumpWalk struct {
	first int // index in dst of this piece's first move, for merging routes
	from  uint8
	dirs  [2]board32.Direction // the first and last directions the piece may jump in
	crown bitboard             // where a man's sequence ends by crowning; 0 for a king
	king  bool
}

// appendJumps appends every complete jump sequence of the given pieces.
func (p *Position) appendJumps(dst []Move, jumpers bitboard) []Move {
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		bit := jumpers & -jumpers
		// The start square is empty while the piece jumps.
		empty := onBoard&^(p.own|p.opp) | bit
		w := jumpWalk{first: len(dst), from: uint8(board32.Index(bit))}
		switch {
		case p.kings&bit != 0:
			w.dirs, w.king = [2]board32.Direction{board32.DownLeftDir, board32.UpRightDir}, true
		case p.turn == checkers.Black:
			w.dirs, w.crown = [2]board32.Direction{board32.DownLeftDir, board32.DownRightDir}, blackCrown
		default:
			w.dirs, w.crown = [2]board32.Direction{board32.UpLeftDir, board32.UpRightDir}, redCrown
		}
		dst = w.walk(dst, bit, p.opp, empty, 0, 0, 0)
	}
	return dst
}

// walk extends a sequence that has made n jumps and stands on the square b,
// appending the complete sequences to dst.
func (w *jumpWalk) walk(dst []Move, b, them, empty, captured bitboard, path uint64, n uint8) []Move {
	extended := false
	for d := w.dirs[0]; d <= w.dirs[1]; d++ {
		over := board32.Step(b, d) & them
		land := board32.Step(over, d) & empty
		if land == 0 {
			continue
		}
		extended = true
		next := path | uint64(board32.Number(board32.Index(land))-1)<<(5*n)
		if land&w.crown != 0 {
			// A man reaching the far row is crowned and the move ends.
			dst = w.record(dst, land, captured|over, next, n+1)
			continue
		}
		// The captured piece leaves at once: its square is empty from now on.
		dst = w.walk(dst, land, them&^over, empty|over, captured|over, next, n+1)
	}
	if !extended && n > 0 {
		dst = w.record(dst, b, captured, path, n)
	}
	return dst
}

// record appends a finished sequence ending on the square to, unless a king
// already reached it capturing the same pieces by another route (then it is
// that move).
func (w *jumpWalk) record(dst []Move, to, captured bitboard, path uint64, n uint8) []Move {
	m := Move{path: path, captured: captured, from: w.from, to: uint8(board32.Index(to)), jumps: n}
	if w.king {
		for _, o := range dst[w.first:] {
			if sameMove(o, m) {
				return dst
			}
		}
	}
	return append(dst, m)
}

// countJumps returns the number of jump moves of the given pieces, the same
// as len(appendJumps(nil, jumpers)). Men's sequences are counted without
// being built: different routes of a man always capture different pieces, so
// only kings' moves need merging.
func (p *Position) countJumps(jumpers bitboard) int {
	n := 0
	empty := onBoard &^ (p.own | p.opp)
	if p.turn == checkers.Black {
		n = countBlackManJumps(jumpers&^p.kings, p.opp, empty)
	} else {
		n = countRedManJumps(jumpers&^p.kings, p.opp, empty)
	}
	if kings := jumpers & p.kings; kings != 0 {
		var buf [32]Move
		n += len(p.appendJumps(buf[:0], kings))
	}
	return n
}

// countBlackManJumps counts the jump sequences of Black's men, all at once
// for the sequences of one jump. A man only goes down, and the squares it
// left and captured are above it, so whether it can jump on from a landing
// square does not depend on the jump that reached it.
func countBlackManJumps(men, them, empty bitboard) int {
	more := board32.UpRight(board32.UpRight(empty)&them) | board32.UpLeft(board32.UpLeft(empty)&them)
	left := board32.DownLeft(board32.DownLeft(men)&them) & empty
	right := board32.DownRight(board32.DownRight(men)&them) & empty
	n := board32.Count(left&^more) + board32.Count(right&^more)
	for c := left & more; c != 0; c &= c - 1 {
		n += countDownJumps(c&-c, them&^board32.UpRight(c&-c), empty)
	}
	for c := right & more; c != 0; c &= c - 1 {
		n += countDownJumps(c&-c, them&^board32.UpLeft(c&-c), empty)
	}
	return n
}

// countRedManJumps counts the jump sequences of Red's men; see
// countBlackManJumps.
func countRedManJumps(men, them, empty bitboard) int {
	more := board32.DownRight(board32.DownRight(empty)&them) | board32.DownLeft(board32.DownLeft(empty)&them)
	left := board32.UpLeft(board32.UpLeft(men)&them) & empty
	right := board32.UpRight(board32.UpRight(men)&them) & empty
	n := board32.Count(left&^more) + board32.Count(right&^more)
	for c := left & more; c != 0; c &= c - 1 {
		n += countUpJumps(c&-c, them&^board32.DownRight(c&-c), empty)
	}
	for c := right & more; c != 0; c &= c - 1 {
		n += countUpJumps(c&-c, them&^board32.DownLeft(c&-c), empty)
	}
	return n
}

// countDownJumps counts the sequences of a Black man on b that has a jump.
func countDownJumps(b, them, empty bitboard) int {
	n := 0
	if over := board32.DownLeft(b) & them; over != 0 {
		if land := board32.DownLeft(over) & empty; land&blackCrown != 0 {
			n++
		} else if land != 0 {
			n += countDownJumps(land, them&^over, empty)
		}
	}
	if over := board32.DownRight(b) & them; over != 0 {
		if land := board32.DownRight(over) & empty; land&blackCrown != 0 {
			n++
		} else if land != 0 {
			n += countDownJumps(land, them&^over, empty)
		}
	}
	return max(n, 1)
}

// countUpJumps counts the sequences of a Red man on b that has a jump.
func countUpJumps(b, them, empty bitboard) int {
	n := 0
	if over := board32.UpLeft(b) & them; over != 0 {
		if land := board32.UpLeft(over) & empty; land&redCrown != 0 {
			n++
		} else if land != 0 {
			n += countUpJumps(land, them&^over, empty)
		}
	}
	if over := board32.UpRight(b) & them; over != 0 {
		if land := board32.UpRight(over) & empty; land&redCrown != 0 {
			n++
		} else if land != 0 {
			n += countUpJumps(land, them&^over, empty)
		}
	}
	return max(n, 1)
}
