package antidraughts_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/antidraughts"
)

// White gives its last man away; Black must take it, and White, left
// without a move, wins.
func Example() {
	v := antidraughts.Variant{}
	p, err := v.ParsePosition("W:W32:B23")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := checkers.NewGameFrom(v, p)
	for _, m := range []string{"32-28", "23x32"} {
		if err := g.PlayText(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(g.Result())
	// Output:
	// Red wins (all pieces captured)
}
