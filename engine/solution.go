package engine

import "fmt"

// Solution is what an Oracle (the endgame databases) knows of a position,
// for the player to move.
type Solution struct {
	// Outcome is +1 for a win, 0 for a draw and −1 for a loss.
	Outcome int
	// Plies are the plies to the next move that makes progress (a capture
	// or a man's move in standard checkers) or to the end, the winner
	// hurrying and the loser holding out; 0 for a draw.
	Plies int
}

// Result names the outcome: "win", "draw" or "loss".
func (s Solution) Result() string {
	switch {
	case s.Outcome > 0:
		return "win"
	case s.Outcome < 0:
		return "loss"
	}
	return "draw"
}

// String describes s as kingme egdb probe prints it: "win in 7 plies to a
// conversion", "loss in 8 plies to a conversion" or "draw".
func (s Solution) String() string {
	if s.Outcome == 0 {
		return "draw"
	}
	return fmt.Sprintf("%s in %d plies to a conversion", s.Result(), s.Plies)
}

// Probe returns what the searcher's oracle (Options.Endgame) knows of pos,
// and false when it has none or does not hold pos.
func (s *Searcher[P, M, G]) Probe(pos P) (Solution, bool) { return probe(s.oracle, pos) }

// probe returns what oracle (nil: none) knows of pos.
func probe[P any](oracle func(*P) (outcome, plies int, ok bool), pos P) (Solution, bool) {
	if oracle == nil {
		return Solution{}, false
	}
	outcome, plies, ok := oracle(&pos)
	if !ok {
		return Solution{}, false
	}
	if outcome == 0 {
		plies = 0
	}
	return Solution{Outcome: outcome, Plies: plies}, true
}
