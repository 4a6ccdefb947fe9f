package antidraughtseval

import "github.com/kingme/kingme/checkers"

// Weights are the terms of Evaluate, in hundredths of a man (the package
// comment says what each counts). A search reads them and never writes
// them, so one Weights may serve many searches.
type Weights struct {
	// Man and King are what each piece costs its side.
	Man, King int
	// Mobility is what each move that captures nothing costs its side.
	Mobility int
}

// DefaultWeights returns the hand-set weights.
func DefaultWeights() Weights { return Weights{Man: 100, King: 300, Mobility: 3} }

// Evaluate returns how good p is for the player to move, in hundredths of a
// man, by the weights w: the opponent's pieces and moves less the player's.
// A search calls it in quiet positions. It allocates nothing.
func (w *Weights) Evaluate(p *Position) int {
	us := p.Turn()
	return w.side(p, us.Opponent()) - w.side(p, us)
}

// side sums what the side c's pieces and moves cost it.
func (w *Weights) side(p *Position, c checkers.Color) int {
	men, kings := p.Count(c)
	return w.Man*men + w.King*kings + w.Mobility*p.Steps(c)
}
