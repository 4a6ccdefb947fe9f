package view_test

import (
	"encoding/json"
	"fmt"

	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/view"
)

func ExampleDisplay_position() {
	p, err := stackem.ParsePosition("R 14:rrB 22:R 27:br")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := games.Lookup("stackem")
	if err != nil {
		fmt.Println(err)
		return
	}
	var d view.Display = g.Display
	v, err := d.Position(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Variant, v.Turn, "to move")
	for _, piece := range v.Pieces {
		fmt.Printf("%s: %s\n", piece.Square, piece.Label)
	}
	// Output:
	// stackem red to move
	// f2: Stack of 2 on 27 (f2): Red piece on top, then Black
	// c3: Red king on 22 (c3)
	// c5: Stack of 3 on 14 (c5): Black king on top, then Red, Red
}

func ExampleDisplay_moves() {
	p, err := standard.ParseFEN("B:W14,15,24:B10")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := games.Lookup("standard")
	if err != nil {
		fmt.Println(err)
		return
	}
	moves, err := g.Display.Moves(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range moves {
		text, _ := json.Marshal(m)
		fmt.Println(string(text))
	}
	// Output:
	// {"text":"10x17","path":["d6","b4"],"captured":["c5"]}
	// {"text":"10x19x28","path":["d6","f4","h2"],"captured":["e5","g3"]}
}
