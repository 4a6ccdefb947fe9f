package frysk_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/frysk"
)

// Frysk! starts from five men a side on the back rows, White first.
func Example() {
	p := frysk.Start()
	fmt.Println(p)
	fmt.Println(p.LegalMoves())
	// Output:
	// W:W46,47,48,49,50:B1,2,3,4,5
	// [46-41 47-41 47-42 48-42 48-43 49-43 49-44 50-44 50-45]
}
