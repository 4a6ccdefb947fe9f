package internationaleval_test

import (
	"context"
	"fmt"

	"github.com/kingme/kingme/checkers/international"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/engine/eval/internationaleval"
)

// A search with the hand-set evaluation finds a two-for-one shot.
func Example() {
	p, _ := international.ParseFEN("W:W37,38,42,46,47,48:B1,2,3,4,27,28")
	s := engine.NewSearcher[international.Position, international.Move](internationaleval.Engine{}, 1)
	r := s.Search(context.Background(), p, nil, 0, engine.Limits{Depth: 5}, nil)
	fmt.Println(r.PV[:3], r.Score > 100)
	// Output:
	// [38-32 27x38 42x22] true
}

// Evaluate scores a position for the player to move.
func ExampleWeights_Evaluate() {
	w := internationaleval.DefaultWeights()
	p := international.Start()
	fmt.Println(w.Evaluate(&p))
	q, _ := international.ParseFEN("B:W31-50:B1-19")
	fmt.Println(w.Evaluate(&q))
	// Output:
	// 0
	// -106
}
