package frisian_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/frisian"
)

// A man captures along its row and up its column as well as diagonally,
// and must take the king rather than the man: a king is worth more.
func Example() {
	p, err := frisian.ParseFEN("W:W33:B28,29,K34")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.LegalMoves() {
		next := p.Play(m)
		fmt.Println(m, m.Captured(), next)
	}
	// Output:
	// 33x44 [29 34] B:W44:B28
}
