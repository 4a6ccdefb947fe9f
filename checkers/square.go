package checkers

import "fmt"

// Square is one of the 64 squares of the 8×8 board: file + 8·rank, with files
// a–h and ranks 1–8 counted from 0, so a1 is 0, h1 is 7 and h8 is 63.
// Boards are seen from the side of the player who moves second; a1 is dark.
//
// The 32 dark squares also carry the standard checkers numbers 1–32: square 1
// is b8, 4 is h8, 5 is a7, 29 is a1 and 32 is g1 (see Number and NumberedSquare).
type Square int8

// NoSquare is the zero-information square, returned with errors.
const NoSquare Square = -1

// NewSquare returns the square on the given file and rank, both from 0 to 7.
func NewSquare(file, rank int) Square { return Square(file + 8*rank) }

// File returns the file of s, 0 (a) to 7 (h).
func (s Square) File() int { return int(s) & 7 }

// Rank returns the rank of s, 0 (rank 1) to 7 (rank 8).
func (s Square) Rank() int { return int(s) >> 3 }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

// Dark reports whether s is one of the 32 dark squares that carry numbers.
func (s Square) Dark() bool { return (s.File()+s.Rank())%2 == 0 }

// String returns the algebraic name of s, such as "c3".
func (s Square) String() string {
	if !s.Valid() {
		return fmt.Sprintf("Square(%d)", int8(s))
	}
	i := 2 * int(s)
	return squareNames[i : i+2]
}

// squareNames holds every square's name in order, two letters each, so
// that String allocates nothing.
const squareNames = "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4" +
	"a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8"

// Number returns the standard checkers number of a dark square, 1 to 32, and
// 0 for a light square or a square off the board.
func (s Square) Number() int {
	if !s.Valid() || !s.Dark() {
		return 0
	}
	row := 7 - s.Rank() // row 0 is rank 8, Black's back row
	return row*4 + s.File()/2 + 1
}

// NumberedSquare returns the dark square that carries the standard checkers
// number n, 1 to 32; ok is false for any other n.
func NumberedSquare(n int) (s Square, ok bool) {
	if n < 1 || n > 32 {
		return NoSquare, false
	}
	i := n - 1
	row, col := i/4, i%4
	file := 2 * col
	if row%2 == 0 {
		file++
	}
	return NewSquare(file, 7-row), true
}

// ParseSquare reads an algebraic square name such as "c3".
func ParseSquare(text string) (Square, error) {
	if len(text) != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' {
		return NoSquare, fmt.Errorf("bad square %q: want a file a-h and a rank 1-8, such as c3", text)
	}
	return NewSquare(int(text[0]-'a'), int(text[1]-'1')), nil
}
