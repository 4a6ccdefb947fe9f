package russian_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/russian"
)

// A man crowned in the middle of a capture goes on capturing as a king.
func Example() {
	v := russian.Variant{}
	p, err := v.ParsePosition("W:Wb6:Bc7,f6")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.Legal() {
		fmt.Println(m)
	}
	g := checkers.NewGame(v)
	fmt.Println(len(g.Legal()), "moves from the start")
	// Output:
	// b6:d8:g5
	// b6:d8:h4
	// 7 moves from the start
}
