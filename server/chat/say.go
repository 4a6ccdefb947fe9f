package chat

import (
	"time"

	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// Limiter takes one of key's tokens at now, or takes none and reports how
// long until there is one: a token bucket per key of Burst tokens, filled
// PerMinute times a minute.
type Limiter func(key string, now time.Time) (ok bool, wait time.Duration)

// Service is the chat's rules with the writers' rate limit. Its methods
// may be called at once from any number of goroutines when its Limiter
// may. Create it with New.
type Service struct {
	allow Limiter
}

// New returns the chat limiting each writer's lines with allow.
func New(allow Limiter) *Service { return &Service{allow: allow} }

// Say returns the line text that viewer v writes at `at` in room rm of g
// (in the viewer's own room when rm is empty), signed with its seat's
// colour, account and name, or a spectator's with account (nil when not
// logged in). It refuses, in this order, what WriteRefusal refuses, then
// a line written too fast (TooMany): at most Burst at once, then one
// every minute/PerMinute, by seat or by spectator's account.
func (s *Service) Say(g Game, v room.Viewer, account *store.Account, rm, text string, at time.Time) (store.ChatLine, error) {
	if rm == "" {
		rm = store.PlayersRoom
		if v == room.Spectator {
			rm = store.SpectatorsRoom
		}
	}
	line := store.ChatLine{GameID: g.ID, Room: rm, At: at, Text: text}
	if err := g.WriteRefusal(v, rm, account != nil); err != nil {
		return store.ChatLine{}, err
	}
	var writer string
	if v == room.Spectator {
		line.Account, line.Name, writer = account.ID, account.Name, "account/"+account.ID
	} else {
		c := v.Color()
		seat := g.Seats[c]
		line.Seat, line.Account, line.Name, writer = int(c)+1, seat.Account, seat.Name, "seat/"+g.ID+"/"+room.ColorName(c)
	}
	if ok, wait := s.allow(writer, at); !ok {
		return store.ChatLine{}, refuse.Newf(refuse.TooMany, "too many chat lines: at most 4 at once, then one every 2.5 s").WithRetry(wait)
	}
	return line, nil
}
