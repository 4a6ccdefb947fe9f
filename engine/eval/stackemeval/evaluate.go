package stackemeval

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/stackem"
)

// Weights are the terms of Evaluate, in hundredths of a checker. Every term
// counts for both players, the opponent's count subtracted from one's own.
// The zero Weights value counts nothing; DefaultWeights is the tuned set. A
// search reads them and never writes them, so one Weights may serve many
// searches.
type Weights struct {
	// Checker is each checker of one's colour still in play, wherever it
	// stands: on top, buried in one's own stack or under the opponent's.
	// Checkers leave play only when a stack lands on its King Me row.
	Checker int
	// Stack is each stack one controls (topped by one's checker): a player
	// who controls none has lost.
	Stack int
	// King is each of one's stacks topped by a king, which moves and jumps
	// in all four directions.
	King int
	// Captive is each opposing checker buried under one's stacks: the
	// opponent cannot use it, and it leaves play if that stack reaches one's
	// King Me row.
	Captive int
	// Freeable is each of one's checkers buried under an opposing top that a
	// single capture would bring back under one's control (no opposing
	// checker between it and that top); half as much for each more capture
	// it needs.
	Freeable int
	// Advance is each row a piece-topped stack has come from its side's
	// first row toward its King Me row, where it is crowned.
	Advance int
	// Shed is each opposing checker buried in one's stack, times the rows
	// that stack has come toward one's King Me row, where those checkers
	// leave play: tall stacks of prisoners near the row.
	Shed int
	// Mobility is each simple move one's stacks have.
	Mobility int
	// Hanging is each of one's stacks the opponent can jump at once (a
	// penalty): its top checker would be lost and whatever is under it freed.
	// DefaultWeights leaves it at 0, the search seeing such jumps itself:
	// in self-play it gained nothing.
	Hanging int
}

// DefaultWeights returns the weights KingMe plays with, tuned by self-play
// (matches between variants of the weights from random openings). Control
// of stacks outweighs everything else.
func DefaultWeights() Weights {
	return Weights{
		Checker:  25,
		Stack:    150,
		King:     35,
		Captive:  25,
		Freeable: 15,
		Advance:  4,
		Shed:     2,
		Mobility: 6,
		Hanging:  0,
	}
}

type bitboard = board32.Bitboard

// progress[c][i] is how many rows the square of bit index i is from c's
// first row, toward c's King Me row (0 to 7).
var progress [2][64]int8

func init() {
	for n := 1; n <= 32; n++ {
		i := board32.Index(board32.Bit(n))
		row := int8((n - 1) / 4) // 0 for squares 1–4
		progress[checkers.Red][i] = row
		progress[checkers.Black][i] = 7 - row
	}
}

// Evaluate returns how good the position is for the player to move, in
// hundredths of a checker, by the weights w. It reads the bitboards and
// the occupied squares' stacks once and allocates nothing; a search calls
// it in quiet positions, where the player to move has no jump.
func (w *Weights) Evaluate(p *stackem.Position) int {
	us := p.Turn()
	them := us ^ 1
	red, black, kings := p.Tops(checkers.Red), p.Tops(checkers.Black), p.Kings()
	var (
		all, reds     int    // checkers in play, and the red ones among them
		captives      [2]int // opposing checkers under each colour's tops
		shed, advance [2]int
		freeable      [2]int // in units of w.Freeable
	)
	for occ := black | red; occ != 0; occ &= occ - 1 {
		i := bits.TrailingZeros64(occ)
		c := checkers.Color(red >> i & 1)
		h, col := p.StackBits(board32.Number(i))
		all += h
		reds += bits.OnesCount32(col)
		if kings>>i&1 == 0 {
			advance[c] += int(progress[c][i])
		}
		if h == 1 {
			continue
		}
		// The checkers under the top, and among them the opponent's (of
		// c) and c's own.
		under := uint32(1)<<(h-1) - 1
		mine := col // c's checkers, the top included
		if c == checkers.Black {
			mine = ^col & (under<<1 | 1)
		}
		caught := under &^ mine
		if caught == 0 {
			continue
		}
		n := bits.OnesCount32(caught)
		captives[c] += n
		shed[c] += n * int(progress[c][i])
		for b := caught; b != 0; b &= b - 1 {
			j := bits.TrailingZeros32(b)
			// The captures that would free checker j: c's checkers above it.
			k := bits.OnesCount32(mine >> (j + 1))
			freeable[c^1] += w.Freeable >> (k - 1)
		}
	}
	var in [2]int
	in[checkers.Red], in[checkers.Black] = reds, all-reds

	own, opp := p.Tops(us), p.Tops(them)
	empty := board32.OnBoard &^ (own | opp)
	score := w.Checker*(in[us]-in[them]) +
		w.Stack*(bits.OnesCount64(own)-bits.OnesCount64(opp)) +
		w.King*(bits.OnesCount64(own&kings)-bits.OnesCount64(opp&kings)) +
		w.Captive*(captives[us]-captives[them]) +
		freeable[us] - freeable[them] +
		w.Advance*(advance[us]-advance[them]) +
		w.Shed*(shed[us]-shed[them])
	if w.Mobility != 0 {
		score += w.Mobility * (steps(own, own&kings, empty, us) - steps(opp, opp&kings, empty, them))
	}
	if w.Hanging != 0 {
		score -= w.Hanging * (hanging(own, opp, opp&kings, empty, them) - hanging(opp, own, own&kings, empty, us))
	}
	return score
}

// steps counts the simple moves of c's stacks (tops) onto the empty
// squares, forward only for those topped by a piece.
func steps(tops, kings, empty bitboard, c checkers.Color) int {
	fwd, back := tops, kings
	if c == checkers.Black {
		fwd, back = kings, tops
	}
	return bits.OnesCount64(board32.DownLeft(fwd)&empty) + bits.OnesCount64(board32.DownRight(fwd)&empty) +
		bits.OnesCount64(board32.UpLeft(back)&empty) + bits.OnesCount64(board32.UpRight(back)&empty)
}

// hanging counts the stacks of victims that c's stacks (jumpers, kings
// among them) could jump now: an empty square right behind, in a direction
// the jumper's top may go.
func hanging(victims, jumpers, kings, empty bitboard, c checkers.Color) int {
	fwd, back := jumpers, kings // c's forward is down for Red
	if c == checkers.Black {
		fwd, back = kings, jumpers
	}
	hit := board32.DownLeft(fwd)&board32.UpRight(empty) |
		board32.DownRight(fwd)&board32.UpLeft(empty) |
		board32.UpLeft(back)&board32.DownRight(empty) |
		board32.UpRight(back)&board32.DownLeft(empty)
	return bits.OnesCount64(hit & victims)
}
