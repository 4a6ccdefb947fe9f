// Package variants is the explicit list of the games KingMe plays, looked up
// by key. It is the one place that knows every variant package; add a new
// game here and every command and page offers it.
package variants

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// all lists the variants in the order they are shown.
var all = []checkers.Variant{
	standard.Variant{},
	stackem.Variant{},
	coast.Variant{},
	flyingkings.Variant{},
}

// All returns the variants, in the order they are shown to players.
func All() []checkers.Variant { return append([]checkers.Variant(nil), all...) }

// Keys returns the variants' keys in the order of All.
func Keys() []string {
	keys := make([]string, len(all))
	for i, v := range all {
		keys[i] = v.Key()
	}
	return keys
}

// Lookup returns the variant with the given key, such as "standard".
func Lookup(key string) (checkers.Variant, error) {
	for _, v := range all {
		if v.Key() == key {
			return v, nil
		}
	}
	return nil, fmt.Errorf("unknown variant %q: want one of %s", key, strings.Join(Keys(), ", "))
}
