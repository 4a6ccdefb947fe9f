package flyingkings_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/flyingkings"
)

func ExampleParsePosition() {
	// Red's Prince on 18 jumps onto Black's Spawn square 9 and spawns a
	// Prince on a free square of Red's King's Row: 30 or 32.
	p, err := flyingkings.ParsePosition("R:RP18,K29,K31:BK2,K3,G14")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.LegalMoves() {
		fmt.Println(m, "→", p.Play(m))
	}
	// Output:
	// 18x9+30 → B:RP9,K29,P30,K31:BK2,K3
	// 18x9+32 → B:RP9,K29,K31,P32:BK2,K3
}

func ExamplePosition_ParseMove() {
	// The Flying King on 29 must land on 15, from where it captures on.
	p, _ := flyingkings.ParsePosition("R:RP28,F29,K31:BK2,G10,G22")
	_, err := p.ParseMove("29x18")
	fmt.Println(err)
	m, _ := p.ParseMove("29x6")
	fmt.Println(m)
	// Output:
	// illegal move 29x18: the Flying King must land where it can jump on: on 15, not 18
	// 29x15x6
}

func Example_game() {
	// The players chose Red to move first; takes are compulsory, so Black
	// takes back at once.
	g := checkers.NewGameFrom(flyingkings.Variant{}, flyingkings.StartWith(checkers.Red))
	for _, text := range []string{"22-18", "11-15", "18x11", "7x16"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(g.Result())
	// Output:
	// R:RG21,G23,G24,P25,P26,P27,P28,P29,K30,K31,P32:BP1,K2,K3,P4,P5,P6,P8,G9,G10,G12,P16
	// ongoing
}
