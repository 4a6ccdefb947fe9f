package view

import (
	"github.com/kingme/kingme/checkers"
)

// squareIndex returns the index (0 for a1 to 63 for h8) of a square name
// written by this package.
func squareIndex(name string) int {
	sq, err := checkers.ParseSquare(name)
	if err != nil {
		return -1
	}
	return int(sq)
}

// ColorName returns the view's name of colour c: "black" or "red".
func ColorName(c checkers.Color) string {
	if c == checkers.Red {
		return "red"
	}
	return "black"
}
