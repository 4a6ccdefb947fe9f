// Package breakthrougheval is breakthrough draughts (checkers/breakthrough)
// as the engine package's search plays it: the engine adapter, Engine, and
// a plain hand-set evaluation, Weights.
//
// In breakthrough the first king wins, so the evaluation is about the race
// to the crowning row. It counts, for each side, in hundredths of a man:
//
//   - material: a man 100 (fewer men, fewer to break through with and to
//     stop the opponent's);
//   - advance: each man's rows come from its own back row, squared and
//     scaled (a man near the crowning row is worth far more than one at
//     home);
//   - free path: a man whose way to the crowning row no opponent's piece
//     stands on (no piece in the cone of squares it could reach in the rows
//     ahead), more the nearer it is: a runaway the opponent can only stop
//     by giving men.
//
// The score is one side's sum less the other's, for the player to move.
// Nothing was tuned: the weights are set by hand.
package breakthrougheval

import (
	"math"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/breakthrough"
)

// Position and Move are breakthrough's own types.
type (
	Position = breakthrough.Position
	Move     = breakthrough.Move
)

// Engine is breakthrough as the engine package's search plays it (it
// implements engine.Adapter[breakthrough.Position, breakthrough.Move],
// engine.Threats and engine.Forcing without importing the engine): the
// rules of package breakthrough and Weights.Evaluate by W, or by
// DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *Position, dst []Move) []Move { return p.AppendMoves(dst) }

// Play returns the position after m.
func (Engine) Play(p *Position, m Move) Position { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Engine) Hash(p *Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (g Engine) Evaluate(p *Position) int {
	if g.W == nil {
		return engineDefault.Evaluate(p)
	}
	return g.W.Evaluate(p)
}

// Noisy reports whether m captures.
func (Engine) Noisy(m Move) bool { return m.IsCapture() }

// Progress reports whether m captures or moves a man.
func (Engine) Progress(p *Position, m Move) bool { return p.ProgressMove(m) }

// Ended reports the game over once a king stands on the board, won by its
// side (Position.Status): the player to move, who has no legal move then,
// has lost unless he holds the king. Without a king the search's own rule
// holds: no legal move loses.
func (Engine) Ended(p *Position) (int, bool) {
	if p.Kings() == 0 {
		return 0, false
	}
	if p.Status().Outcome == checkers.WinFor(p.Turn()) {
		return 1, true
	}
	return -1, true
}

// NoProgressPlies returns no limit: breakthrough has no count that draws.
func (Engine) NoProgressPlies() int { return math.MaxInt32 }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Engine) Threatened(p *Position) bool { return p.CanCapture(p.Turn().Opponent()) }

// MustCapture reports whether the player to move in p must capture.
func (Engine) MustCapture(p *Position) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return m.Code() }
