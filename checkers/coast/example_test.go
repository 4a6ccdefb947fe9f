package coast_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
)

func ExampleParsePosition() {
	// A Red piece next to Black's home h8: it may step on, be crowned, and
	// step off again as a king in the same turn.
	p, err := coast.ParsePosition("R:Rg7/0:Ba5/0")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.LegalMoves() {
		if m.Crowns() {
			fmt.Println(m, "→", p.Play(m))
		}
	}
	// Output:
	// g7-h8+g7 → B:RKg7/0:Ba5/0
	// g7-h8+h7 → B:RKh7/0:Ba5/0
	// g7-h8+g8 → B:RKg8/0:Ba5/0
}

func Example_game() {
	g := checkers.NewGame(coast.Variant{})
	for _, text := range []string{"g5-f4", "b4-c5", "h5-h4"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(g.PlayText("a2-a1"))
	// Output:
	// R:Rb1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,c5/0:Bf4,h4,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8/0
	// illegal move a2-a1: a piece does not move from a2 to a1: only a king moves toward its own home
}
