package book_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine/book"
)

// The built-in book of standard checkers, asked for the start position:
// its moves, best first, each with its score for the player to move (in
// hundredths of a man) and the depth of the search that scored it.
func Example() {
	b := book.Standard()
	for _, m := range b.Moves(standard.Start().String()) {
		fmt.Println(m.Move, m.Score, m.Depth)
	}
	fmt.Println(b.Positions(), "positions")
	// Output:
	// 11-15 -5 16
	// 11-16 -6 16
	// 794 positions
}
