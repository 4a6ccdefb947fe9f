package pdn_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

func ExampleReader() {
	const file = `[Event "Example"]
[Black "Tinsley, M."]
[White "Chinook"]
[GameType "21"]
{A short game.}
1. 11-15 23-19 2. 8-11! 22-17 (22-18 15x22 25x18) 3. 9-13 {Often played.} 1/2-1/2
`
	r := pdn.NewReader(strings.NewReader(file))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		black, _ := g.Tag("Black")
		fmt.Printf("%s, %d moves, result %s\n", black, len(g.Moves), g.Result)
		fmt.Println(g.Comment)
		for _, m := range g.Moves {
			fmt.Println(m.Number, m.Second, m.Text, m.NAGs, m.Comments)
		}
	}
	// Output:
	// Tinsley, M., 5 moves, result 1/2-1/2
	// A short game.
	// 1 false 11-15 [] []
	// 1 true 23-19 [] []
	// 2 false 8-11 [1] []
	// 2 true 22-17 [] []
	// 3 false 9-13 [] [Often played.]
}

func ExampleWriter() {
	g := &pdn.GameRecord{Result: "1-0"}
	g.SetTag("Event", "Club match")
	g.SetTag("GameType", "21")
	g.Moves = []pdn.Move{
		{Number: 1, Text: "11-15"},
		{Number: 1, Second: true, Text: "23-19", Comments: []string{"the Old Fourteenth follows"}},
		{Number: 2, Text: "8-11", NAGs: []int{1}},
	}
	if err := pdn.NewWriter(os.Stdout).Write(g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [Event "Club match"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [Black "?"]
	// [White "?"]
	// [Result "1-0"]
	// [GameType "21"]
	//
	// 1. 11-15 23-19 {the Old Fourteenth follows} 2. 8-11 $1 1-0
}

func ExampleLibrary_ReplayRecord() {
	const file = `[Event "A recorded game"]
[Result "1-0"]
1. 11:15 23-19 2. 8-11 22-17* 3. 9-13 17-14Whiteoversteppedthetime. *
`
	r := pdn.NewReader(strings.NewReader(file))
	g, err := r.Next()
	if err != nil {
		fmt.Println(err)
		return
	}
	game, notes, err := games.PDN().ReplayRecord(g, r.Source())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, n := range notes {
		fmt.Println(n)
	}
	fmt.Println(game.Len(), "moves:", game.Result())
	// Output:
	// game 1, line 3: comment "Whiteoversteppedthetime." glued to move 17-14 read as a comment
	// game 1, line 3: move 1. 11:15 read as 11-15
	// game 1, line 3: move 2... 22-17*: the suffix "*" dropped
	// 6 moves: Black wins (as recorded)
}
