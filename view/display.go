package view

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/coast"
	"github.com/kingme/kingme/checkers/flyingkings"
	"github.com/kingme/kingme/checkers/stackem"
	"github.com/kingme/kingme/checkers/standard"
)

// Display draws one game's positions and moves. The table of games
// (games) gives each game its Display; this package has one
// for each game it knows how to draw (Standard, Stackem, Coast,
// FlyingKings), and lists none.
type Display interface {
	// Position returns the view of p. The error names the type of a
	// position of another game.
	Position(p checkers.Position) (Position, error)
	// Moves returns the view of every legal move of p, in the order of
	// p.Legal().
	Moves(p checkers.Position) ([]Move, error)
	// Move returns the view of m, a legal move of p, such as the last move
	// played, to highlight it. The error says why m is not a legal move of p.
	Move(p checkers.Position, m checkers.Move) (Move, error)
	// Compose returns the position v shows, the inverse of Position, for
	// a board editor: v's Turn, Pieces (with their Stack in Stack'Em) and
	// BorneOff (Coast-to-Coast; none is 0 each) are written as the game's
	// position text and read by its rules. The other fields are ignored
	// (Points follow from the pieces), but a Variant, when set, must be
	// this game's. The error says why the position cannot be set up, in
	// the rules' words, such as "Black man on 30 stands on its crowning
	// row, where it would have been crowned (write a king K)".
	Compose(v Position) (checkers.Position, error)
	// Kinds returns the kinds of piece of the game, in the order a board
	// editor offers them: the Kind values of its pieces, with their names.
	Kinds() []PieceKind
}

// The displays of the games this package draws.
var (
	// Standard draws standard checkers.
	Standard Display = typed[standard.Position, standard.Move]{standard.Variant{}, ofStandard, standardMove, composeStandard, standardKinds}
	// Stackem draws Stack'Em.
	Stackem Display = typed[stackem.Position, stackem.Move]{stackem.Variant{}, ofStackem, stackemMove, composeStackem, checkerKinds}
	// Coast draws Coast-to-Coast.
	Coast Display = typed[coast.Position, coast.Move]{coast.Variant{}, ofCoast, coastMove, composeCoast, checkerKinds}
	// FlyingKings draws Kings & Flying Kings.
	FlyingKings Display = typed[flyingkings.Position, flyingkings.Move]{flyingkings.Variant{}, ofFlyingKings, flyingKingsMove, composeFlyingKings, flyingKinds}
)

// typed is the Display of the game variant, whose positions are P values and
// moves M values, from the three functions that know the game (position
// draws the pieces and special squares, move describes a legal move and
// compose writes a view back as the game's position text) and its kinds of
// piece. What every
// game shares (its key and name, the turn, the text, the order of pieces,
// the checks of types and legality) is done here once.
type typed[P checkers.Position, M checkers.Move] struct {
	variant  checkers.Variant
	position func(P) Position
	move     func(P, M) (Move, error)
	compose  func(Position) (string, error)
	kinds    []PieceKind
}

func (t typed[P, M]) Kinds() []PieceKind { return slices.Clone(t.kinds) }

// concrete returns p as a P, dereferencing a *P, or an error naming p's type.
func (t typed[P, M]) concrete(p checkers.Position) (P, error) {
	switch q := any(p).(type) {
	case P:
		return q, nil
	case *P:
		if q != nil {
			return *q, nil
		}
	}
	var zero P
	return zero, fmt.Errorf("view: the position %T is not a %T", p, zero)
}

func (t typed[P, M]) Position(p checkers.Position) (Position, error) {
	q, err := t.concrete(p)
	if err != nil {
		return Position{}, err
	}
	v := t.position(q)
	v.Variant, v.Name = t.variant.Key(), t.variant.Name()
	v.Turn = colorName(q.Turn())
	v.Text = q.String()
	slices.SortFunc(v.Pieces, func(a, b Piece) int { return cmp.Compare(squareIndex(a.Square), squareIndex(b.Square)) })
	slices.SortFunc(v.Specials, func(a, b Special) int { return cmp.Compare(squareIndex(a.Square), squareIndex(b.Square)) })
	return v, nil
}

func (t typed[P, M]) Moves(p checkers.Position) ([]Move, error) {
	q, err := t.concrete(p)
	if err != nil {
		return nil, err
	}
	legal := q.Legal()
	out := make([]Move, len(legal))
	for i, m := range legal {
		if out[i], err = t.describe(q, m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (t typed[P, M]) Move(p checkers.Position, m checkers.Move) (Move, error) {
	q, err := t.concrete(p)
	if err != nil {
		return Move{}, err
	}
	if m == nil {
		return Move{}, fmt.Errorf("view: no move given for %s", q)
	}
	if _, err := q.After(m); err != nil {
		return Move{}, fmt.Errorf("view: %w", err)
	}
	return t.describe(q, m)
}

// describe returns the view of m, a legal move of p.
func (t typed[P, M]) describe(p P, m checkers.Move) (Move, error) {
	mm, ok := m.(M)
	if !ok {
		return Move{}, fmt.Errorf("view: move %v is a %T, not a move of %T", m, m, p)
	}
	return t.move(p, mm)
}
