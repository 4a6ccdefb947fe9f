package engine_test

import (
	"context"
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// A Player thinks about a game's current position.
func ExampleNew() {
	v := standard.Variant{}
	start, _ := v.ParsePosition("B:W32,29,27,24,K17,11,K8:BK26,22,20,18,K15,5,2")
	g := checkers.NewGameFrom(v, start)
	p, _ := games.NewPlayer(v, engine.Options{TableMiB: 16, Singular: -1}) // the singular extension finds this shot later
	r, _ := p.Think(context.Background(), g, engine.Limits{Depth: 24}, nil)
	n, _ := engine.WinIn(r.Score)
	fmt.Println(r.Move, "wins in", n, "moves")
	// Output: 2-7 wins in 8 moves
}

// Levels range from Beginner to Grandmaster.
func ExampleLevelByName() {
	l, _ := engine.LevelByName("club")
	fmt.Println(l.Number, l.Name, "searches", l.Depth, "plies:", l.Description)
	// Output: 5 Club searches 6 plies: a steady club player
}

// A Solution is what the endgame databases know of a position, for the
// player to move: kingme egdb probe prints it.
func ExampleSolution() {
	for _, s := range []engine.Solution{{Outcome: 1, Plies: 7}, {Outcome: -1, Plies: 8}, {}} {
		fmt.Printf("%s: %v\n", s.Result(), s)
	}
	// Output:
	// win: win in 7 plies to a conversion
	// loss: loss in 8 plies to a conversion
	// draw: draw
}
