package stackem

import (
	"math/bits"

	"github.com/kingme/kingme/checkers"
)

// stack is the checkers on one square, bottom to top, in 32 bits: bit i
// (from 0, the bottom) is the colour of checker i (0 Black, 1 Red, as
// checkers.Color), and the top five bits hold the height. Whether the top
// checker is a king is kept in Position.kings: every buried checker is a
// piece. The zero stack is an empty square.
//
//	31     27 26   24 23                      0
//	[height ] [ 0 0 ] [ colours, bottom = bit 0 ]
type stack uint32

const (
	heightShift = 27
	colourMask  = 1<<24 - 1
	maxHeight   = 24 // every checker of both sides
)

// single returns a stack of one checker of colour c.
func single(c checkers.Color) stack { return 1<<heightShift | stack(c) }

func (s stack) height() int { return int(s >> heightShift) }

func (s stack) colours() uint32 { return uint32(s) & colourMask }

// at returns the colour of checker i, 0 being the bottom.
func (s stack) at(i int) checkers.Color { return checkers.Color(s >> i & 1) }

// top returns the colour of the top checker; s must not be empty.
func (s stack) top() checkers.Color { return s.at(s.height() - 1) }

// pop returns s without its top checker.
func (s stack) pop() stack {
	h := s.height() - 1
	return stack(h)<<heightShift | s&(1<<h-1)
}

// underneath returns s with a checker of colour c put at its bottom.
func (s stack) underneath(c checkers.Color) stack {
	return stack(s.height()+1)<<heightShift | (s&colourMask)<<1 | stack(c)
}

// only returns the checkers of colour c in s: the others leave play.
func (s stack) only(c checkers.Color) stack {
	red := bits.OnesCount32(s.colours())
	if c == checkers.Red {
		return stack(red)<<heightShift | stack(1<<red-1)
	}
	return stack(s.height()-red) << heightShift
}

// count returns how many checkers of colour c s holds.
func (s stack) count(c checkers.Color) int {
	red := bits.OnesCount32(s.colours())
	if c == checkers.Red {
		return red
	}
	return s.height() - red
}
