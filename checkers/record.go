package checkers

import "fmt"

// PlayRecorded plays m as a move of a game record (a PDN file, say): like
// Play, except that a game drawn by the repetition or no-progress rule goes
// on, because the record says the players went on. It is for reading what
// was played, never for live play, where Play ends the game at the draw.
// The result is then the one the new position and history give.
func (g *Game) PlayRecorded(m Move) error {
	if g.ended || (g.result.Over() && g.result.Reason != Repetition && g.result.Reason != NoProgress) {
		return fmt.Errorf("%w: %s", ErrGameOver, g.result)
	}
	return g.advance(m)
}
