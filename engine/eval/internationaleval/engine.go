// Package internationaleval is international draughts
// (checkers/international) as the engine package's search plays it: the
// engine adapter, Engine, and a plain hand-set evaluation, Weights.
//
// The evaluation counts, for each side, in hundredths of a man:
//
//   - material: a man 100, a king 300 (a flying king is worth about three
//     men on the 10×10 board);
//   - tempo: each row each man has come from its own back row;
//   - advance: each man on the three rows before its crowning row, where
//     it threatens to break through;
//   - centre: each piece on the six central squares 22–24 and 27–29;
//   - back-row guard: each man still on its own back row, keeping the
//     opponent's men from crowning;
//   - king mobility: each square a king can slide to, a little.
//
// The score is one side's sum less the other's, for the player to move.
// Nothing was tuned: the weights are set by hand.
package internationaleval

import "github.com/kingme/kingme/checkers/international"

// Position and Move are international draughts' own types.
type (
	Position = international.Position
	Move     = international.Move
)

// Engine is international draughts as the engine package's search plays it
// (it implements engine.Adapter[international.Position, international.Move],
// engine.Threats and engine.Forcing without importing the engine): the
// rules of package international and Weights.Evaluate by W, or by
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

// Ended reports no end but the lack of a move: the draws by the FMJD's
// counts are the Game's.
func (Engine) Ended(*Position) (int, bool) { return 0, false }

// NoProgressPlies returns 50, the FMJD's 25 moves each.
func (Engine) NoProgressPlies() int { return international.Variant{}.NoProgressPlies() }

// Threatened reports whether the player not to move in p could capture,
// were it its turn.
func (Engine) Threatened(p *Position) bool { return p.CanCapture(p.Turn().Opponent()) }

// MustCapture reports whether the player to move in p must capture.
func (Engine) MustCapture(p *Position) bool { return p.CanCapture(p.Turn()) }

// MoveIndex names m by its two end squares.
func (Engine) MoveIndex(m Move) int { return m.Code() }
