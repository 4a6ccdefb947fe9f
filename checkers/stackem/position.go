package stackem

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

type bitboard = board32.Bitboard

// Position is a Stack'Em position: every stack whole, bottom to top, the
// squares each player controls and the player to move. It is a comparable
// value (== tells whether two positions are the same); Play returns the
// next position and leaves the receiver unchanged.
type Position struct {
	stacks [32]stack   // by square number − 1
	tops   [2]bitboard // by colour: the squares whose top checker is that colour's
	kings  bitboard    // the squares whose top checker is a king
	turn   checkers.Color
}

// kingMeRow[c] is where c's stacks are crowned and shed the opponent's
// checkers: Red, who starts on 1–12, goes down to 29–32; Black to 1–4.
var kingMeRow = [2]bitboard{checkers.Black: board32.Top, checkers.Red: board32.Bottom}

// Start returns the start position: a red checker on each of 1–12, a black
// one on each of 21–32, Red to move.
func Start() Position {
	var p Position
	for n := 1; n <= 12; n++ {
		p.put(n, single(checkers.Red), false)
		p.put(n+20, single(checkers.Black), false)
	}
	p.turn = checkers.Red
	return p
}

// Turn returns the player to move.
func (p Position) Turn() checkers.Color { return p.turn }

// Checker is one checker of a stack.
type Checker struct {
	Color checkers.Color
	King  bool
}

// Stack returns the checkers on the square numbered n (1–32), bottom first;
// nil for an empty square or a number off the board.
func (p Position) Stack(n int) []Checker {
	if n < 1 || n > 32 {
		return nil
	}
	s := p.stacks[n-1]
	out := make([]Checker, s.height())
	for i := range out {
		out[i].Color = s.at(i)
	}
	if len(out) > 0 {
		out[len(out)-1].King = p.kings&board32.Bit(n) != 0
	}
	return out
}

// Controls returns the squares c controls, by number, in ascending order.
func (p Position) Controls(c checkers.Color) []int {
	var out []int
	for b := p.tops[c&1]; b != 0; b &= b - 1 {
		out = append(out, board32.NumberOf(b))
	}
	return out
}

// Count returns how many checkers of colour c are in play.
func (p Position) Count(c checkers.Color) int {
	n := 0
	for _, s := range p.stacks {
		n += s.count(c)
	}
	return n
}

// put places stack s on the empty square n, its top a king if king.
func (p *Position) put(n int, s stack, king bool) {
	bit := board32.Bit(n)
	p.stacks[n-1] = s
	p.tops[s.top()] |= bit
	if king {
		p.kings |= bit
	}
}

// lift empties square n and returns its stack and whether its top was a king.
func (p *Position) lift(n int) (s stack, king bool) {
	bit := board32.Bit(n)
	s, king = p.stacks[n-1], p.kings&bit != 0
	p.stacks[n-1] = 0
	p.tops[0] &^= bit
	p.tops[1] &^= bit
	p.kings &^= bit
	return s, king
}

// captureTop takes the top checker off the stack on square n: the rest
// stays, controlled by its new top (a piece: only a top can be a king).
// It returns the captured checker's colour.
func (p *Position) captureTop(n int) checkers.Color {
	s, _ := p.lift(n)
	if rest := s.pop(); rest.height() > 0 {
		p.put(n, rest, false)
	}
	return s.top()
}

// Play returns the position after m, which must be a legal move of p (one
// that AppendMoves returned). It does not check legality; After does.
func (p Position) Play(m Move) Position {
	s, king := p.lift(int(m.from) + 1)
	to := int(m.to) + 1
	if m.jumps == 0 {
		if board32.Bit(to)&kingMeRow[p.turn] != 0 {
			s, king = s.only(p.turn), true
		}
	} else {
		cur := int(m.from) + 1
		for i := range int(m.jumps) {
			land := m.Landing(i)
			s = p.jump(s, cur, land)
			cur = land
		}
		king = true
	}
	p.put(to, s, king)
	p.turn ^= 1
	return p
}

// jump makes the moving stack s (lifted off the board) jump from square
// from onto the square land, over the square between them: the top checker
// there is captured and put under s; on the mover's King Me row the
// opponent's checkers in s leave play. It returns the new moving stack.
func (p *Position) jump(s stack, from, land int) stack {
	s = s.underneath(p.captureTop(over[from-1][land-1]))
	if board32.Bit(land)&kingMeRow[p.turn] != 0 {
		s = s.only(p.turn)
	}
	return s
}

// over[a-1][b-1] is the square jumped when jumping from a to b (0 if none).
var over [32][32]int

func init() {
	for a := 1; a <= 32; a++ {
		for d := range board32.Direction(4) {
			mid := board32.Step(board32.Bit(a), d)
			if land := board32.Step(mid, d); land != 0 {
				over[a-1][board32.NumberOf(land)-1] = board32.NumberOf(mid)
			}
		}
	}
}

// Tops returns the squares c controls, those whose top checker is c's, in
// the layout of package board32: with Kings, StackBits and Turn, what an
// evaluation reads of the position.
func (p *Position) Tops(c checkers.Color) board32.Bitboard { return p.tops[c&1] }

// Kings returns the squares whose top checker is a king, of either colour,
// in the layout of package board32.
func (p *Position) Kings() board32.Bitboard { return p.kings }

// StackBits returns the stack on the square numbered n (1–32) as its height
// and its colours, bit i the colour of checker i from the bottom (1 for
// Red, 0 for Black, as checkers.Color); an empty square is height 0.
func (p *Position) StackBits(n int) (height int, colours uint32) {
	s := p.stacks[(n-1)&31]
	return s.height(), s.colours()
}
