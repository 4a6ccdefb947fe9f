package server

import (
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/accounts"
	"github.com/kingme/kingme/store"
)

// playerPageGames is how many recent games a player page lists.
const playerPageGames = 20

// RatingPoint is one point of a rating's history (accounts.RatingPoint).
type RatingPoint = accounts.RatingPoint

// PlayerRating is one of a player's ratings on the player page
// (accounts.PlayerRating).
type PlayerRating = accounts.PlayerRating

// PlayerPage is GET /api/players/{name}: the account's name, when it
// joined, its ratings, its games being played (the ones waiting for its
// move first) and its recent finished games with its wins, draws and
// losses among them.
type PlayerPage struct {
	Name    string         `json:"name"`
	Created time.Time      `json:"created"`
	Ratings []PlayerRating `json:"ratings"`
	Playing []Summary      `json:"playing"`
	Recent  []Summary      `json:"recent"`
	// Score counts the wins, draws and losses among Recent.
	Score map[string]int `json:"score"`
	// YourTurn, on the page of the player who asks (logged in), lists the
	// games among Playing that wait for its move; null for anyone else.
	YourTurn []Summary `json:"yourTurn"`
}

func (s *Server) handlePlayer(w http.ResponseWriter, r *http.Request) {
	a, err := s.accounts.Player(r.Context(), r.PathValue("name"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page := PlayerPage{Name: a.Name, Created: a.Created, Score: map[string]int{"wins": 0, "draws": 0, "losses": 0}}
	if page.Ratings, err = s.accounts.Ratings(r.Context(), a.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	playing, err := s.store.List(r.Context(), store.Query{Account: a.ID, Limit: playerPageGames})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	recent, err := s.store.List(r.Context(), store.Query{Finished: true, Account: a.ID, Limit: playerPageGames})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page.Playing, page.Recent = s.summaries(r.Context(), playing), s.summaries(r.Context(), recent)
	if me := s.seatAccount(r); me != nil && me.ID == a.ID {
		page.YourTurn = []Summary{}
		for i, g := range playing {
			if t := page.Playing[i].Turn; t != "" && g.Seats[colorIndex(t)].Account == a.ID && g.Seats[colorIndex(t)].Player == "human" {
				page.YourTurn = append(page.YourTurn, page.Playing[i])
			}
		}
	}
	for _, g := range recent {
		for c, seat := range g.Seats {
			if seat.Account != a.ID {
				continue
			}
			switch outcome, mine := checkers.Outcome(g.Outcome), checkers.Color(c); outcome {
			case checkers.Draw:
				page.Score["draws"]++
			case checkers.WinFor(mine):
				page.Score["wins"]++
			case checkers.WinFor(mine.Opponent()):
				page.Score["losses"]++
			}
			break
		}
	}
	writeJSON(w, http.StatusOK, page)
}

// colorIndex is the seat index of "black" (0) or "red" (1).
func colorIndex(name string) int {
	if name == "red" {
		return 1
	}
	return 0
}
