// Package typed is the glue between a game's own position and move types
// and the checkers.Position interface, written once for the four games:
// boxing a parsed position or move, After and Progress. A game's position
// type P offers, through *P, the typed API of Rules; its moves are
// comparable values that are == exactly when they are the same move (the
// conformance suite, varianttest.Conformance, checks it).
//
// The games' fast perft walks are not here: called through a type
// parameter, AppendMoves, CountMoves and Play cannot be inlined and cost an
// indirect call each, which made a shared walk 1.5 to 2 times as slow as
// each game's own (standard checkers' perft(9): 20 ms against 40 ms).
package typed

import (
	"fmt"
	"slices"

	"github.com/kingme/kingme/checkers"
)

// Rules is the typed API of a game's position type P, through its pointer
// type, with moves of type M.
type Rules[P any, M comparable] interface {
	*P
	// AppendMoves appends the legal moves to dst, each once.
	AppendMoves(dst []M) []M
	// Play returns the position after a legal move.
	Play(m M) P
	// ParseMoveText reads a move's text; the error says why it is not
	// legal here.
	ParseMoveText(text string) (M, error)
	// ProgressMove reports whether a legal move resets the no-progress
	// count.
	ProgressMove(m M) bool
}

// Position returns a position read by a game's parser as a
// checkers.Position: nil, not a zero position in an interface, with an
// error. It is Variant.ParsePosition:
//
//	return typed.Position(ParseFEN(text))
func Position[P checkers.Position](p P, err error) (checkers.Position, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Move returns a move read by ParseMoveText as a checkers.Move: nil with an
// error. It is Position.ParseMove:
//
//	return typed.Move(p.ParseMoveText(text))
func Move[M checkers.Move](m M, err error) (checkers.Move, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}

// After is Position.After: the position after m, which must be a move of
// type M that p's AppendMoves gives. game names the game's moves in the
// error about a move of another type ("not a Stack'Em move"); the error
// about an illegal move of the game is ParseMoveText's for its text.
func After[P checkers.Position, M interface {
	checkers.Move
	comparable
}, PP Rules[P, M]](p P, m checkers.Move, game string) (checkers.Position, error) {
	tm, ok := m.(M)
	if !ok {
		return nil, fmt.Errorf("illegal move %v: not a %s move", m, game)
	}
	pp := PP(&p)
	var buf [64]M
	if slices.Contains(pp.AppendMoves(buf[:0]), tm) {
		return pp.Play(tm), nil
	}
	if _, err := pp.ParseMoveText(tm.String()); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("illegal move %s: not one of the legal moves", tm)
}

// Progress is Position.Progress: whether m, a move of type M, resets the
// no-progress count.
func Progress[P any, M comparable, PP Rules[P, M]](p *P, m checkers.Move) bool {
	tm, ok := m.(M)
	return ok && PP(p).ProgressMove(tm)
}
