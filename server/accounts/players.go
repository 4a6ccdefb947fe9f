package accounts

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// historyGames is how many of a rating's last games its history shows.
const historyGames = 100

// RatingPoint is one point of a rating's history: the rating after a
// rated game (GameID), or, first, the rating before the oldest game shown
// (GameID empty).
type RatingPoint struct {
	At     time.Time `json:"at"`
	Rating float64   `json:"rating"`
	GameID string    `json:"gameId,omitempty"`
}

// PlayerRating is one of a player's ratings, as its page shows it.
type PlayerRating struct {
	Game        string  `json:"game"`
	Speed       string  `json:"speed"`
	Rating      float64 `json:"rating"`
	Deviation   float64 `json:"deviation"`
	Provisional bool    `json:"provisional"`
	Games       int     `json:"games"`
	// History is the rating before its last games (at most 100) and after
	// each, oldest first.
	History []RatingPoint `json:"history"`
}

// Player returns the living account named name (its own name but for
// case: a look-alike names nobody), or a Refusal (NotFound).
func (a *Service) Player(ctx context.Context, name string) (*store.Account, error) {
	st, err := a.Store()
	if err != nil {
		return nil, err
	}
	ac, err := st.AccountBySkeleton(ctx, account.Skeleton(name))
	if errors.Is(err, store.ErrNoAccount) || err == nil && (!ac.Deleted.IsZero() || !strings.EqualFold(ac.Name, name)) {
		return nil, refuse.Newf(refuse.NotFound, "no player %q", name)
	}
	if err != nil {
		return nil, err
	}
	return ac, nil
}

// Ratings returns the player's ratings, by game then speed, each with its
// history; none when the store keeps no ratings.
func (a *Service) Ratings(ctx context.Context, accountID string) ([]PlayerRating, error) {
	out := []PlayerRating{}
	if a.ratings == nil {
		return out, nil
	}
	ratings, err := a.ratings.PlayerRatings(ctx, accountID)
	if err != nil {
		return nil, err
	}
	for _, pr := range ratings {
		history, err := a.history(ctx, accountID, pr.Game, pr.Speed)
		if err != nil {
			return nil, err
		}
		out = append(out, PlayerRating{Game: pr.Game, Speed: pr.Speed, Rating: pr.Rating, Deviation: pr.Deviation,
			Provisional: pr.Deviation > rating.ProvisionalDeviation, Games: pr.Games, History: history})
	}
	return out, nil
}

// history returns the history of the player's rating in game and speed:
// the rating before its last historyGames games, then after each.
func (a *Service) history(ctx context.Context, accountID, game, speed string) ([]RatingPoint, error) {
	changes, err := a.ratings.RatingHistory(ctx, accountID, game, speed, historyGames)
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
