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
		return newPlayer[standard.Position, standard.Move](v, Standard{}, o), nil
	case stackem.Variant:
		return newPlayer[stackem.Position, stackem.Move](v, StackEm{}, o), nil
	case coast.Variant:
		return newPlayer[coast.Position, coast.Move](v, Coast{}, o), nil
	case flyingkings.Variant:
		return newPlayer[flyingkings.Position, flyingkings.Move](v, FlyingKings{}, o), nil
	}
	return nil, fmt.Errorf("the engine does not play %s", v.Name())
}
