// Package draughts32 is the kit of the draughts games played with men and
// kings on the 32 dark squares (standard checkers' family: Russian
// draughts, and the other 8×8 games of issue 33): what they share, written
// once, so that a game's package holds only its differences — its move
// generation, its start, its notation and its draw rules. A game's
// evaluation and engine adapter are beside the engine, on the kit of
// engine/eval/draughts32eval, which reads the Board.
//
// The kit gives
//
//   - Board: the two sides' pieces and the kings as bitboards in board32's
//     layout, with the player to move; Play, Hash, At and Count;
//   - Move: a step or a whole capture (its landings and captured squares),
//     written in a Notation (numbered "11-15", "15x24x31", algebraic
//     "c3-d4", "c3:e5:g3", or algebraic with PDN's "x", "c3xe5xg3");
//   - the position text, PDN FEN with numbered or algebraic squares
//     (Notation.Text, Notation.Parse);
//   - Position[R], a game's position as a checkers.Position: a game names
//     its rules R (a zero-size type with its move generation, notation and
//     name) and gets Legal, After, ParseMove, Progress, Status and String,
//     and the search's AppendMoves, Play, Hash and ProgressMove;
//   - the rows and squares the rules and the evaluations look at: each
//     side's crowning row (CrownRow) and the main road (MainRoad).
//
// The colours are the kit's checkers.Color: Black sits on squares 1–12 (the
// top of the board, ranks 6–8) and moves down, Red on 21–32 and moves up;
// PDN's W is Red. A game says who moves first by its start position.
package draughts32

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/zobrist"
)

// Bitboard is a set of squares in board32's layout.
type Bitboard = board32.Bitboard

// Board is a position of men and kings: each side's pieces, which of them
// are kings, and the player to move. It is a comparable value; two boards
// are == exactly when they are the same position. The zero Board is an
// empty board with Black to move.
type Board struct {
	Side  [2]Bitboard // each side's pieces, by checkers.Color
	Kings Bitboard    // which pieces, of either side, are kings
	Turn  checkers.Color
}

// CrownRow is the row where each side's men are crowned: Black's on the
// bottom row (29–32), Red's on the top row (1–4).
var CrownRow = [2]Bitboard{checkers.Black: board32.Bottom, checkers.Red: board32.Top}

// Squares returns the set of the numbered squares.
func Squares(ns ...int) Bitboard {
	var b Bitboard
	for _, n := range ns {
		b |= board32.Bit(n)
	}
	return b
}

// MainRoad is the long diagonal a1–h8 (the "big road"), squares 29, 25,
// 22, 18, 15, 11, 8 and 4, which a lone king holds to draw against three
// pieces: Russian draughts' ending rule reads it, as do the evaluations.
var MainRoad = Squares(29, 25, 22, 18, 15, 11, 8, 4)

// Forward is the directions each side's men step in (jumps' direction
// sets): Black's down, Red's up.
var Forward = [2]uint8{checkers.Black: 1<<board32.DownLeftDir | 1<<board32.DownRightDir, checkers.Red: 1<<board32.UpLeftDir | 1<<board32.UpRightDir}

// Own returns the pieces of the player to move.
func (b *Board) Own() Bitboard { return b.Side[b.Turn&1] }

// Them returns the pieces of the player not to move.
func (b *Board) Them() Bitboard { return b.Side[b.Turn&1^1] }

// Empty returns the empty squares.
func (b *Board) Empty() Bitboard { return board32.OnBoard &^ (b.Side[0] | b.Side[1]) }

// At returns the colour of the piece on the square numbered n (1–32) and
// whether it is a king; ok is false for an empty square or n off the board.
func (b *Board) At(n int) (c checkers.Color, king, ok bool) {
	if n < 1 || n > 32 {
		return 0, false, false
	}
	bit := board32.Bit(n)
	switch {
	case b.Side[checkers.Black]&bit != 0:
		return checkers.Black, b.Kings&bit != 0, true
	case b.Side[checkers.Red]&bit != 0:
		return checkers.Red, b.Kings&bit != 0, true
	}
	return 0, false, false
}

// Count returns how many men and kings c has.
func (b *Board) Count(c checkers.Color) (men, kings int) {
	s := b.Side[c&1]
	return board32.Count(s &^ b.Kings), board32.Count(s & b.Kings)
}

// Play returns the board after m, a move of the player to move that the
// game's move generation made; it does not check legality.
func (b Board) Play(m Move) Board {
	from, to := Bitboard(1)<<m.from, Bitboard(1)<<m.to
	us := b.Turn & 1
	b.Side[us^1] &^= m.captured
	b.Side[us] = b.Side[us]&^from | to
	k := b.Kings &^ m.captured
	if k&from != 0 || m.crown {
		k = k&^from | to
	}
	b.Kings = k
	b.Turn ^= 1
	return b
}

// Hash returns the board's Zobrist key: equal boards have equal keys, and
// different boards equal keys only by a 1 in 2⁶⁴ chance.
func (b *Board) Hash() uint64 {
	k := zobrist.Word(0, b.Side[0]) ^ zobrist.Word(1, b.Side[1]) ^ zobrist.Word(2, b.Kings)
	if b.Turn == checkers.Red {
		k ^= zobrist.TurnKey
	}
	return k
}
