package draughts32

// Engine is the part of a game's engine adapter (engine.Adapter) that the
// games on the 32 squares share: a game's Engine embeds it and adds
// Evaluate and NoProgressPlies.
type Engine[R Rules] struct{}

// AppendMoves appends p's legal moves to dst.
func (Engine[R]) AppendMoves(p *Position[R], dst []Move) []Move { return p.AppendMoves(dst) }

// Play returns the position after m.
func (Engine[R]) Play(p *Position[R], m Move) Position[R] { return p.Play(m) }

// Hash returns p's Zobrist key.
func (Engine[R]) Hash(p *Position[R]) uint64 { return p.Hash() }

// Noisy reports whether m captures.
func (Engine[R]) Noisy(m Move) bool { return m.IsCapture() }

// Progress reports whether m captures or moves a man.
func (Engine[R]) Progress(p *Position[R], m Move) bool { return p.ProgressMove(m) }

// Ended reports no end but the lack of a move.
func (Engine[R]) Ended(*Position[R]) (int, bool) { return 0, false }

// MoveIndex names m by its two end squares.
func (Engine[R]) MoveIndex(m Move) int { return m.Code() }
