// Package fryskeval is Frysk! (checkers/frysk) as the engine package's search
// plays it: the engine adapter, Engine, and a plain hand-set evaluation,
// Weights.
//
// The evaluation counts, for each side, in hundredths of a man:
//
//   - material: a man 100, a king 250 (a Frisian king captures in eight
//     directions, and the capture rule itself weighs it at almost two men);
//   - advancement: each row a man has gone forward, a little;
//   - mobility: each move that captures nothing the side's pieces have, a
//     little.
//
// The score is the player's sum less the opponent's, for the player to
// move. Nothing was tuned: the weights are set by hand.
package fryskeval

import (
	"math"

	"github.com/kingme/kingme/checkers/frysk"
)

// Position and Move are Frysk!'s own types.
type (
	Position = frysk.Position
	Move     = frysk.Move
)

// Engine is Frysk! as the engine package's search plays it (it implements
// engine.Adapter[frysk.Position, frysk.Move], engine.Threats and
// engine.Forcing without importing the engine): the rules of package
// frysk and Weights.Evaluate by W, or by DefaultWeights when W is nil.
type Engine struct{ W *Weights }

var engineDefault = DefaultWeights()

// AppendMoves appends p's legal moves to dst.
func (Engine) AppendMoves(p *Position, dst []Move) []Move { return p.AppendMoves(dst) }

// Play returns the position after m.
func (Engine) Play(p *Position, m Move) Position { return p.Play(m) }

// Hash returns p's Zobrist key, the kings' runs of steps included.
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

// Ended reports nothing: the player to move with no legal move loses,
// which the search scores by itself.
func (Engine) Ended(*Position) (int, bool) { return 0, false }

// NoProgressPlies returns no limit: the Frisian rules count no moves
// without progress.
func (Engine) NoProgressPlies() int { return math.MaxInt32 }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Engine) Threatened(p *Position) bool { return p.CanCapture(p.Turn().Opponent()) }

// MustCapture reports whether the player to move in p must capture.
func (Engine) MustCapture(p *Position) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return m.Code() }
