package learn_test

import (
	"fmt"

	"github.com/kingme/kingme/engine/learn"
	"github.com/kingme/kingme/games"
)

// ExampleAverage takes the mean of two weights of standard checkers'
// learned evaluation, weight by weight, as kingme average does with files.
func ExampleAverage() {
	g, err := games.Lookup("standard")
	if err != nil {
		panic(err)
	}
	e := g.Learning
	filled := func(v int16) any {
		vs := make([]int16, 2*e.Features)
		for i := range vs {
			vs[i] = v
		}
		w, err := e.New(vs, false)
		if err != nil {
			panic(err)
		}
		return w
	}
	mean, err := learn.Average(e, filled(10), filled(15))
	if err != nil {
		panic(err)
	}
	vs, _, _ := e.Values(mean)
	fmt.Println(len(vs) == 2*e.Features, vs[0], vs[len(vs)-1])
	// Output: true 13 13
}
