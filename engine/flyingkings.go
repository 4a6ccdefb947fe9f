package engine

import "github.com/kingme/kingme/checkers/flyingkings"

// FlyingKings is the Game of Kings & Flying Kings.
type FlyingKings struct{}

// AppendMoves appends p's legal moves to dst.
func (FlyingKings) AppendMoves(p *flyingkings.Position, dst []flyingkings.Move) []flyingkings.Move {
	return p.AppendMoves(dst)
}

// Play returns the position after m.
func (FlyingKings) Play(p *flyingkings.Position, m flyingkings.Move) flyingkings.Position {
	return p.Play(m)
}

// Hash returns p's Zobrist key.
func (FlyingKings) Hash(p *flyingkings.Position) uint64 { return p.Hash() }

// Evaluate scores p for the player to move.
func (FlyingKings) Evaluate(p *flyingkings.Position) int {
	us := p.Turn()
	return 100 * (p.Points(us) - p.Points(us.Opponent()))
}

// Noisy reports whether m takes.
func (FlyingKings) Noisy(m flyingkings.Move) bool { return m.IsTake() }

// Progress reports whether m resets the no-progress count.
func (FlyingKings) Progress(p *flyingkings.Position, m flyingkings.Move) bool { return p.Progress(m) }

// Ended reports the ends a position makes by itself: the small-material
// ending by points (and no pieces left).
func (FlyingKings) Ended(p *flyingkings.Position) (int, bool) {
	r := p.Status()
	return outcomeFor(r, p.Turn()), r.Over()
}

// NoProgressPlies returns the game's no-progress limit.
func (FlyingKings) NoProgressPlies() int { return flyingkings.Variant{}.NoProgressPlies() }

// MoveIndex names m by its two end squares.
func (FlyingKings) MoveIndex(m flyingkings.Move) int { return (m.From()-1)<<5 | (m.To() - 1) }
