package match

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
)

// Event is the Event tag of a match's games.
const Event = "KingMe engine match"

// SolvedTermination is the Termination tag of a game the Config's Oracle
// adjudicated.
const SolvedTermination = "adjudicated: the endgame databases' result"

// SideName returns how the PDN names a side: "A: depth=6,hash=16".
func SideName(side string, s Spec) string {
	text := s.String()
	if text == "" {
		text = "default"
	}
	return side + ": " + text
}

// PDN returns g, a game of the match c played on date, as a PDN game: the
// moves and result of pdn.FromGame with the tags Event, Date, Round, Black
// and White (the sides' names, see SideName; White is Red's side), Opening
// (its label), Termination (why it ended, or that the ply cap adjudicated
// it a draw, or SolvedTermination) and PlyCap.
func (c Config) PDN(g PlayedGame, date time.Time) *pdn.GameRecord {
	black, red := SideName("A", c.A), SideName("B", c.B)
	if g.AColor != checkers.Black {
		black, red = red, black
	}
	capPlies := c.PlyCap
	if capPlies == 0 {
		capPlies = DefaultPlyCap
	}
	termination := g.Record.Result().Why()
	switch {
	case g.Solved:
		termination = SolvedTermination
	case g.Adjudicated():
		termination = fmt.Sprintf("adjudicated draw: %d-ply cap", capPlies)
	}
	return games.PDN().FromGame(g.Record,
		pdn.Tag{Name: "Event", Value: Event},
		pdn.Tag{Name: "Date", Value: date.Format("2006.01.02")},
		pdn.Tag{Name: "Round", Value: strconv.Itoa(g.Round)},
		pdn.Tag{Name: "Black", Value: black},
		pdn.Tag{Name: "White", Value: red},
		pdn.Tag{Name: "Opening", Value: g.Opening.Label()},
		pdn.Tag{Name: "Termination", Value: termination},
		pdn.Tag{Name: "PlyCap", Value: strconv.Itoa(capPlies)},
	)
}

// WritePDN writes games, games of the match c played on date, to w as PDN.
func (c Config) WritePDN(w io.Writer, games []PlayedGame, date time.Time) error {
	pw := pdn.NewWriter(w)
	for _, g := range games {
		if err := pw.Write(c.PDN(g, date)); err != nil {
			return fmt.Errorf("game %d: %w", g.Round, err)
		}
	}
	return nil
}
