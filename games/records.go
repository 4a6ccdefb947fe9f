package games

import "github.com/kingme/kingme/pdn"

// PDN returns the library pdn reads and writes records with: each game of
// the table with what its records say (Game.Records), in the table's
// order.
func PDN() *pdn.Library {
	ds := make([]pdn.Dialect, len(all))
	for i, g := range all {
		ds[i] = pdn.Dialect{Variant: g.Variant, Records: g.Records}
	}
	return pdn.NewLibrary(ds...)
}
