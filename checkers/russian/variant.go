package russian

import (
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/checkers/draughts32"
	"github.com/kingme/kingme/checkers/internal/endings"
	"github.com/kingme/kingme/checkers/internal/typed"
)

// Variant is Russian draughts as a checkers.Variant, with its draw rules
// (checkers.DrawRules). Its zero value is ready to use.
type Variant struct{}

// Key returns "russian".
func (Variant) Key() string { return "russian" }

// Name returns "Russian draughts".
func (Variant) Name() string { return Rules{}.Name() }

// Summary returns a one-line description of the game.
func (Variant) Summary() string {
	return "Shashki: flying kings, men capture backward, any capture may be chosen, a man crowned in a capture goes on as a king."
}

// Start returns the start position, White to move.
func (Variant) Start() checkers.Position { return Start() }

// ParsePosition reads a position in PDN FEN with algebraic squares; see
// ParseFEN.
func (Variant) ParsePosition(text string) (checkers.Position, error) {
	return typed.Position(ParseFEN(text))
}

// NoProgressPlies returns 30: after 15 moves by each player in which only
// kings moved and nothing was captured, the game is drawn (FMJD-64 7.2.5).
func (Variant) NoProgressPlies() int { return 30 }

// Drawn applies the federation's ending rules (FMJD-64 rules 7.2.4, 7.2.6,
// 7.2.7 and 7.2.8; docs/rules/russian.md) to the game's positions: each
// counts the moves made since the material on the board was last changed
// (by a capture or a crowning), the current position's material.
func (Variant) Drawn(positions []checkers.Position, moves []checkers.Move) bool {
	cur, ok := positions[len(positions)-1].(Position)
	if !ok {
		return false
	}
	now := endings.Of(&cur)
	plies := endings.Stood[Position](positions, -1)
	since := plies + 1 // the positions with this material, back to the first
	lastMover := cur.Turn().Opponent()
	movesBy := func(c checkers.Color, plies int) int {
		if c == lastMover {
			return (plies + 1) / 2
		}
		return plies / 2
	}
	for _, strong := range []checkers.Color{checkers.Black, checkers.Red} {
		weak := strong.Opponent()
		if now[weak] != [2]int{0, 1} {
			continue // the rules on a lone king
		}
		men, kings := now[strong][0], now[strong][1]
		switch {
		case kings >= 1 && men+kings <= 2:
			// 7.2.8: two kings, a king and a man, or a king against a king:
			// the 5th move.
			if movesBy(strong, plies) >= 5 {
				return true
			}
		case kings >= 1 && men+kings == 3 && onRoadFor(positions, since, weak) > 0:
			// 7.2.7: three pieces, one a king at least, against a king on
			// the main road: the 5th move since it stands there.
			if movesBy(strong, onRoadFor(positions, since, weak)-1) >= 5 {
				return true
			}
		}
		if men == 0 && kings >= 3 && movesBy(strong, plies) >= 15 {
			// 7.2.4: three kings or more against a king: the 15th move.
			return true
		}
	}
	// 7.2.6: both sides have kings and the balance has not changed: 30
	// moves in 4- and 5-piece endings, 60 in 6- and 7-piece endings.
	if now[0][1] > 0 && now[1][1] > 0 {
		total := now[0][0] + now[0][1] + now[1][0] + now[1][1]
		switch {
		case (total == 4 || total == 5) && plies >= 60:
			return true
		case (total == 6 || total == 7) && plies >= 120:
			return true
		}
	}
	return false
}

// onRoadFor returns how many of the last positions (of the last since) have
// weak's lone king on the main road, counting back from the current one.
func onRoadFor(positions []checkers.Position, since int, weak checkers.Color) int {
	n := 0
	for i := len(positions) - 1; i >= len(positions)-since; i-- {
		p := positions[i].(Position)
		if p.Side[weak]&draughts32.MainRoad == 0 {
			break
		}
		n++
	}
	return n
}
