package flyingkings

import (
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/numbered"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Kings & Flying Kings as a checkers.Variant. Its zero value is
// ready to use.
type Variant struct{}

// Key returns "flying-kings".
func (Variant) Key() string { return "flying-kings" }

// Name returns "Kings & Flying Kings".
func (Variant) Name() string { return "Kings & Flying Kings" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Guards, Princes, Kings and Flying Kings, with Morph, Spawn and Push Arrow squares."
}

// Start returns the start position, Black to move.
func (Variant) Start() checkers.Position { return Start() }

// StartWith returns the start position with first to move: the players
// choose who begins (checkers.FirstPlayerChooser).
func (Variant) StartWith(first checkers.Color) checkers.Position { return StartWith(first) }

// ParsePosition reads a position in the project's text; see the package
// function ParsePosition.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParsePosition(text))
}

// NoProgressPlies returns 80: after 40 moves by each player with no take and
// no move by a Guard or a Prince, the game is drawn.
func (Variant) NoProgressPlies() int { return 80 }

// LegalMoves returns the legal moves in a new slice, sorted by the squares they
// start from and end on, then by their text.
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
	return typed.After[Position, Move](p, m, "Kings & Flying Kings")
}

// Progress reports whether m takes or moves a Guard or a Prince: the moves
// that reset the no-progress count.
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// ProgressMove is Progress for a Move of this package, without the
// interface: whether m takes or moves a Guard or a Prince.
func (p *Position) ProgressMove(m Move) bool { return m.captured != 0 || m.kind <= Prince }

// Status returns the result when the position itself ends the game: a side
// with no pieces loses; when both sides have two pieces or fewer the one
// with more points wins (equal points draw); a player with no legal move
// loses. Otherwise it is the zero Result.
func (p Position) Status() checkers.Result {
	if outcome, over := p.Ended(); over {
		reason := checkers.Points
		if p.Count(checkers.Black) == 0 || p.Count(checkers.Red) == 0 {
			reason = checkers.AllCaptured
		}
		return checkers.Result{Outcome: checkers.OutcomeFor(p.turn, outcome), Reason: reason}
	}
	if !p.HasMoves() {
		return checkers.Result{Outcome: checkers.WinFor(p.turn.Opponent()), Reason: checkers.NoLegalMove}
	}
	return checkers.Result{}
}
