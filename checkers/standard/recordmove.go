package standard

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// This file reads what records of English draughts written by other
// programs say otherwise than KingMe's own text: moves in algebraic
// squares, and first moves that belong to another draughts. The table of
// games (the package games) hands them to the PDN reader.

// AlgebraicDraughts names the draughts KingMe does not play whose records
// are written in algebraic squares ("c3-d4"), which a record of moves in
// algebraic squares that no game KingMe plays can replay may be a game of
// (PDN's GameTypes 30 and 32; Russian and Brazilian records, also
// algebraic, are games KingMe plays).
const AlgebraicDraughts = "Turkish or Czech draughts"

// TurnedBoard says how AlgebraicRecordMove reads a record with the board
// turned round.
const TurnedBoard = "the first player (Black) at the bottom, a1 being square 4, as sites such as playstrategy.org export them"

// AlgebraicRecordMove reads a record's move written in algebraic squares
// ("c3-d4", "d4xb6", "d4:b6") as square numbers ("22-18"), with the board
// as KingMe draws it (a1 is square 29) or, when turned is true, turned
// round (a1 is square 4; see TurnedBoard). algebraic reports whether text
// is written in algebraic squares at all (it starts with a file letter);
// move is text unchanged when it does not read as algebraic squares of
// the dark squares.
func AlgebraicRecordMove(text string, turned bool) (move string, algebraic bool) {
	return withNumbers(text, turned), text != "" && text[0] >= 'a' && text[0] <= 'h'
}

// withNumbers writes an algebraic move with square numbers, the board turned
// round when flip is true, or returns text unchanged when it does not read
// as algebraic squares.
func withNumbers(text string, flip bool) string {
	var b strings.Builder
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != '-' && text[i] != 'x' && text[i] != ':' {
			continue
		}
		sq, err := checkers.ParseSquare(text[start:i])
		if err != nil {
			return text
		}
		if flip {
			sq = checkers.NewSquare(7-sq.File(), 7-sq.Rank())
		}
		n := sq.Number()
		if n == 0 {
			return text
		}
		fmt.Fprint(&b, n)
		if i < len(text) {
			sep := text[i]
			if sep == ':' {
				sep = 'x'
			}
			b.WriteByte(sep)
		}
		start = i + 1
	}
	return b.String()
}

// RecordHint explains a record's move that the rules refuse in terms of
// another draughts, or returns "": a first move (i is 0) from the start
// position of a piece of White (squares 21 to 32) is a game where White
// moves first, such as Italian draughts. game is the game before the
// move, text the move's text.
func RecordHint(game *checkers.Game, i int, text string) string {
	if i != 0 || game.Start() != game.Variant().Start() {
		return ""
	}
	if sq, err := checkers.ParseNumberedMove(text); err == nil && sq[0] > 20 {
		return "that is a piece of White, and in English draughts Black moves first: if this is a game of Italian draughts, where White moves first, a GameType tag of 22 says so"
	}
	return ""
}
