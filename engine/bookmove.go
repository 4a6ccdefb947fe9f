package engine

import "github.com/kingme/kingme/checkers"

// fromBook returns the book's move for g's position, if the player has a
// book that holds it: the best at full strength, one within BookMargin of
// the best, at random, at a level. A book move that is not legal here (a
// book of another game, or a damaged one) is passed over.
func (pl *player[P, M, G]) fromBook(g *checkers.Game) (Report, bool) {
	if pl.book == nil {
		return Report{}, false
	}
	entries := pl.book.Moves(g.Position().String())
	if len(entries) == 0 {
		return Report{}, false
	}
	legal := g.Legal()
	type choice struct {
		move  checkers.Move
		entry BookMove
	}
	var choices []choice
	best := entries[0].Score
	for _, e := range entries {
		best = max(best, e.Score)
	}
	for _, e := range entries {
		if e.Score < best-BookMargin || (pl.level == Level{} && e.Score < best) {
			continue
		}
		for _, m := range legal {
			if m.String() == e.Move {
				choices = append(choices, choice{m, e})
				break
			}
		}
	}
	if len(choices) == 0 {
		return Report{}, false
	}
	c := choices[0]
	if pl.level != (Level{}) {
		c = choices[pl.rng.IntN(len(choices))]
	}
	return Report{Move: c.move, Score: c.entry.Score, Depth: c.entry.Depth, SelDepth: c.entry.Depth, PV: []checkers.Move{c.move}, Book: true}, true
}
