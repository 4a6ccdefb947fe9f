package frisianeval

import (
	"math"

	"github.com/kingme/kingme/checkers/frisian"
)

// Adapter is the part of an engine adapter (engine.Adapter, engine.Threats
// and engine.Forcing) that the games played by the Frisian rules share, for
// the game whose rule set is R: Frisian draughts' Engine and Frysk!'s
// (engine/eval/fryskeval) embed it and add Evaluate.
type Adapter[R frisian.RuleSet] struct{}

// AppendMoves appends p's legal moves to dst.
func (Adapter[R]) AppendMoves(p *frisian.PositionOf[R], dst []Move) []Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (Adapter[R]) Play(p *frisian.PositionOf[R], m Move) frisian.PositionOf[R] { return p.Play(m) }

// Hash returns p's Zobrist key, the kings' runs of steps included.
func (Adapter[R]) Hash(p *frisian.PositionOf[R]) uint64 { return p.Hash() }

// Noisy reports whether m captures.
func (Adapter[R]) Noisy(m Move) bool { return m.IsCapture() }

// Progress reports whether m captures or moves a man.
func (Adapter[R]) Progress(p *frisian.PositionOf[R], m Move) bool { return p.ProgressMove(m) }

// Ended reports nothing: the player to move with no legal move loses,
// which the search scores by itself.
func (Adapter[R]) Ended(*frisian.PositionOf[R]) (int, bool) { return 0, false }

// NoProgressPlies returns no limit: the Frisian rules count no moves
// without progress.
func (Adapter[R]) NoProgressPlies() int { return math.MaxInt32 }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Adapter[R]) Threatened(p *frisian.PositionOf[R]) bool {
	return p.CanCapture(p.Turn().Opponent())
}

// MustCapture reports whether the player to move in p must capture.
func (Adapter[R]) MustCapture(p *frisian.PositionOf[R]) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Adapter[R]) MoveIndex(m Move) int { return m.Code() }
