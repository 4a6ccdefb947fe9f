package stackem

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
)

// ParsePosition reads a position in the project's Stack'Em text: tokens
// separated by white space, first the player to move, R (Red) or B (Black),
// then one token per occupied square, "N:checkers": the square number 1–32,
// a colon and the stack's checkers from bottom to top, one letter each, r a
// red piece, b a black piece, R a red king, B a black king. Only the top
// may be a king. For example
//
//	R 9:rrB 14:b 22:R
//
// is Red to move; on 9 two red pieces under a black king (Black controls
// it), a black piece on 14 and a red king on 22. Squares may come in any
// order; each colour has at most 12 checkers in play.
func ParsePosition(text string) (Position, error) {
	var p Position
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return p, fmt.Errorf("bad position %q: it is empty; want the side to move and the stacks, such as R 1:r 21:b", text)
	}
	switch fields[0] {
	case "R", "r":
		p.turn = checkers.Red
	case "B", "b":
		p.turn = checkers.Black
	default:
		return p, fmt.Errorf("bad position %q: side to move %q must be R (Red) or B (Black)", text, fields[0])
	}
	var counts [2]int
	for _, f := range fields[1:] {
		num, letters, ok := strings.Cut(f, ":")
		if !ok {
			return p, fmt.Errorf("bad position %q: %q must be a square number, a colon and the checkers, such as 9:rrB", text, f)
		}
		n, err := strconv.Atoi(num)
		if err != nil || num[0] == '+' || num[0] == '-' {
			return p, fmt.Errorf("bad position %q: %q is not a square number", text, num)
		}
		if n < 1 || n > 32 {
			return p, fmt.Errorf("bad position %q: square %d is off the board (1-32)", text, n)
		}
		if p.stacks[n-1] != 0 {
			return p, fmt.Errorf("bad position %q: square %d is given twice", text, n)
		}
		s, king, err := parseStack(letters)
		if err != nil {
			return p, fmt.Errorf("bad position %q: square %d: %w", text, n, err)
		}
		counts[checkers.Red] += s.count(checkers.Red)
		counts[checkers.Black] += s.count(checkers.Black)
		p.put(n, s, king)
	}
	for _, c := range []checkers.Color{checkers.Red, checkers.Black} {
		if counts[c] > 12 {
			return p, fmt.Errorf("bad position %q: %s has %d checkers; a side has at most 12", text, c, counts[c])
		}
	}
	return p, nil
}

// parseStack reads one stack's letters, bottom first.
func parseStack(letters string) (s stack, king bool, err error) {
	if letters == "" {
		return 0, false, fmt.Errorf("no checkers after the colon")
	}
	if len(letters) > maxHeight {
		return 0, false, fmt.Errorf("%d checkers in one stack; there are only %d", len(letters), maxHeight)
	}
	for i, r := range letters {
		var c checkers.Color
		switch r {
		case 'r', 'R':
			c = checkers.Red
		case 'b', 'B':
			c = checkers.Black
		default:
			return 0, false, fmt.Errorf("%q is not a checker: want r, b, R or B", r)
		}
		if r == 'R' || r == 'B' {
			if i != len(letters)-1 {
				return 0, false, fmt.Errorf("king %c under another checker: only the top can be a king", r)
			}
			king = true
		}
		s = stack(i+1)<<heightShift | s&colourMask | stack(c)<<i
	}
	return s, king, nil
}

// String returns the position in the text ParsePosition reads: the side to
// move, then the occupied squares in ascending order.
func (p Position) String() string {
	b := make([]byte, 0, 128)
	b = append(b, "BR"[p.turn&1])
	for n := 1; n <= 32; n++ {
		s := p.stacks[n-1]
		if s == 0 {
			continue
		}
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, ':')
		for i := range s.height() {
			letter := "br"[s.at(i)]
			if i == s.height()-1 && p.kings&board32.Bit(n) != 0 {
				letter -= 'a' - 'A'
			}
			b = append(b, letter)
		}
	}
	return string(b)
}
