package view

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/kingme/kingme/checkers"
)

// Display draws one game's positions and moves. Each game's entry in the
// table of games (package games) makes its own with NewDisplay, from what
// it knows of its pieces, squares and moves; this package knows no game.
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

// Drawing is what one game tells NewDisplay: how its positions, moves and
// edited boards are drawn and written. P is the game's position type, M its
// move type.
type Drawing[P checkers.Position, M checkers.Move] struct {
	// Position draws p's pieces and special squares (and the counts a game
	// keeps beside the board): the fields of a Position other than
	// Variant, Name, Turn and Text, which NewDisplay fills. The order of
	// Pieces and Specials does not matter: they are sorted by square.
	Position func(p P) Position
	// Move describes m, a legal move of p, as the squares a player clicks.
	Move func(p P, m M) (Move, error)
	// Compose writes a board editor's Position as the game's position
	// text (which the game's rules then read and check); its error says
	// what in v cannot be written.
	Compose func(v Position) (string, error)
	// Kinds are the game's kinds of piece, in the order a board editor
	// offers them.
	Kinds []PieceKind
}

// NewDisplay returns the Display of variant, whose positions are P values
// (or *P) and moves M values, drawn by d. What every game shares is done
// here once: its key and name, the turn, the text, the order of pieces, the
// checks of types and legality, and reading a composed position with the
// rules.
func NewDisplay[P checkers.Position, M checkers.Move](variant checkers.Variant, d Drawing[P, M]) Display {
	return typed[P, M]{variant: variant, position: d.Position, move: d.Move, compose: d.Compose, kinds: slices.Clone(d.Kinds)}
}

// typed is the Display of the game variant, whose positions are P values and
// moves M values, from the three functions that know the game and its kinds
// of piece.
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
	v.Turn = ColorName(q.Turn())
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
