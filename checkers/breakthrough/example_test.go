package breakthrough_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
)

// A man that passes the last row during a capture goes on as a man and
// wins nothing; the first man crowned where its move ends wins.
func Example() {
	v := breakthrough.Variant{}
	p, err := v.ParsePosition("W:W13,30:B7,8,18")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := checkers.NewGameFrom(v, p)
	for _, m := range []string{"13x11", "18-23", "11-6", "23-29", "6-1"} {
		if err := g.PlayText(m); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(m, g.Result())
	}
	// Output:
	// 13x11 ongoing
	// 18-23 ongoing
	// 11-6 ongoing
	// 23-29 ongoing
	// 6-1 Red wins (first king crowned)
}
