package games

import (
	"fmt"
)

// Opening is one of a game's named openings, a game may start from.
type Opening struct {
	Key   string   // how a request names it, such as "ACF 8"
	Name  string   // its name for players, such as "Edinburgh Single (ACF 8)"
	Moves []string // its moves from the start position, in the game's notation
	// Note is what the list says of it besides, such as "added in 2003";
	// "" for nothing.
	Note string
}

// Openings is a game's list of named openings and its names of openings.
type Openings struct {
	// Title names the list for people, such as "the 3-move ballot".
	Title string
	// List returns the openings a game may start from, in order.
	List func() []Opening
	// Name names the opening a game's first moves make, "" when it has no
	// name (or before the first move).
	Name func(moves []string) string
}

// Find returns the opening whose key is key.
func (o *Openings) Find(key string) (Opening, error) {
	for _, op := range o.List() {
		if op.Key == key {
			return op, nil
		}
	}
	return Opening{}, fmt.Errorf("no opening %q: want one such as %q", key, o.List()[0].Key)
}
