package engine

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// New returns a Player for the variant v, one of the games in
// checkers/variants.
func New(v checkers.Variant, o Options) (Player, error) {
	switch v.(type) {
	case standard.Variant:
		w, err := weights[standard.Weights](o.Weights, v)
		if err != nil {
			return nil, err
		}
		return newPlayer[standard.Position, standard.Move](v, Standard{W: w}, o), nil
	case stackem.Variant:
		w, err := weights[stackem.Weights](o.Weights, v)
		if err != nil {
			return nil, err
		}
		return newPlayer[stackem.Position, stackem.Move](v, StackEm{W: w}, o), nil
	case coast.Variant:
		w, err := weights[coast.Weights](o.Weights, v)
		if err != nil {
			return nil, err
		}
		return newPlayer[coast.Position, coast.Move](v, Coast{W: w}, o), nil
	case flyingkings.Variant:
		w, err := weights[flyingkings.Weights](o.Weights, v)
		if err != nil {
			return nil, err
		}
		return newPlayer[flyingkings.Position, flyingkings.Move](v, FlyingKings{W: w}, o), nil
	}
	return nil, fmt.Errorf("the engine does not play %s", v.Name())
}

// weights returns the evaluation weights o.Weights holds for v: nil (the
// variant's defaults) when it holds none, an error when they are another
// game's.
func weights[W any](given any, v checkers.Variant) (*W, error) {
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

// DefaultWeights returns a pointer to a new copy of v's evaluation weights,
// the kind of value Options.Weights takes (the tuning tool starts from it).
func DefaultWeights(v checkers.Variant) (any, error) {
	switch v.(type) {
	case standard.Variant:
		w := standard.DefaultWeights()
		return &w, nil
	case flyingkings.Variant:
		w := flyingkings.DefaultWeights()
		return &w, nil
	case stackem.Variant:
		w := stackem.DefaultWeights()
		return &w, nil
	case coast.Variant:
		w := coast.DefaultWeights()
		return &w, nil
	}
	return nil, fmt.Errorf("the engine has no evaluation weights for %s", v.Name())
}
