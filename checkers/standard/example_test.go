package standard_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/standard"
)

func ExampleParseFEN() {
	p, err := standard.ParseFEN("B:W18,K27:B14,K5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Turn(), p.At(5) == standard.BlackKing)
	for _, m := range p.LegalMoves() {
		fmt.Println(m)
	}
	// Output:
	// Black true
	// 14x23x32
}

func ExamplePosition_Perft() {
	p := standard.Start()
	for depth := 1; depth <= 5; depth++ {
		fmt.Printf("perft(%d) = %d\n", depth, p.Perft(depth))
	}
	// Output:
	// perft(1) = 7
	// perft(2) = 49
	// perft(3) = 302
	// perft(4) = 1469
	// perft(5) = 7361
}

func ExamplePosition_ParseMove() {
	p, _ := standard.ParseFEN("B:W14,23:B9")
	m, err := p.ParseMove("9x27") // the short form: only the ends
	fmt.Println(m, err)
	_, err = p.ParseMove("9x18")
	fmt.Println(err)
	// Output:
	// 9x18x27 <nil>
	// illegal move 9x18: the jump must be finished: 9x18x27
}

func ExamplePosition_AppendMoves() {
	p := standard.Start()
	buf := make([]standard.Move, 0, 32) // reuse it: no allocation per call
	for _, m := range p.AppendMoves(buf[:0]) {
		next := p.Play(m)
		fmt.Println(m, next.CountMoves())
	}
	// Unordered output:
	// 9-13 7
	// 9-14 7
	// 10-14 7
	// 10-15 7
	// 11-15 7
	// 11-16 7
	// 12-16 7
}

func Example_game() {
	g := checkers.NewGame(standard.Variant{})
	for _, text := range []string{"11-15", "23-19", "8-11", "22-17"} {
		if err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(g.PlayText("15-19"))
	// Output:
	// B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15
	// illegal move 15-19: 19 is occupied
}
