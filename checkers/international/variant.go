package international

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is international draughts as a checkers.Variant, with its draw
// rules (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "international".
func (Variant) Key() string { return "international" }

// Name returns "International draughts".
func (Variant) Name() string { return "International draughts" }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Draughts on 10×10, the FMJD's rules: 20 men each, flying kings, men capture backward, the capture of the most pieces is compulsory, a man is crowned only where its move ends."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with the FMJD's numbers; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 50: after 25 moves by each player in which only
// kings moved and nothing was captured, the game is drawn (FMJD 6.2;
// docs/rules/international.md).
func (Variant) NoProgressPlies() int { return 50 }

// The ending rules (FMJD, official rules of international draughts, 6.3
// and 6.4; docs/rules/international.md): against a lone king, the plies
// both players may still play.
const (
	// threePiecesPlies: three kings, two kings and a man, or a king and
	// two men against a king, 16 moves each.
	threePiecesPlies = 32
	// twoPiecesPlies: two kings, a king and a man, or a king against a
	// king, 5 moves each.
	twoPiecesPlies = 10
)

// material is what the ending rules look at: each side's men and kings.
type material [2][2]int // [colour][0 men, 1 kings]

func materialOf(p *Position) material {
	var m material
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		m[c][0], m[c][1] = p.Count(c)
	}
	return m
}

// Drawn applies the ending rules to the game's positions: when one side
// has a lone king and the other three pieces at most, one a king at least,
// the game is drawn once both players have played the rule's number of
// moves since the forces on the board were last changed (by a capture or a
// crowning) or the game began.
func (Variant) Drawn(positions []checkers.Position, _ []checkers.Move) bool {
	cur, ok := positions[len(positions)-1].(Position)
	if !ok {
		return false
	}
	now := materialOf(&cur)
	limit := endingPlies(now)
	if limit == 0 {
		return false
	}
	plies := 0
	for i := len(positions) - 2; i >= 0 && plies < limit; i-- {
		p, ok := positions[i].(Position)
		if !ok || materialOf(&p) != now {
			break
		}
		plies++
	}
	return plies >= limit
}

// endingPlies returns the plies an ending rule allows with the forces m, or
// 0 when no ending rule applies.
func endingPlies(m material) int {
	for _, strong := range []checkers.Color{checkers.Black, checkers.Red} {
		if m[strong^1] != [2]int{0, 1} {
			continue // the rules are on a lone king
		}
		men, kings := m[strong][0], m[strong][1]
		switch {
		case kings == 0:
		case men+kings == 3:
			return threePiecesPlies
		case men+kings <= 2:
			return twoPiecesPlies
		}
	}
	return 0
}
