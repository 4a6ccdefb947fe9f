package engine

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
)

// Move is what the engine needs of a game's move type: comparable, and a
// checkers.Move to hand to the application.
type Move interface {
	comparable
	checkers.Move
}

// NewPlayer returns a Player for the variant v, whose positions are P
// values, searching with game. The table of games (games)
// calls it for each game; the engine itself knows none.
func NewPlayer[P any, M Move, G Adapter[P, M]](v checkers.Variant, game G, o Options) Player {
	return newPlayer[P, M](v, game, o)
}

// WeightsFor returns the evaluation weights that given (Options.Weights)
// holds for v, whose weights are W values: nil (the game's defaults) when
// given is nil, an error when given is another game's.
func WeightsFor[W any](given any, v checkers.Variant) (*W, error) {
	switch w := given.(type) {
	case nil:
		return nil, nil
	case *W:
		return w, nil
	case W:
		return &w, nil
	}
	return nil, fmt.Errorf("the weights given (%T) are not %s weights", given, v.Name())
}
