package pool_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/pool"
)

// Any capture may be chosen, not only the longest, and a man that reaches
// the far row by a jump and can jump on, backward, goes on as a man.
func Example() {
	v := pool.Variant{}
	p, err := v.ParsePosition("W:W11,28:B7,6,24")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.Legal() {
		fmt.Println(m)
	}
	g := checkers.NewGame(v)
	fmt.Println(g.Turn(), "moves first, with", len(g.Legal()), "moves")
	// Output:
	// 11x2x9
	// 28x19
	// Black moves first, with 7 moves
}
