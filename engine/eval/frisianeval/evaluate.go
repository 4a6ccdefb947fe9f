package frisianeval

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/frisian"
)

// Weights are the terms of Evaluate, in hundredths of a man (the package
// comment says what each counts). A search reads them and never writes
// them, so one Weights may serve many searches.
type Weights struct {
	// Man and King are what each piece is worth.
	Man, King int
	// Advance is what each row a man has gone forward is worth.
	Advance int
	// Mobility is what each move that captures nothing is worth.
	Mobility int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights { return Weights{Man: 100, King: 250, Advance: 3, Mobility: 2} }

// Evaluate returns how good the Frisian draughts position p is for the
// player to move (see EvaluateOf).
func (w *Weights) Evaluate(p *Position) int { return EvaluateOf(w, p) }

// EvaluateOf returns how good p, a position of a game played by the Frisian
// rules, is for the player to move, in hundredths of a man, by the weights
// w: the player's pieces, advance and moves less the opponent's. A search
// calls it in quiet positions. It allocates nothing.
func EvaluateOf[R frisian.RuleSet](w *Weights, p *frisian.PositionOf[R]) int {
	us := p.Turn()
	return side(w, p, us) - side(w, p, us.Opponent())
}

// side sums what the side c's pieces and moves are worth by w.
func side[R frisian.RuleSet](w *Weights, p *frisian.PositionOf[R], c checkers.Color) int {
	men, kings := p.Count(c)
	advance, men1 := 0, p.Pieces(c)&^p.Kings()
	for row, b := range rows { // row 0 is Black's back row
		n := (men1 & b).Count()
		if c == checkers.Red {
			advance += (9 - row) * n
		} else {
			advance += row * n
		}
	}
	return w.Man*men + w.King*kings + w.Advance*advance + w.Mobility*p.Steps(c)
}

// rows are the board's ten rows of five squares, from Black's back row
// (1–5) to White's (46–50).
var rows = func() (r [10]frisian.Bitboard) {
	for n := 1; n <= 50; n++ {
		r[(n-1)/5] |= frisian.Square(n)
	}
	return r
}()
