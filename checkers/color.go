package checkers

import "fmt"

// Color is the colour of a player and of his pieces.
type Color uint8

const (
	// Black moves first in standard checkers and Coast-to-Coast.
	Black Color = iota
	// Red moves first in Stack'Em; standard checkers' PDN text writes it W.
	Red
)

// Opponent returns the other colour.
func (c Color) Opponent() Color { return c ^ 1 }

// String returns "Black" or "Red".
func (c Color) String() string {
	switch c {
	case Black:
		return "Black"
	case Red:
		return "Red"
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}
