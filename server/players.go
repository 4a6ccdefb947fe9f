package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/store"
)

// playerPageGames is how many recent games a player page lists;
// ratingHistoryGames how many of a rating's last games its history
// shows.
const (
	playerPageGames    = 20
	ratingHistoryGames = 100
)

// RatingPoint is one point of a rating's history: the rating after a
// rated game (GameID), or, first, the rating before the oldest game shown
// (GameID empty).
type RatingPoint struct {
	At     time.Time `json:"at"`
	Rating float64   `json:"rating"`
	GameID string    `json:"gameId,omitempty"`
}

// PlayerRating is one of a player's ratings on the player page.
type PlayerRating struct {
	Game        string  `json:"game"`
	Speed       string  `json:"speed"`
	Rating      float64 `json:"rating"`
	Deviation   float64 `json:"deviation"`
	Provisional bool    `json:"provisional"`
	Games       int     `json:"games"`
	// History is the rating before its last games (at most
	// ratingHistoryGames) and after each, oldest first.
	History []RatingPoint `json:"history"`
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
	// YourTurn, on the page of the player who asks (logged in), lists the
	// games among Playing that wait for its move; null for anyone else.
	YourTurn []Summary `json:"yourTurn"`
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
			history, err := ratingHistory(r.Context(), rs, a.ID, pr.Game, pr.Speed)
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			page.Ratings = append(page.Ratings, PlayerRating{Game: pr.Game, Speed: pr.Speed, Rating: pr.Rating, Deviation: pr.Deviation,
				Provisional: pr.Deviation > rating.ProvisionalDeviation, Games: pr.Games, History: history})
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

// ratingHistory returns the history of the player's rating in game and
// speed: the rating before its last ratingHistoryGames games, then after
// each.
func ratingHistory(ctx context.Context, rs store.Ratings, accountID, game, speed string) ([]RatingPoint, error) {
	changes, err := rs.RatingHistory(ctx, accountID, game, speed, ratingHistoryGames)
	if err != nil || len(changes) == 0 {
		return []RatingPoint{}, err
	}
	points := make([]RatingPoint, 0, len(changes)+1)
	points = append(points, RatingPoint{At: changes[0].At, Rating: changes[0].Before.Rating})
	for _, c := range changes {
		points = append(points, RatingPoint{At: c.At, Rating: c.After.Rating, GameID: c.GameID})
	}
	return points, nil
}

// colorIndex is the seat index of "black" (0) or "red" (1).
func colorIndex(name string) int {
	if name == "red" {
		return 1
	}
	return 0
}
