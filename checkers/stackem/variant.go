package stackem

import (
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/board32"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Stack'Em as a checkers.Variant. Its zero value is ready to use.
type Variant struct{}

// Key returns "stackem".
func (Variant) Key() string { return "stackem" }

// Name returns "Stack'Em".
func (Variant) Name() string { return "Stack'Em" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Jumped checkers go under the jumping stack, and can be freed again."
}

// Start returns the start position.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in the project's Stack'Em text; see the
// package function ParsePosition.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParsePosition(text))
}

// NoProgressPlies returns 80: after 40 moves by each player with no jump
// and no move by a stack topped by a piece, the game is drawn.
func (Variant) NoProgressPlies() int { return 80 }

// LegalMoves returns the legal moves in a new slice, sorted by the squares they
// start from, end on and pass through.
func (p Position) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 16))
	slices.SortFunc(moves, numbered.Compare[Move])

	return moves
}

// Legal returns the legal moves as checkers.Move values (each a Move).
func (p Position) Legal() []checkers.Move {
	return checkers.MoveList(p.LegalMoves())
}

// After returns the position after m, which must be a legal Move of p.
func (p Position) After(m checkers.Move) (checkers.Position, error) {
	return typed.After[Position, Move](p, m, "Stack'Em")
}

// Progress reports whether m jumps or moves a stack topped by a piece: the
// moves that reset the no-progress count.
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// ProgressMove is Progress for a Move of this package, without the
// interface: whether m jumps or moves a stack topped by a piece.
func (p *Position) ProgressMove(m Move) bool {
	return m.jumps > 0 || p.kings&board32.Bit(m.From()) == 0
}

// Status returns the result when the player to move controls no stack or
// cannot move (he loses), and the zero Result otherwise.
func (p Position) Status() checkers.Result {
	if p.HasMoves() {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.tops[p.turn] == 0 {
		reason = checkers.NoStackControlled
	}
	return checkers.Result{Outcome: checkers.WinFor(p.turn.Opponent()), Reason: reason}
}
