package server

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/store"
)

// playerPageGames is how many recent games a player page lists.
const playerPageGames = 20

// PlayerRating is one of a player's ratings on the player page.
type PlayerRating struct {
	Game        string  `json:"game"`
	Speed       string  `json:"speed"`
	Rating      float64 `json:"rating"`
	Deviation   float64 `json:"deviation"`
	Provisional bool    `json:"provisional"`
	Games       int     `json:"games"`
}

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
}

func (s *Server) handlePlayer(w http.ResponseWriter, r *http.Request) {
	st, err := s.accountStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name := r.PathValue("name")
	a, err := st.AccountBySkeleton(r.Context(), account.Skeleton(name))
	if errors.Is(err, store.ErrNoAccount) || err == nil && (!a.Deleted.IsZero() || !strings.EqualFold(a.Name, name)) {
		s.writeError(w, r, errorf(http.StatusNotFound, "no player %q", name))
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	page := PlayerPage{Name: a.Name, Created: a.Created, Ratings: []PlayerRating{}, Score: map[string]int{"wins": 0, "draws": 0, "losses": 0}}
	if rs, ok := s.store.(store.Ratings); ok {
		ratings, err := rs.PlayerRatings(r.Context(), a.ID)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		for _, pr := range ratings {
			page.Ratings = append(page.Ratings, PlayerRating{Game: pr.Game, Speed: pr.Speed, Rating: pr.Rating, Deviation: pr.Deviation,
				Provisional: pr.Deviation > rating.ProvisionalDeviation, Games: pr.Games})
		}
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
