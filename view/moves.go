package view

import (
	"fmt"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// standardMove returns the view of m, a legal move of p.
func standardMove(_ standard.Position, m standard.Move) (Move, error) {
	return Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}, nil
}

// stackemMove returns the view of m, a legal move of p.
func stackemMove(_ stackem.Position, m stackem.Move) (Move, error) {
	path := numberedPath(m)
	return Move{Text: m.String(), Path: path, Captured: jumpedSquares(path, m.IsJump())}, nil
}

// flyingKingsMove returns the view of m, a legal move of p.
func flyingKingsMove(_ flyingkings.Position, m flyingkings.Move) (Move, error) {
	v := Move{Text: m.String(), Path: numberedPath(m), Captured: numberedSquares(m.Captured())}
	if n := m.Spawn(); n != 0 {
		v.Spawn = numbered(n)
	}
	return v, nil
}

// numberedMove is a move of a game on the numbered squares.
type numberedMove interface {
	From() int
	To() int
	Jumps() int
	Landing(i int) int
}

// numberedPath returns the squares of m's start, each landing and its end.
func numberedPath(m numberedMove) []string {
	path := make([]string, 1, 2+m.Jumps())
	path[0] = numbered(m.From())
	if m.Jumps() == 0 {
		return append(path, numbered(m.To()))
	}
	for i := range m.Jumps() {
		path = append(path, numbered(m.Landing(i)))
	}
	return path
}

// numberedSquares returns the names of the squares numbered ns, nil for
// none.
func numberedSquares(ns []int) []string {
	if len(ns) == 0 {
		return nil
	}
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = numbered(n)
	}
	return out
}

// jumpedSquares returns the squares jumped over between the consecutive
// squares of a jump path (a Stack'Em stack's top is taken at each), each
// once, in ascending order of their numbers; nil for a simple move.
func jumpedSquares(path []string, jump bool) []string {
	if !jump {
		return nil
	}
	var numbers []int
	for i := 1; i < len(path); i++ {
		a, b := checkers.Square(squareIndex(path[i-1])), checkers.Square(squareIndex(path[i]))
		over := checkers.NewSquare((a.File()+b.File())/2, (a.Rank()+b.Rank())/2)
		if !slices.Contains(numbers, over.Number()) {
			numbers = append(numbers, over.Number())
		}
	}
	slices.Sort(numbers)
	return numberedSquares(numbers)
}

// coastMove returns the view of m, a legal Coast-to-Coast move of p.
func coastMove(p coast.Position, m coast.Move) (Move, error) {
	if m.IsPass() {
		return Move{Text: m.String(), Path: []string{}, Pass: true}, nil
	}
	route := p.Route(m)
	if route == nil {
		return Move{}, fmt.Errorf("view: no route for move %s in %s", m, p)
	}
	v := Move{Text: m.String(), Path: make([]string, len(route))}
	for i, sq := range route {
		v.Path[i] = sq.String()
	}
	if m.Crowns() {
		if v.Crown = slices.Index(v.Path, coastHome[p.Turn().Opponent()]); v.Crown <= 0 {
			return Move{}, fmt.Errorf("view: the route %v of move %s in %s does not pass the crowning square", v.Path, m, p)
		}
	}
	return v, nil
}
