package lobby

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// The lobby (issue 32): open seeks, posted by anyone (a rated one by a
// logged-in player), listed to everyone from the store (so every server
// lists the same), and accepted with one request, which makes the game.
// The poster's seek token is also its seat's token in that game.

// SeekLife is how long a seek stays in the lobby without its poster
// asking after it.
const SeekLife = 2 * time.Minute

// MaxDaysPerMove bounds a correspondence game's days a move.
const MaxDaysPerMove = 14

// Clock is a game's clock as the API gives it: minutes and an increment in
// seconds.
type Clock struct {
	Minutes   float64 `json:"minutes"`
	Increment float64 `json:"increment"`
}

// SeekRequest is the body of a request that posts a seek (POST
// /api/lobby/seeks, /api/lobby/quick).
type SeekRequest struct {
	Variant   string `json:"variant"`
	Clock     *Clock `json:"clock"`
	Rated     bool   `json:"rated"`
	Color     string `json:"color"` // black, red or random
	MinRating int    `json:"minRating"`
	MaxRating int    `json:"maxRating"`
	Name      string `json:"name"`
	// Days, instead of a clock, seeks a correspondence game (1 to 14
	// days a move).
	Days int `json:"days"`
}

// SeekInfo is one seek as the lobby shows it.
type SeekInfo struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Variant     string `json:"variant"`
	VariantName string `json:"variantName"`
	Clock       *Clock `json:"clock"`
	Speed       string `json:"speed"`
	Rated       bool   `json:"rated"`
	// Days is a correspondence seek's days a move (Clock is then 0+0).
	Days      int       `json:"days,omitempty"`
	Color     string    `json:"color"`
	Rating    int       `json:"rating,omitempty"`
	MinRating int       `json:"minRating,omitempty"`
	MaxRating int       `json:"maxRating,omitempty"`
	Created   time.Time `json:"created"`
	// Game is the game made when the seek was accepted, shown to its
	// poster alone.
	Game string `json:"game,omitempty"`
}

// CheckDays checks a request's days a move (0 for none): 1 to
// MaxDaysPerMove, between people (mode "friend"), without a clock.
func CheckDays(days int, mode string, clock *Clock) error {
	switch {
	case days == 0:
		return nil
	case days < 1 || days > MaxDaysPerMove:
		return refuse.Newf(refuse.Invalid, "days a move %d out of range: want 1 to %d", days, MaxDaysPerMove)
	case clock != nil:
		return refuse.Newf(refuse.Invalid, "give a clock or days a move, not both")
	case mode != "friend":
		return refuse.Newf(refuse.Invalid, "only a game between people is played at days a move: mode %q cannot be", mode)
	}
	return nil
}

// Terms checks the terms of the seek req asks for (its game, clock or
// days a move, colour and rating range) and returns a seek on them, its
// game by its key and its colour "random" when none is asked for; the
// poster's name, account and the seek's times are the caller's to fill.
func Terms(req SeekRequest) (store.Seek, error) {
	g, err := games.Lookup(req.Variant)
	if err != nil {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "%v", err)
	}
	if err := CheckDays(req.Days, "friend", req.Clock); err != nil {
		return store.Seek{}, err
	}
	if req.Days == 0 && (req.Clock == nil || req.Clock.Minutes < 0.5 || req.Clock.Minutes > 180 || req.Clock.Increment < 0 || req.Clock.Increment > 60) {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "a seek needs a clock (minutes 0.5 to 180, increment 0 to 60 seconds) or days a move (1 to 14)")
	}
	clock := req.Clock
	if clock == nil {
		clock = &Clock{}
	}
	color := strings.ToLower(req.Color)
	if color == "" {
		color = "random"
	}
	if _, ok := room.ParseColor(color); !ok && color != "random" {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "unknown colour %q: want black, red or random", req.Color)
	}
	if req.MinRating < 0 || req.MaxRating < 0 || req.MaxRating != 0 && req.MaxRating < req.MinRating {
		return store.Seek{}, refuse.Newf(refuse.Invalid, "bad rating range %d to %d", req.MinRating, req.MaxRating)
	}
	return store.Seek{Variant: g.Key(), Initial: time.Duration(clock.Minutes * float64(time.Minute)),
		Increment: time.Duration(clock.Increment * float64(time.Second)), DaysPerMove: req.Days,
		Rated: req.Rated, Color: color, MinRating: req.MinRating, MaxRating: req.MaxRating}, nil
}

// MayPost returns why poster (nil for a guest) may not post a seek on
// terms k; nil when it may: a rated seek is a logged-in player's.
func MayPost(k store.Seek, poster *store.Account) error {
	if k.Rated && poster == nil {
		return refuse.Newf(refuse.Unauthorized, "log in to post a rated seek")
	}
	return nil
}

// Open opens the seek k at now, posted by poster (nil for a guest) rated
// posterRating in its game and speed: it stays in the lobby for SeekLife
// unless its poster asks after it.
func Open(k *store.Seek, poster *store.Account, posterRating int, now time.Time) {
	k.Created, k.Expires = now, now.Add(SeekLife)
	if poster != nil {
		k.AccountID, k.Name, k.Rating = poster.ID, poster.Name, posterRating
	}
}

// Speed returns the name of the speed of k's clock or days a move, the
// speed its ratings are kept in.
func Speed(k store.Seek) string {
	return rating.SpeedOf(k.Initial, k.Increment, k.DaysPerMove).String()
}

// Show returns k as the lobby shows it (without its game, which only its
// poster is shown).
func Show(k store.Seek) SeekInfo {
	name := k.Variant
	if g, err := games.Lookup(k.Variant); err == nil {
		name = g.Name()
	}
	return SeekInfo{ID: k.ID, Name: k.Name, Variant: k.Variant, VariantName: name,
		Clock: &Clock{Minutes: k.Initial.Minutes(), Increment: k.Increment.Seconds()},
		Speed: Speed(k), Rated: k.Rated, Days: k.DaysPerMove, Color: k.Color,
		Rating: k.Rating, MinRating: k.MinRating, MaxRating: k.MaxRating, Created: k.Created}
}

// List returns the open seeks as the lobby lists them, in their order.
func List(open []store.Seek) []SeekInfo {
	out := make([]SeekInfo, 0, len(open))
	for _, k := range open {
		out = append(out, Show(k))
	}
	return out
}

// message is the lobby socket's {"type":"lobby"} message.
type message struct {
	Type  string     `json:"type"`
	Seeks []SeekInfo `json:"seeks"`
}

// Message returns the lobby socket's message of the open seeks:
// {"type":"lobby","seeks":[…]}.
func Message(open []store.Seek) ([]byte, error) {
	return json.Marshal(message{Type: "lobby", Seeks: List(open)})
}

// IsOpen reports whether k may still be accepted at now: not accepted
// and not expired.
func IsOpen(k *store.Seek, now time.Time) bool {
	return k.GameID == "" && k.Expires.After(now)
}

// MayAccept returns why a player may not accept k; nil when it may. taker
// is its account (nil for a guest), own whether it holds k's token, and
// takerRating its rating in k's game and speed, asked only for a rated
// seek: a rated seek takes only a logged-in player other than its poster
// within its rating range.
func MayAccept(k *store.Seek, taker *store.Account, own bool, takerRating func() int) error {
	switch {
	case k.Rated && taker == nil:
		return refuse.Newf(refuse.Unauthorized, "log in to accept a rated seek")
	case taker != nil && taker.ID == k.AccountID, own:
		return refuse.Newf(refuse.Conflict, "this is your own seek")
	}
	if k.Rated {
		mine := takerRating()
		if k.MinRating > 0 && mine < k.MinRating || k.MaxRating > 0 && mine > k.MaxRating {
			return refuse.Newf(refuse.Forbidden, "the seek takes opponents rated %d to %d; you are %d", k.MinRating, k.MaxRating, mine)
		}
	}
	return nil
}

// Coin returns a colour at random, for a seek of any colour.
func Coin() checkers.Color { return checkers.Color(rand.IntN(2)) }

// Game returns the record of the game k makes when a player named name,
// whose seat token hashes to tokenHash, accepts it at now, the game's ID
// id; and the colour of k's poster: its chosen colour, coin for a seek of
// any colour. The poster's seat is held by its seek token and its
// account; the game is between friends, on k's clock or days a move.
func Game(k *store.Seek, id string, now time.Time, coin checkers.Color, name, tokenHash string) (*store.Record, checkers.Color, error) {
	g, err := games.Lookup(k.Variant)
	if err != nil {
		return nil, 0, err
	}
	rec := &store.Record{ID: id, Variant: g.Key(), Start: g.Variant.Start().String(), Mode: "friend", Created: now, Updated: now,
		Initial: k.Initial, Increment: k.Increment, Clock: [2]time.Duration{k.Initial, k.Initial}, Rated: k.Rated, DaysPerMove: k.DaysPerMove}
	poster := coin
	if c, ok := room.ParseColor(k.Color); ok {
		poster = c
	}
	rec.Seats[poster] = store.Seat{Player: "human", Name: k.Name, TokenHash: k.OwnerHash, Account: k.AccountID}
	rec.Seats[poster.Opponent()] = store.Seat{Player: "human", Name: name, TokenHash: tokenHash}
	return rec, poster, nil
}
