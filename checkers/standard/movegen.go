package standard

import (
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/jumps"
)

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
	return p.jumpers() != 0 || p.hasSteps()
}

// hasSteps reports whether the player to move has a simple move.
func (p *Position) hasSteps() bool {
	us, them := p.own, p.opp
	empty := onBoard &^ (us | them)
	kings := us & p.kings
	if p.turn == checkers.Black {
		return (board32.DownLeft(us)|board32.DownRight(us)|board32.UpLeft(kings)|board32.UpRight(kings))&empty != 0
	}
	return (board32.UpLeft(us)|board32.UpRight(us)|board32.DownLeft(kings)|board32.DownRight(kings))&empty != 0
}

// Mobility reports whether the player to move has a legal move, and
// whether it must jump: what AppendMoves would tell by its list (the jumps
// if any), without listing them.
func (p *Position) Mobility() (moves, jumps bool) {
	if p.jumpers() != 0 {
		return true, true
	}
	return p.hasSteps(), false
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

// appendJumps appends every complete jump sequence of the given pieces: a
// man jumps forward and stops when it is crowned (appendManJumps); a king
// jumps every way, walked by the shared short-jump walk, and its routes to
// one result merge.
func (p *Position) appendJumps(dst []Move, jumpers bitboard) []Move {
	var buf [16]jumps.Route // a king rarely has more; append grows it if it does
	empty := onBoard &^ (p.own | p.opp)
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		bit := jumpers & -jumpers
		from := uint8(board32.Index(bit))
		switch {
		case p.kings&bit == 0 && p.turn == checkers.Black:
			dst = appendBlackManJumps(dst, from, bit, p.opp, empty, 0, 0, 0)
		case p.kings&bit == 0:
			dst = appendRedManJumps(dst, from, bit, p.opp, empty, 0, 0, 0)
		default:
			// The start square is empty while the piece jumps.
			walk := jumps.Short{Dirs: jumps.All, Merge: true}
			for _, r := range walk.Append(buf[:0], bit, p.opp, empty|bit) {
				dst = append(dst, Move{path: r.Path[0], captured: r.Captured, from: from, to: r.To, jumps: r.N})
			}
		}
	}
	return dst
}

// appendBlackManJumps appends the jump sequences of a Black man that
// started on from, has made n jumps capturing captured along path and
// stands on b; them are the pieces it may still capture. The sequences and
// their order are those of the shared walk (jumps.Short with Dirs Down and
// Stop the crowning row): depth first, down-left before down-right. A man
// never comes back to a square, so empty need not hold the start square.
func appendBlackManJumps(dst []Move, from uint8, b, them, empty, captured bitboard, path uint64, n uint8) []Move {
	extended := false
	if over := board32.DownLeft(b) & them; over != 0 {
		if to := board32.DownLeft(over) & empty; to != 0 {
			extended = true
			next := path | uint64(board32.NumberOf(to)-1)<<(5*n)
			if to&blackCrown != 0 {
				dst = append(dst, Move{path: next, captured: captured | over, from: from, to: uint8(board32.Index(to)), jumps: n + 1})
			} else {
				dst = appendBlackManJumps(dst, from, to, them&^over, empty, captured|over, next, n+1)
			}
		}
	}
	if over := board32.DownRight(b) & them; over != 0 {
		if to := board32.DownRight(over) & empty; to != 0 {
			extended = true
			next := path | uint64(board32.NumberOf(to)-1)<<(5*n)
			if to&blackCrown != 0 {
				dst = append(dst, Move{path: next, captured: captured | over, from: from, to: uint8(board32.Index(to)), jumps: n + 1})
			} else {
				dst = appendBlackManJumps(dst, from, to, them&^over, empty, captured|over, next, n+1)
			}
		}
	}
	if !extended && n > 0 {
		dst = append(dst, Move{path: path, captured: captured, from: from, to: uint8(board32.Index(b)), jumps: n})
	}
	return dst
}

// appendRedManJumps is appendBlackManJumps for a Red man: up-left before
// up-right, crowned on Red's crowning row.
func appendRedManJumps(dst []Move, from uint8, b, them, empty, captured bitboard, path uint64, n uint8) []Move {
	extended := false
	if over := board32.UpLeft(b) & them; over != 0 {
		if to := board32.UpLeft(over) & empty; to != 0 {
			extended = true
			next := path | uint64(board32.NumberOf(to)-1)<<(5*n)
			if to&redCrown != 0 {
				dst = append(dst, Move{path: next, captured: captured | over, from: from, to: uint8(board32.Index(to)), jumps: n + 1})
			} else {
				dst = appendRedManJumps(dst, from, to, them&^over, empty, captured|over, next, n+1)
			}
		}
	}
	if over := board32.UpRight(b) & them; over != 0 {
		if to := board32.UpRight(over) & empty; to != 0 {
			extended = true
			next := path | uint64(board32.NumberOf(to)-1)<<(5*n)
			if to&redCrown != 0 {
				dst = append(dst, Move{path: next, captured: captured | over, from: from, to: uint8(board32.Index(to)), jumps: n + 1})
			} else {
				dst = appendRedManJumps(dst, from, to, them&^over, empty, captured|over, next, n+1)
			}
		}
	}
	if !extended && n > 0 {
		dst = append(dst, Move{path: path, captured: captured, from: from, to: uint8(board32.Index(b)), jumps: n})
	}
	return dst
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
	var buf [16]jumps.Route
	king := jumps.Short{Dirs: jumps.All, Merge: true}
	for kings := jumpers & p.kings; kings != 0; kings &= kings - 1 {
		bit := kings & -kings
		n += len(king.Append(buf[:0], bit, p.opp, empty|bit))
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
