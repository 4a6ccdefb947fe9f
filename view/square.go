package view

import (
	"fmt"
	"strconv"
)

// MaxSize is the largest board a view draws: 10 files and 10 ranks (the
// international games); the games of the KING ME box are 8×8.
const MaxSize = 10

// Square is a square of a board of up to MaxSize files and ranks, counted
// from 0: File 0 is the a-file, Rank 0 is rank 1, as the views name squares
// ("a1", "c3", "j10").
type Square struct {
	File, Rank int
}

// String returns the square's algebraic name, such as "c3" or "j10".
func (s Square) String() string {
	return string(rune('a'+s.File)) + strconv.Itoa(s.Rank+1)
}

// Dark reports whether s is a dark square, the squares the numbered games
// are played on: a1 is dark.
func (s Square) Dark() bool { return (s.File+s.Rank)%2 == 0 }

// On reports whether s is on a board of size files and ranks.
func (s Square) On(size int) bool {
	return s.File >= 0 && s.File < size && s.Rank >= 0 && s.Rank < size
}

// ParseSquare reads an algebraic square name of a board of size files and
// ranks: a file letter from a, then a rank from 1, such as "c3" or "j10".
func ParseSquare(name string, size int) (Square, error) {
	bad := func() (Square, error) {
		last := rune('a' + size - 1)
		return Square{}, fmt.Errorf("bad square %q: want a file a-%c and a rank 1-%d, such as c3", name, last, size)
	}
	if len(name) < 2 || len(name) > 3 {
		return bad()
	}
	rank, err := strconv.Atoi(name[1:])
	if err != nil || name[1] == '0' || name[1] == '+' {
		return bad()
	}
	s := Square{File: int(name[0]) - 'a', Rank: rank - 1}
	if !s.On(size) {
		return bad()
	}
	return s, nil
}

// squareIndex returns the place of a square name written by this package
// in the board's order, a1 first, then along rank 1 to its last file, then
// rank 2, on any board up to MaxSize; -1 for a name that is no square.
func squareIndex(name string) int {
	s, err := ParseSquare(name, MaxSize)
	if err != nil {
		return -1
	}
	return s.File + MaxSize*s.Rank
}
