package store

import (
	"context"
	"errors"
	"time"
)

// ErrNoRating is returned (wrapped) by Rating when the player has no rating
// in that game and speed yet: the caller starts from a new player's.
var ErrNoRating = errors.New("no rating yet")

// ErrRated is returned (wrapped) by RateGame when the game was rated
// already: a game changes its players' ratings once.
var ErrRated = errors.New("the game was rated already")

// PlayerRating is a player's Glicko-2 rating in one game and speed
// (package rating), with how many rated games made it.
type PlayerRating struct {
	AccountID string
	Game      string // the game's key, such as "standard"
	Speed     string // the speed's name, such as "blitz"
	Rating    float64
	Deviation float64
	// Volatility is Glicko-2's σ.
	Volatility float64
	// Games counts the rated games played; RateGame checks it, so that two
	// games rated at once cannot both start from the same rating.
	Games   int
	Updated time.Time
}

// RatingChange is what one rated game did to one player's rating: the
// rating before and after, for the player's history and the change shown
// at the end of the game.
type RatingChange struct {
	GameID string
	Before PlayerRating // Games is the count RateGame expects stored (0 for none)
	After  PlayerRating
	At     time.Time
}

// Ratings keeps the players' ratings and their history. Both stores
// implement it; store/storetest checks it.
type Ratings interface {
	// Rating returns the player's rating in game and speed, or an error
	// wrapping ErrNoRating when there is none yet.
	Rating(ctx context.Context, accountID, game, speed string) (*PlayerRating, error)
	// PlayerRatings returns every rating of the player, by game then
	// speed.
	PlayerRatings(ctx context.Context, accountID string) ([]PlayerRating, error)
	// RateGame stores the changes of one rated game (one for each player;
	// each After is its Before with one more game) in one transaction:
	// each player's rating becomes its After, when
	// the stored rating's Games is still its Before.Games (none stored
	// for 0); otherwise nothing is written and the error wraps
	// ErrConflict (read again and rate again). A game is rated once: a
	// second RateGame of the same GameID writes nothing and wraps
	// ErrRated.
	RateGame(ctx context.Context, changes []RatingChange) error
	// GameRatingChanges returns the changes the game with the given ID
	// made (none for a game not rated), by player.
	GameRatingChanges(ctx context.Context, gameID string) ([]RatingChange, error)
	// RatingHistory returns the player's changes in game and speed,
	// oldest first, the last limit of them (0 for all).
	RatingHistory(ctx context.Context, accountID, game, speed string, limit int) ([]RatingChange, error)
}
