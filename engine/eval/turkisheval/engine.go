// Package turkisheval is Turkish draughts (checkers/turkish) as the engine
// package's search plays it: the engine adapter, Engine, and a plain
// hand-set evaluation, Weights.
//
// The evaluation counts, for each side, in hundredths of a man:
//
//   - material: a man 100, a king 500 (the federation's learning guide
//     values a king at five men, docs/rules/turkish.md);
//   - advance: each row each man has come from its starting rows;
//   - breakthrough: each man on the row before its crowning row with the
//     square ahead of it empty;
//   - king mobility: each square a king can slide to, a little.
//
// The score is one side's sum less the other's, for the player to move.
// Nothing was tuned: the weights are set by hand.
package turkisheval

import (
	"math"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/turkish"
)

// Position and Move are Turkish draughts' own types.
type (
	Position = turkish.Position
	Move     = turkish.Move
)

// Engine is Turkish draughts as the engine package's search plays it (it
// implements engine.Adapter[turkish.Position, turkish.Move], engine.Threats
// and engine.Forcing without importing the engine): the rules of package
// turkish and Weights.Evaluate by W, or by DefaultWeights when W is nil.
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

// Ended reports a draw when each side has one piece left (the position has
// no move, and the game is drawn); no other end but the lack of a move.
func (Engine) Ended(p *Position) (int, bool) {
	if p.Pieces(checkers.Black).Count() == 1 && p.Pieces(checkers.Red).Count() == 1 {
		return 0, true
	}
	return 0, false
}

// NoProgressPlies returns no limit: the game has no count of moves without
// progress that draws (threefold repetition the search sees by itself).
func (Engine) NoProgressPlies() int { return math.MaxInt32 }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Engine) Threatened(p *Position) bool { return p.CanCapture(p.Turn().Opponent()) }

// MustCapture reports whether the player to move in p must capture.
func (Engine) MustCapture(p *Position) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return m.Code() }
