package server

import (
	"fmt"
	"net/http"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/pdn"
	"github.com/kingme/kingme/view"
)

// Replay is a whole game for the replay page: every position, and every move
// as played from the position before it.
type Replay struct {
	ID        string            `json:"id,omitempty"`
	Tags      map[string]string `json:"tags"`
	Variant   string            `json:"variant"`
	Positions []view.Position   `json:"positions"`
	Moves     []view.Move       `json:"moves"`
	Result    Result            `json:"result"`
}

// replayOf describes g, moves and result, for the replay page.
func replayOf(g *checkers.Game, tags []pdn.Tag) (Replay, error) {
	game, err := games.Of(g.Variant())
	if err != nil {
		return Replay{}, err
	}
	out := Replay{Tags: map[string]string{}, Variant: game.Key(), Result: resultOf(g.Result()),
		Positions: []view.Position{}, Moves: []view.Move{}}
	for _, t := range tags {
		out.Tags[t.Name] = t.Value
	}
	positions, moves := g.Positions(), g.Moves()
	for i, p := range positions {
		pv, err := game.Display.Position(p)
		if err != nil {
			return Replay{}, err
		}
		out.Positions = append(out.Positions, pv)
		if i < len(moves) {
			mv, err := game.Display.Move(p, moves[i])
			if err != nil {
				return Replay{}, err
			}
			out.Moves = append(out.Moves, mv)
		}
	}
	return out, nil
}

// pdnOf returns l's game as PDN. l.mu is held.
func pdnOf(l *live) *pdn.Game {
	rec := l.rec
	date := rec.Created.UTC().Format("2006.01.02")
	return games.PDN().FromGame(l.game,
		pdn.Tag{Name: "Event", Value: "KingMe " + l.variant.Name()},
		pdn.Tag{Name: "Site", Value: "KingMe"},
		pdn.Tag{Name: "Date", Value: date},
		pdn.Tag{Name: "Round", Value: "-"},
		pdn.Tag{Name: "Black", Value: seatName(rec.Seats[checkers.Black])},
		pdn.Tag{Name: "White", Value: seatName(rec.Seats[checkers.Red])},
		pdn.Tag{Name: "GameId", Value: rec.ID},
	)
}

func (s *Server) handlePDN(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	text := pdnOf(l).String()
	id := l.rec.ID
	l.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-chess-pdn; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=\"kingme-%s.pdn\"", id))
	_, _ = w.Write([]byte(text))
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	rep, err := replayOf(l.game, pdnOf(l).Tags)
	rep.ID = l.rec.ID
	l.mu.Unlock()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rep)
}
