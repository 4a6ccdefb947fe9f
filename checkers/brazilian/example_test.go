package brazilian_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/brazilian"
)

// The capture of the most pieces is compulsory, and a man that passes the
// last row during a capture goes on as a man.
func Example() {
	v := brazilian.Variant{}
	p, err := v.ParsePosition("W:Wb6,h2:Bc7,e7,g3")
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
	// b6xd8xf6
	// 7 moves from the start
}
