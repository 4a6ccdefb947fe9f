package turkish_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
)

// A king takes its pieces one at a time: the first square it took is free
// at once, and its way round five pieces may end there.
func Example() {
	v := turkish.Variant{}
	p, err := v.ParsePosition("W:WKe1:Be3,c4,b6,d7,e5,Kh1")
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
	// e1xe1
	// e1xe2
	// e1xe3
	// e1xd4
	// e1xe4
	// e1xf4
	// e1xg4
	// e1xh4
	// 8 moves from the start
}
