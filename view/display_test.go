package view

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// displayOf returns the Display of p's game, for the tests, which take
// positions of every game (the app takes the Display from the table of
// games instead).
func displayOf(p checkers.Position) Display {
	switch p.(type) {
	case standard.Position, *standard.Position:
		return Standard
	case stackem.Position, *stackem.Position:
		return Stackem
	case coast.Position, *coast.Position:
		return Coast
	case flyingkings.Position, *flyingkings.Position:
		return FlyingKings
	}
	return nil
}

// Of is the view of p by its game's Display.
func Of(p checkers.Position) (Position, error) {
	d := displayOf(p)
	if d == nil {
		return Position{}, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Position(p)
}

// Moves is the views of p's legal moves by its game's Display.
func Moves(p checkers.Position) ([]Move, error) {
	d := displayOf(p)
	if d == nil {
		return nil, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Moves(p)
}

// MoveOf is the view of m in p by p's game's Display.
func MoveOf(p checkers.Position, m checkers.Move) (Move, error) {
	d := displayOf(p)
	if d == nil {
		return Move{}, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Move(p, m)
}

// testVariants are the games this package draws, for its tests (which may
// not import the table of games: the table imports this package).
var testVariants = []checkers.Variant{standard.Variant{}, stackem.Variant{}, coast.Variant{}, flyingkings.Variant{}}

// lookupVariant returns the game of testVariants with the given key.
func lookupVariant(key string) (checkers.Variant, error) {
	for _, v := range testVariants {
		if v.Key() == key {
			return v, nil
		}
	}
	return nil, fmt.Errorf("unknown variant %q", key)
}

// variantKeys returns the keys of testVariants.
func variantKeys() []string {
	var keys []string
	for _, v := range testVariants {
		keys = append(keys, v.Key())
	}
	return keys
}
