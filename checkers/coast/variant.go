package coast

import (
	"cmp"
	"slices"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Coast-to-Coast as a checkers.Variant. Its zero value is ready
// to use.
type Variant struct{}

// Key returns "coast-to-coast".
func (Variant) Key() string { return "coast-to-coast" }

// Name returns "Coast-to-Coast".
func (Variant) Name() string { return "Coast-to-Coast" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "A race from corner to corner on all 64 squares: jump anything, capture nothing."
}

// Start returns the start position.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in the project's Coast-to-Coast text; see
// the package function ParsePosition.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParsePosition(text))
}

// NoProgressPlies returns 100: after 100 plies with no checker crowned or
// borne off, the game is drawn.
func (Variant) NoProgressPlies() int { return 100 }

// LegalMoves returns the legal moves in a new slice sorted by the square they
// start from, then where they end, a plain move before a crowning.
func (p Position) LegalMoves() []Move {
	moves := p.AppendMoves(make([]Move, 0, 64))
	slices.SortFunc(moves, func(a, b Move) int {
		if c := cmp.Compare(a.from, b.from); c != 0 {
			return c
		}
		if c := cmp.Compare(a.to, b.to); c != 0 {
			return c
		}
		if a.crown == b.crown {
			return 0
		}
		if a.crown {
			return 1
		}
		return -1
	})
	return moves
}

// Legal returns the legal moves as checkers.Move values (each a Move).
func (p Position) Legal() []checkers.Move {
	return checkers.MoveList(p.LegalMoves())
}

// After returns the position after m, which must be a legal Move of p.
func (p Position) After(m checkers.Move) (checkers.Position, error) {
	return typed.After[Position, Move](p, m, "Coast-to-Coast")
}

// Progress reports whether m crowns a checker or bears one off: the moves
// that reset the no-progress count.
func (p Position) Progress(m checkers.Move) bool {
	return typed.Progress[Position, Move](&p, m)
}

// ProgressMove is Progress for a Move of this package, without the
// interface: whether m crowns a checker or bears one off.
func (p *Position) ProgressMove(m Move) bool {
	return !m.pass && (m.crown || bitboard(1)<<m.to == home[p.turn])
}

// Status returns the result once a side has borne off its twelfth checker
// (it wins) or both sides have passed in a row (a draw), and the zero
// Result otherwise. A player with no move is not lost: he passes.
func (p Position) Status() checkers.Result {
	outcome, over := p.Outcome()
	switch {
	case !over:
		return checkers.Result{}
	case outcome == 0:
		return checkers.Result{Outcome: checkers.Draw, Reason: checkers.BothPassed}
	}
	return checkers.Result{Outcome: checkers.OutcomeFor(p.turn, outcome), Reason: checkers.AllBorneOff}
}
