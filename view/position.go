package view

import (
	"github.com/kingme/kingme/checkers"
)

// ColorName returns the view's name of colour c: "black" or "red".
func ColorName(c checkers.Color) string {
	if c == checkers.Red {
		return "red"
	}
	return "black"
}
