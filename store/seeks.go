package store

import (
	"context"
	"errors"
	"time"
)

// ErrSeekGone is returned (wrapped) by AcceptSeek and TouchSeek when the
// seek is no longer open: accepted by someone else, withdrawn, expired or
// never posted.
var ErrSeekGone = errors.New("the seek is no longer open")

// Seek is an open offer of a game in the lobby: who posts it, the game,
// its clock (or days a move), rated or casual, the colour its poster
// wants and the ratings of the opponents it takes.
type Seek struct {
	ID string
	// AccountID is the poster's account; "" for a guest.
	AccountID string
	// OwnerHash is the hex SHA-256 of the token that lets its poster
	// withdraw it.
	OwnerHash string
	// Name is the poster's name, as the lobby shows it.
	Name    string
	Variant string // the game's key
	// Initial and Increment are the clock; DaysPerMove, when not 0, makes
	// a correspondence game instead.
	Initial, Increment time.Duration
	DaysPerMove        int
	Rated              bool
	// Color is the colour its poster plays: "black", "red" or "random".
	Color string
	// MinRating and MaxRating bound the opponent's rating; 0 for none.
	MinRating, MaxRating int
	// Rating is the poster's rating in this game and speed, shown in the
	// lobby; 0 for none.
	Rating  int
	Created time.Time
	// Expires is when the seek leaves the lobby unless its poster is still
	// there to push it back (TouchSeek).
	Expires time.Time
	// GameID is the game made when the seek was accepted; "" while open.
	GameID string
}

// Seeks keeps the lobby's seeks, shared by every server on the store. Both
// stores implement it; store/storetest checks it.
type Seeks interface {
	// CreateSeek stores a new open seek (ErrExists for an ID taken).
	CreateSeek(ctx context.Context, s *Seek) error
	// Seek returns the seek with the given ID, open or accepted (its
	// GameID set), or an error wrapping ErrSeekGone when it was withdrawn
	// or never posted.
	Seek(ctx context.Context, id string) (*Seek, error)
	// OpenSeeks returns the seeks open at now (not accepted, not
	// expired), oldest first.
	OpenSeeks(ctx context.Context, now time.Time) ([]Seek, error)
	// AcceptSeek marks the seek accepted by the game gameID when it is
	// open at now, and returns it; of many acceptances of one seek, one
	// succeeds, the others wrap ErrSeekGone.
	AcceptSeek(ctx context.Context, id, gameID string, now time.Time) (*Seek, error)
	// TouchSeek pushes an open seek's expiry to expires (its poster is
	// still there); ErrSeekGone when it is not open at now.
	TouchSeek(ctx context.Context, id string, now, expires time.Time) error
	// DeleteSeek withdraws a seek whose owner hash is ownerHash; a seek
	// already gone is not an error, another owner's is ErrSeekGone.
	DeleteSeek(ctx context.Context, id, ownerHash string) error
}
