package pool

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is pool checkers as a checkers.Variant, with its draw rule
// (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "pool".
func (Variant) Key() string { return "pool" }

// Name returns "Pool checkers".
func (Variant) Name() string { return Rules{}.Name() }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "American pool checkers: flying kings, men capture backward, any capture may be chosen, a man is crowned only where its move ends; Black first."
}

// Start returns the start position, Black to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with numbered squares; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 0: the APCA's rules set no limit on moves without
// a capture or a man's move (docs/rules/pool.md); their one count is the
// lone king's 13 moves against three kings (Drawn).
func (Variant) NoProgressPlies() int { return 0 }

// LoneKingMoves is the APCA's rule 10: when one player has three kings and
// the other one king, no other piece on the board, the game is drawn once
// the lone king has made 13 moves.
const LoneKingMoves = 13

// Drawn applies the APCA's rule 10 to the game's positions: with three
// kings against a lone king and no other piece, it counts the moves the
// lone king has made since the pieces on the board were last these (since
// the capture or the crowning that made the ending, or the game's first
// position), and the game is drawn at the 13th.
func (Variant) Drawn(positions []checkers.Position, _ []checkers.Move) bool {
	cur, ok := positions[len(positions)-1].(Position)
	if !ok {
		return false
	}
	lone, ok := loneKing(&cur)
	if !ok {
		return false
	}
	moves := 0
	for i := len(positions) - 2; i >= 0; i-- {
		p, ok := positions[i].(Position)
		if !ok || !sameForces(&p, &cur) {
			break
		}
		if p.Turn() == lone {
			moves++
		}
	}
	return moves >= LoneKingMoves
}

// loneKing returns the side with the lone king when p is the ending of
// rule 10: three kings against one king, no man on the board.
func loneKing(p *Position) (checkers.Color, bool) {
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if forces(p, c) == [2]int{0, 1} && forces(p, c.Opponent()) == [2]int{0, 3} {
			return c, true
		}
	}
	return 0, false
}

// forces returns c's men and kings in p.
func forces(p *Position, c checkers.Color) [2]int {
	men, kings := p.Count(c)
	return [2]int{men, kings}
}

// sameForces reports whether both sides have the same men and kings in p
// and q.
func sameForces(p, q *Position) bool {
	return forces(p, checkers.Black) == forces(q, checkers.Black) && forces(p, checkers.Red) == forces(q, checkers.Red)
}
