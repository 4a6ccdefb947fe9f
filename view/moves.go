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

// Moves returns every legal move of p, a position of one of KingMe's games
// (see Of), in the order of p.Legal(). The error names the type of any
// other position.
func Moves(p checkers.Position) ([]Move, error) {
	p, err := concrete(p)
	if err != nil {
		return nil, err
	}
	legal := p.Legal()
	out := make([]Move, len(legal))
	for i, m := range legal {
		if out[i], err = describe(p, m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// MoveOf returns the view of m, a legal move of p, such as the last move
// played, to highlight it. The error says why m is not a legal move of p.
func MoveOf(p checkers.Position, m checkers.Move) (Move, error) {
	p, err := concrete(p)
	if err != nil {
		return Move{}, err
	}
	if m == nil {
		return Move{}, fmt.Errorf("view: no move given for %s", p)
	}
	if _, err := p.After(m); err != nil {
		return Move{}, fmt.Errorf("view: %w", err)
	}
	return describe(p, m)
}

// describe returns the view of m, a legal move of p, a value returned by
// concrete.
func describe(p checkers.Position, m checkers.Move) (Move, error) {
	wrongType := func() (Move, error) {
		return Move{}, fmt.Errorf("view: move %v is a %T, not a move of %T", m, m, p)
	}
	switch q := p.(type) {
	case standard.Position:
		sm, ok := m.(standard.Move)
		if !ok {
			return wrongType()
		}
		return Move{Text: sm.String(), Path: numberedPath(sm), Captured: numberedSquares(sm.Captured())}, nil
	case stackem.Position:
		sm, ok := m.(stackem.Move)
		if !ok {
			return wrongType()
		}
		path := numberedPath(sm)
		return Move{Text: sm.String(), Path: path, Captured: jumpedSquares(path, sm.IsJump())}, nil
	case flyingkings.Position:
		fm, ok := m.(flyingkings.Move)
		if !ok {
			return wrongType()
		}
		v := Move{Text: fm.String(), Path: numberedPath(fm), Captured: numberedSquares(fm.Captured())}
		if n := fm.Spawn(); n != 0 {
			v.Spawn = numbered(n)
		}
		return v, nil
	case coast.Position:
		cm, ok := m.(coast.Move)
		if !ok {
			return wrongType()
		}
		return coastMove(q, cm)
	}
	return Move{}, fmt.Errorf("view: unknown position type %T", p)
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
