// Package antidraughtseval is antidraughts (checkers/antidraughts) as the
// engine package's search plays it: the engine adapter, Engine, and a plain
// hand-set evaluation, Weights.
//
// In antidraughts the player who cannot move wins, so the evaluation is
// international draughts' turned round. It counts, for each side, in
// hundredths of a man:
//
//   - material: a man 100, a king 300 (each piece is one more to lose
//     before the player runs out of moves);
//   - mobility: each move that captures nothing the side's pieces have, a
//     little (fewer moves are nearer to none).
//
// The score is the opponent's sum less the player's, for the player to
// move: fewer pieces and fewer moves score higher. Nothing was tuned: the
// weights are set by hand.
package antidraughtseval

import (
	"math"

	"github.com/kingme/kingme/checkers/antidraughts"
)

// Position and Move are antidraughts' own types.
type (
	Position = antidraughts.Position
	Move     = antidraughts.Move
)

// Engine is antidraughts as the engine package's search plays it (it
// implements engine.Adapter[antidraughts.Position, antidraughts.Move],
// engine.Threats and engine.Forcing without importing the engine): the
// rules of package antidraughts and Weights.Evaluate by W, or by
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

// Ended reports the game won by the player to move when he has no legal
// move: the search would otherwise score it lost.
func (Engine) Ended(p *Position) (int, bool) {
	if p.HasMoves() {
		return 0, false
	}
	return 1, true
}

// NoProgressPlies returns no limit: antidraughts has no count that draws
// (threefold repetition the search sees by itself).
func (Engine) NoProgressPlies() int { return math.MaxInt32 }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Engine) Threatened(p *Position) bool { return p.CanCapture(p.Turn().Opponent()) }

// MustCapture reports whether the player to move in p must capture.
func (Engine) MustCapture(p *Position) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return m.Code() }
