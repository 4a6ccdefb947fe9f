package draughts50

import "github.com/kingme/kingme/checkers"

// FrisianDrawn applies the Frisian rules' draws (Official Rules for
// Frisian Draughts, articles 18 and 21; docs/rules/frisian.md) to a game's
// positions, from its start to the current one, last:
//
//   - two kings against a lone king: the side with the two kings must win
//     within seven moves of its own from the position where the ending
//     began; after its seventh, the game is drawn;
//   - a king against a king: drawn as soon as neither king can capture and
//     neither would necessarily be captured after its next move (see
//     LoneKingsDrawn).
//
// The rules know no other draw: no repetition, no count of moves.
func FrisianDrawn[R FrisianRules](positions []checkers.Position) bool {
	if len(positions) == 0 {
		return false
	}
	last, ok := positions[len(positions)-1].(Frisian[R])
	if !ok {
		return false
	}
	if LoneKingsDrawn(&last.Board) {
		return true
	}
	strong, ok := twoKingsAgainstOne(&last.Board)
	if !ok {
		return false
	}
	moves := 0
	for i := len(positions) - 2; i >= 0; i-- {
		p, ok := positions[i].(Frisian[R])
		if !ok {
			return false
		}
		if s, ok := twoKingsAgainstOne(&p.Board); !ok || s != strong {
			break
		}
		if p.turn == strong {
			moves++
		}
	}
	return moves >= 7
}

// twoKingsAgainstOne reports whether b is two kings against a lone king, no
// man on the board, and which side has the two.
func twoKingsAgainstOne(b *Board) (checkers.Color, bool) {
	if b.side[0]|b.side[1] != b.kings {
		return 0, false
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		if count(b.side[c]) == 2 && count(b.side[c^1]) == 1 {
			return c, true
		}
	}
	return 0, false
}

// LoneKingsDrawn reports whether b, a king against a king and no other
// piece, is drawn by article 21: neither king can capture the other, and
// neither would necessarily be captured after its next move, that is each
// side, were it to move, has a move after which the other cannot capture.
func LoneKingsDrawn(b *Board) bool {
	if b.side[0]|b.side[1] != b.kings || count(b.side[0]) != 1 || count(b.side[1]) != 1 {
		return false
	}
	for _, c := range []checkers.Color{checkers.Black, checkers.Red} {
		q := *b
		q.turn = c
		if q.frisianCanCapture(c) {
			return false
		}
		safe := false
		for _, m := range q.frisianMoves(nil, -1) {
			next := q.play(m)
			if !next.frisianCanCapture(next.turn) {
				safe = true
				break
			}
		}
		if !safe {
			return false
		}
	}
	return true
}
