package draughts32eval_test

import (
	"fmt"

	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/engine/eval/draughts32eval"
)

// PatternScalars counts the hand-set evaluation's terms for the player to
// move, own less opposing: weighted by the hand-set weights they give its
// score.
func ExamplePatternScalars() {
	b, _ := draughts32.Numbered.Parse("W:W29,K15:B18,K4")
	s, pieces := draughts32eval.PatternScalars(&b)
	for k, name := range draughts32eval.ScalarNames {
		fmt.Printf("%s %d, ", name, s[k])
	}
	fmt.Println(pieces, "pieces")
	w := draughts32eval.DefaultWeights()
	fmt.Println(draughts32eval.Evaluate(&b, &w), w.Advance*s[draughts32eval.ScalarAdvance]+w.Back*s[draughts32eval.ScalarBack])
	// Output:
	// man 0, king 0, advance -4, centre 0, road 0, back 1, tempo 1, 4 pieces
	// -8 -8
}
