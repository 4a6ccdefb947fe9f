package games_test

import (
	"fmt"
	"reflect"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

// displayOf returns the Display of p's game in the table, found by the
// type of p's variant (nil for a position of no game of the table).
func displayOf(p checkers.Position) view.Display {
	for _, g := range games.All() {
		if reflect.TypeOf(g.Variant.Start()) == reflect.TypeOf(p) || reflect.PointerTo(reflect.TypeOf(g.Variant.Start())) == reflect.TypeOf(p) {
			return g.Display
		}
	}
	return nil
}

// display returns the Display of the game whose key is key.
func display(key string) view.Display {
	g, err := games.Lookup(key)
	if err != nil {
		panic(err)
	}
	return g.Display
}

// Of is the view of p by its game's Display.
func Of(p checkers.Position) (view.Position, error) {
	d := displayOf(p)
	if d == nil {
		return view.Position{}, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Position(p)
}

// Moves is the views of p's legal moves by its game's Display.
func Moves(p checkers.Position) ([]view.Move, error) {
	d := displayOf(p)
	if d == nil {
		return nil, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Moves(p)
}

// MoveOf is the view of m in p by p's game's Display.
func MoveOf(p checkers.Position, m checkers.Move) (view.Move, error) {
	d := displayOf(p)
	if d == nil {
		return view.Move{}, fmt.Errorf("view: unknown position type %T", p)
	}
	return d.Move(p, m)
}

// lookupVariant returns the rules of the game whose key is key.
func lookupVariant(key string) (checkers.Variant, error) {
	g, err := games.Lookup(key)
	if err != nil {
		return nil, err
	}
	return g.Variant, nil
}

// variantKeys returns the keys of the games of the table.
func variantKeys() []string { return games.Keys() }

// squareIndex returns the place of a square name in the board's order (a1
// first, then along each rank, on boards up to 10×10), -1 for a bad one.
func squareIndex(name string) int {
	sq, err := view.ParseSquare(name, view.MaxSize)
	if err != nil {
		return -1
	}
	return sq.File + view.MaxSize*sq.Rank
}

// playingSquare reports whether name is a square board is played on: on
// the board (8×8 unless its Size says), and dark unless all are played.
func playingSquare(board view.Position, name string) bool {
	size := 8
	if board.Size > 0 {
		size = board.Size
	}
	sq, err := view.ParseSquare(name, size)
	return err == nil && (board.Squares != "dark" || sq.Dark())
}
