package games_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// Look a game up by its key, play moves in its notation, and see an
// illegal one refused with the rule it breaks.
func Example() {
	g, err := games.Lookup("stackem")
	if err != nil {
		fmt.Println(err)
		return
	}
	game := checkers.NewGame(g.Variant)
	for _, text := range []string{"11-15", "22-18"} {
		if err := game.PlayText(text); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(g.Name(), game.Played())
	fmt.Println("legal now:", game.Legal())
	fmt.Println(game.PlayText("9-13"))
	// An unknown key's error lists the keys there are.
	_, err = games.Lookup("chess")
	first, _, _ := strings.Cut(err.Error(), ":")
	fmt.Println(first)
	// Output:
	// Stack'Em [11-15 22-18]
	// legal now: [15x22]
	// illegal move 9-13: a jump is compulsory: 15x22
	// unknown variant "chess"
}

// Ask the engine for a move: here a standard checkers shot ("two-fisted
// checkers", 2-7 and 15-11) it finds at a fixed depth, searching with one
// thread and without the singular extension (with it, the default, the
// shot is found later: docs/engine.md).
func ExampleGame_NewPlayer() {
	g, err := games.Lookup("standard")
	if err != nil {
		fmt.Println(err)
		return
	}
	start, err := g.Variant.ParsePosition("B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2")
	if err != nil {
		fmt.Println(err)
		return
	}
	game := checkers.NewGameFrom(g.Variant, start)
	player, err := g.NewPlayer(engine.Options{TableMiB: 16, Threads: 1, Singular: -1})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := player.Think(context.Background(), game, engine.Limits{Depth: 24}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	if n, ok := engine.WinIn(r.Score); ok && n > 0 {
		fmt.Println(r.Move, "wins in", n, "moves")
	}
	// Output:
	// 2-7 wins in 8 moves
}
