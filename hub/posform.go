package hub

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
)

// posReading is how a session reads the Hub position form (pos=) of a
// game whose clients write it two ways (games.HubForms.Turned): standard
// checkers. The moves that follow it tell which (see "Clients: pydraughts"
// in the package doc):
//
//   - asWritten: square n of the text is PDN's square n, B is Black and W
//     Red, as games.HubForms.ParsePosition reads it; moves= and every answer number the
//     squares as the text does. This is KingMe's own form, and also what
//     pydraughts before 0.6 sends: its English board turned round, with
//     its moves turned round too, which is the same game.
//   - turnedRound: the text is pydraughts 0.6's own board, turned half
//     round with the colours swapped (standard.Position.Mirror): W, the
//     side with men on 21-32 in the text, is Black, to move first, and
//     square n of the text is PDN's 33−n. moves= and every answer are in
//     PDN's numbering.
//
// A session starts undecided and keeps the last reading its moves showed.
type posReading int

const (
	undecided posReading = iota
	asWritten
	turnedRound
)

// String names the reading in error messages.
func (r posReading) String() string {
	if r == turnedRound {
		return "turned round (pydraughts 0.6)"
	}
	return "as written"
}

// reading is a start position the pos= text may stand for.
type reading struct {
	start checkers.Position
	how   posReading
}

// hubReadings returns the positions the Hub position text may stand for,
// the one to try first first. After moves, both readings are tried: the
// moves are legal in only one of them but in rare king moves (a man moves
// toward higher squares in one and toward lower ones in the other). With
// no move, only one is returned: the session's last reading, or, in an
// undecided session, the text as written, except for pydraughts' start
// position (W to move, men on 1-12 and 21-32), which as written no game
// reaches (Black moves first and men never go back) and so is read
// turned round.
func hubReadings(h *games.HubForms, v checkers.Variant, text string, last posReading, withMoves bool) ([]reading, error) {
	p, err := h.ParsePosition(text)
	if err != nil {
		return nil, err
	}
	written := reading{p, asWritten}
	tp, ok := h.Turned(p)
	if !ok {
		return []reading{{p, undecided}}, nil // read one way only
	}
	turned := reading{tp, turnedRound}
	first, second := written, turned
	// tp == v.Start(): the start position turned round, which as written
	// no game reaches.
	if last == turnedRound || last == undecided && tp == v.Start() {
		first, second = turned, written
	}
	if !withMoves {
		return []reading{first}, nil
	}
	return []reading{first, second}, nil
}

// replay plays the moves written in texts from start and returns the game,
// how many moves it played, and, when one is not legal, the error that
// says which.
func replay(v checkers.Variant, start checkers.Position, texts []string) (*checkers.Game, int, error) {
	g := checkers.NewGameFrom(v, start)
	for i, text := range texts {
		var err error
		if g, err = play(g, text); err != nil {
			return g, i, err
		}
	}
	return g, len(texts), nil
}

// playFrom sets the game to the first reading in which every move of the
// moves= text is legal, and remembers that reading when moves showed it.
// When there is none, it keeps the game of the reading that went furthest
// (the first on a tie), played up to the move before the bad one, and
// returns that move's error.
func (s *Session) playFrom(readings []reading, moves string) error {
	texts := strings.Fields(moves)
	var best *checkers.Game
	bestN, bestErr := -1, error(nil)
	for _, r := range readings {
		g, n, err := replay(s.variant, r.start, texts)
		if err == nil {
			s.game = g
			if len(texts) > 0 && r.how != undecided {
				s.reading = r.how
			}
			return nil
		}
		if n > bestN {
			best, bestN = g, n
			bestErr = moveError(n, texts[n], err, g, r.how, len(readings) > 1)
		}
	}
	s.game = best
	return bestErr
}

// moveError says which move of moves= is not legal, in which reading of
// the position when there were two, and where the position stays.
func moveError(i int, text string, err error, g *checkers.Game, how posReading, both bool) error {
	if both {
		return fmt.Errorf("move %d of moves (%s): %w (the moves are legal neither from the position as written nor from it turned round; the position is the one before it, the text read %s: %s)", i+1, text, err, how, g.Position())
	}
	return fmt.Errorf("move %d of moves (%s): %w (the position is the one before it, %s)", i+1, text, err, g.Position())
}
