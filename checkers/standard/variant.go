package standard

import (
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is standard checkers (American checkers, English draughts) as a
// checkers.Variant. Its zero value is ready to use.
type Variant struct{}

// Key returns "standard".
func (Variant) Key() string { return "standard" }

// Name returns "Standard checkers".
func (Variant) Name() string { return "Standard checkers" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "American checkers: men move forward, kings both ways, jumping is compulsory."
}

// Start returns the start position.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN form; see ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 80: after 40 moves by each player with no man
// moved and no piece captured, the game is drawn.
func (Variant) NoProgressPlies() int { return 80 }

// LegalMoves returns the legal moves in a new slice, sorted by the squares they
// start from, end on and pass through.
func (p Position) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 16))
	slices.SortFunc(moves, numbered.Compare[Move])
	return moves
}

// Legal returns the legal moves as checkers.Move values (each a Move),
// sorted as by LegalMoves.
func (p Position) Legal() []checkers.Move {
	return checkers.MoveList(p.LegalMoves())
}

// After returns the position after m, which must be a legal Move of p.
func (p Position) After(m checkers.Move) (checkers.Position, error) {
	return typed.After[Position, Move](p, m, "standard checkers")
}

// Progress reports whether m moves a man or captures: the moves that reset
// the no-progress count.
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// ProgressMove is Progress for a Move of this package, without the
// interface: whether m jumps or moves a man.
func (p *Position) ProgressMove(m Move) bool { return m.jumps > 0 || p.kings&(1<<m.from) == 0 }

// Status returns the result when the player to move has no legal move (he
// loses), and the zero Result otherwise.
func (p Position) Status() checkers.Result {
	if p.HasMoves() {
		return checkers.Result{}
	}
	reason := checkers.NoLegalMove
	if p.own == 0 {
		reason = checkers.AllCaptured
	}
	return checkers.Result{Outcome: checkers.WinFor(p.turn.Opponent()), Reason: reason}
}
