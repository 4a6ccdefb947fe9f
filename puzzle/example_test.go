package puzzle_test

import (
	"context"
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
)

// The finder sees White's shot in a standard checkers position: give a man
// on 11, then jump two men and crown.
func ExampleFinder_At() {
	g, _ := games.Lookup("standard")
	pos, _ := g.Variant.ParsePosition("W:W15,17,18,22,24,26,28,31,32:B4,6,7,8,9,10,13,16,19")
	f, _ := puzzle.NewFinder(g)
	p, ok, err := f.At(context.Background(), checkers.NewGameFrom(g.Variant, pos))
	if err != nil || !ok {
		fmt.Println("no puzzle:", err)
		return
	}
	fmt.Println(p.Line)
	fmt.Println(p.Themes)
	// Output:
	// [15-11 8x15 18x11x2]
	// [shot sacrifice breakthrough advantage]
}
