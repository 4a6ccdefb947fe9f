package checkers_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

func ExampleGame() {
	g := checkers.NewGame(standard.Variant{})
	for _, text := range []string{"11-15", "23-19"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(g.Played())
	fmt.Println(g.Position())
	fmt.Println(g.Turn(), "to move;", g.Result())
	// Output:
	// [11-15 23-19]
	// B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
	// Black to move; ongoing
}
