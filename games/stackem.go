package games

import (
	"fmt"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/engine/eval/pattern"
	"github.com/kingme/kingme/engine/eval/stackemeval"
	"github.com/kingme/kingme/view"
)

// stackemGame is Stack'Em: jumped pieces go under the jumping stack.
var stackemGame = withLearning[stackem.Position, stackem.Move](entry[stackem.Position, stackem.Move](stackem.Variant{},
	func(w *stackemeval.Weights) stackemeval.Engine { return stackemeval.Engine{W: w} }, stackemeval.DefaultWeights,
	Game{
		Display:     stackemDisplay,
		Bottom:      checkers.Black,
		Rules:       "stackem.md",
		Legend:      []string{pieces, "●3 a stack of 3, its top"},
		LargeLegend: []string{"   and below, the ones under it"},
		Notation:    []string{"11-15 move · 15x24x31 jumps", "15x31 by its ends alone"},
	}), stackemeval.Engine{},
	flatLearned[stackem.Position, stackemeval.PatternWeights, stackemeval.PatternEngine](
		stackemeval.NumFeatures, pattern.Bands*pattern.Configs, stackemeval.ScalarNames,
		stackemeval.Features, stackemeval.NewPatternWeights,
		func(w *stackemeval.PatternWeights) stackemeval.PatternEngine {
			return stackemeval.PatternEngine{Patterns: w}
		},
		stackemeval.ParsePatternWeights).withBuiltin(stackemeval.LearnedWeights))

// stackemDisplay draws Stack'Em for view.
var stackemDisplay = view.NewDisplay(stackem.Variant{}, view.Drawing[stackem.Position, stackem.Move]{
	Position: ofStackem,
	Move:     stackemMove,
	Compose:  composeStackem,
	Kinds:    checkerKinds,
})

func ofStackem(p stackem.Position) view.Position {
	v := numberedBoard()
	for n := 1; n <= 32; n++ {
		stack := p.Stack(n)
		if len(stack) == 0 {
			continue
		}
		top := stack[len(stack)-1]
		piece := view.Piece{Square: numbered(n), Color: view.ColorName(top.Color), Kind: "man", Stack: make([]view.Checker, len(stack))}
		if top.King {
			piece.Kind = "king"
		}
		for i, c := range stack {
			piece.Stack[i] = view.Checker{Color: view.ColorName(c.Color), King: c.King}
		}
		piece.Label = stackLabel(n, stack)
		v.Pieces = append(v.Pieces, piece)
	}
	return v
}

// stackLabel says what stands on square n: "Red piece on 9 (b6)" for one
// checker, "Stack of 3 on 14 (c5): Black king on top, then Red, Red" (top
// down) for more.
func stackLabel(n int, stack []stackem.Checker) string {
	top := stack[len(stack)-1]
	kind := "piece"
	if top.King {
		kind = "king"
	}
	if len(stack) == 1 {
		return fmt.Sprintf("%s %s on %s", top.Color, kind, where(n))
	}
	label := fmt.Sprintf("Stack of %d on %s: %s %s on top, then ", len(stack), where(n), top.Color, kind)
	for i := len(stack) - 2; i >= 0; i-- {
		label += stack[i].Color.String()
		if i > 0 {
			label += ", "
		}
	}
	return label
}

// stackemMove returns the view of m, a legal move of p.
func stackemMove(_ stackem.Position, m stackem.Move) (view.Move, error) {
	path := numberedPath(m)
	return view.Move{Text: m.String(), Path: path, Captured: jumpedSquares(path, m.IsJump())}, nil
}

// composeStackem writes Stack'Em's text: "R 9:rrB 14:b". A piece's Stack
// gives its checkers bottom first; a piece without one is a single
// checker of its Color and Kind.
func composeStackem(v view.Position) (string, error) {
	turn, err := turnLetter(v.Turn, [2]string{"B", "R"})
	if err != nil {
		return "", err
	}
	b := []byte(turn)
	for _, p := range v.Pieces {
		n, err := darkNumber(p)
		if err != nil {
			return "", err
		}
		stack := p.Stack
		if len(stack) == 0 {
			if p.Kind != "man" && p.Kind != "king" {
				return "", fmt.Errorf("the piece on %s is a %q; want man or king", p.Square, p.Kind)
			}
			stack = []view.Checker{{Color: p.Color, King: p.Kind == "king"}}
		}
		b = fmt.Appendf(b, " %d:", n)
		for _, c := range stack {
			letter := byte('b')
			switch c.Color {
			case "black":
			case "red":
				letter = 'r'
			default:
				return "", fmt.Errorf("a checker on %s has colour %q; want black or red", p.Square, c.Color)
			}
			if c.King {
				letter -= 'a' - 'A'
			}
			b = append(b, letter)
		}
	}
	return string(b), nil
}
