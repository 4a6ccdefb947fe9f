package italian_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/italian"
)

// A man may not capture a king, and among captures of as many pieces the
// king's comes first.
func Example() {
	v := italian.Variant{}
	p, err := v.ParsePosition("W:W22,K27:B18,23")
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
	// 27x20
	// 7 moves from the start
}
