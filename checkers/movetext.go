package checkers

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseNumberedMove reads the squares of a move written with the square
// numbers 1–32 joined by "-" or "x", such as "11-15" or "15x24x31", the
// notation of standard checkers, Stack'Em and Kings & Flying Kings. It checks
// only the form; which move the squares name is the variant's business.
func ParseNumberedMove(text string) ([]int, error) {
	t := strings.TrimSpace(text)
	isSep := func(r rune) bool { return r == '-' || r == 'x' || r == 'X' }
	fields := strings.FieldsFunc(t, isSep)
	seps := strings.Count(t, "-") + strings.Count(t, "x") + strings.Count(t, "X")
	if len(fields) < 2 || seps != len(fields)-1 || isSep(rune(t[0])) || isSep(rune(t[len(t)-1])) {
		return nil, fmt.Errorf("bad move %q: want squares 1-32 joined by - or x, such as 11-15 or 15x24x31", text)
	}
	squares := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || f[0] == '+' {
			return nil, fmt.Errorf("bad move %q: %q is not a square number", text, f)
		}
		if n < 1 || n > 32 {
			return nil, fmt.Errorf("bad move %q: square %d is off the board (1-32)", text, n)
		}
		squares[i] = n
	}
	return squares, nil
}
