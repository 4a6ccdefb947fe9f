package stackem_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/stackem"
)

func ExampleParsePosition() {
	// A red piece on 14 faces a black stack of three on 18, topped by a king.
	p, err := stackem.ParsePosition("R 14:r 18:bbB 22:b")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.LegalMoves() {
		fmt.Println(m, "→", p.Play(m))
	}
	// Output:
	// 14x23x14x23 → B 22:b 23:bbbR
}

func ExamplePosition_Stack() {
	p, _ := stackem.ParsePosition("B 9:rrB")
	for _, c := range p.Stack(9) {
		fmt.Println(c.Color, c.King)
	}
	// Output:
	// Red false
	// Red false
	// Black true
}

func Example_game() {
	g := checkers.NewGame(stackem.Variant{})
	for _, text := range []string{"11-15", "22-18", "15x22"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(g.PlayText("26-22"))
	// Output:
	// B 1:r 2:r 3:r 4:r 5:r 6:r 7:r 8:r 9:r 10:r 12:r 21:b 22:bR 23:b 24:b 25:b 26:b 27:b 28:b 29:b 30:b 31:b 32:b
	// illegal move 26-22: 22 is occupied
}
