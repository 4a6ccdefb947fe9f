package international_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/international"
)

// The capture of the most pieces is compulsory, and a man that passes the
// last row during a capture goes on as a man.
func Example() {
	v := international.Variant{}
	p, err := v.ParsePosition("W:W13,48:B7,8,43")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range p.Legal() {
		fmt.Println(m)
	}
	g := checkers.NewGame(v)
	fmt.Println(len(g.Legal()), "moves from the start")
	// Output:
	// 13x11
	// 9 moves from the start
}

// Two captures with the same ends are written with every landing square;
// ParseMove reads a capture by its ends when only one fits them.
func ExamplePosition_ParseMoveText() {
	p, _ := international.ParseFEN("B:W27,32,36,41,42,46,K33:BK50")
	fmt.Println(p.LegalMoves())
	if _, err := p.ParseMoveText("50x48"); err != nil {
		fmt.Println(err)
	}
	m, _ := p.ParseMoveText("50x28x37x48")
	fmt.Println(m, m.Captured(), p.Play(m))
	// Output:
	// [50x22x31x48 50x28x37x48]
	// illegal move 50x48: 50x48 could be 50x22x31x48, 50x28x37x48; write every landing square
	// 50x28x37x48 [32 33 42] W:W27,36,41,46:BK48
}

// ParseFEN reads ranges; String writes every square.
func ExampleParseFEN() {
	p, err := international.ParseFEN("W:W31-35,K46:B1-3")
	fmt.Println(p, err)
	fmt.Println(p.Perft(2))
	// Output:
	// W:W31,32,33,34,35,K46:B1,2,3 <nil>
	// 66
}
