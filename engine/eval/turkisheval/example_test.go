package turkisheval_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/turkish"
	"github.com/kingme/kingme/engine/eval/turkisheval"
)

// Evaluate scores a position for the player to move.
func ExampleWeights_Evaluate() {
	w := turkisheval.DefaultWeights()
	p := turkish.Start()
	fmt.Println(w.Evaluate(&p))
	q, _ := turkish.ParseFEN("B:Wa2,b2,c2:Bh7,g7")
	fmt.Println(w.Evaluate(&q))
	// Output:
	// 0
	// -100
}
