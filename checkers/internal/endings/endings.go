// Package endings holds what the draw rules of draughts endings share
// among the games that have them: each side's men and kings, how long they
// have stood unchanged, and the FMJD's rules on a lone king (international
// and Brazilian draughts). Each game's Variant.Drawn (checkers.DrawRules)
// calls it with its own position type.
package endings

import "github.com/kingme/kingme/checkers"

// Material is each side's forces, indexed by colour: [c][0] men and
// [c][1] kings.
type Material [2][2]int

// Counter is a position that counts each side's men and kings.
type Counter interface {
	Count(c checkers.Color) (men, kings int)
}

// Of returns the material of p.
func Of(p Counter) Material {
	var m Material
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		m[c][0], m[c][1] = p.Count(c)
	}
	return m
}

// read returns the material of p, a position of the game whose positions
// are P values; false for a position of another game.
func read[P any, PT interface {
	*P
	Counter
}](p checkers.Position) (Material, bool) {
	q, ok := p.(P)
	if !ok {
		return Material{}, false
	}
	return Of(PT(&q)), true
}

// Now returns the material of the last of positions, a game's positions
// (P values) from its start; false when it is not a P.
func Now[P any, PT interface {
	*P
	Counter
}](positions []checkers.Position) (Material, bool) {
	return read[P, PT](positions[len(positions)-1])
}

// Stood returns for how many plies the material of the last of positions
// has stood unchanged: since the last capture or crowning, or since the
// game began; it looks back limit plies at most (no bound when limit < 0).
func Stood[P any, PT interface {
	*P
	Counter
}](positions []checkers.Position, limit int) int {
	now, ok := Now[P, PT](positions)
	if !ok {
		return 0
	}
	plies := 0
	for i := len(positions) - 2; i >= 0 && (limit < 0 || plies < limit); i-- {
		m, ok := read[P, PT](positions[i])
		if !ok || m != now {
			break
		}
		plies++
	}
	return plies
}

// The FMJD's rules on a lone king (official rules of international
// draughts, 6.3 and 6.4; the Brazilian confederation's the same): the
// plies both players may still play.
const (
	// ThreePiecesPlies: three kings, two kings and a man, or a king and
	// two men against a king, 16 moves each.
	ThreePiecesPlies = 32
	// TwoPiecesPlies: two kings, a king and a man, or a king against a
	// king, 5 moves each.
	TwoPiecesPlies = 10
)

// FMJDPlies returns the plies the FMJD's rules on a lone king allow with
// the forces m, or 0 when none applies: one side has a lone king and the
// other three pieces at most, a king among them.
func FMJDPlies(m Material) int {
	for _, strong := range []checkers.Color{checkers.Black, checkers.Red} {
		if m[strong^1] != [2]int{0, 1} {
			continue // the rules are on a lone king
		}
		men, kings := m[strong][0], m[strong][1]
		switch {
		case kings == 0:
		case men+kings == 3:
			return ThreePiecesPlies
		case men+kings <= 2:
			return TwoPiecesPlies
		}
	}
	return 0
}

// FMJDDrawn applies the FMJD's rules on a lone king to a game's positions
// (P values): the game is drawn once both players have played the rule's
// number of moves since the forces on the board last changed (by a capture
// or a crowning) or the game began.
func FMJDDrawn[P any, PT interface {
	*P
	Counter
}](positions []checkers.Position) bool {
	now, ok := Now[P, PT](positions)
	if !ok {
		return false
	}
	limit := FMJDPlies(now)
	return limit > 0 && Stood[P, PT](positions, limit) >= limit
}
