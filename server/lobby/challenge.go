package lobby

import (
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// A challenge (issue 32) is a game between friends whose free seat is kept
// for one account: the challenged player, named by its challenger. It is
// made at once, the challenger seated; the challenged player sees it in the
// lobby and takes the seat by joining the game (no invitation needed, and
// nobody else may take it), or declines it, which calls the game off.

// ChallengeInfo is a challenge as the lobby lists it to the challenged
// player and to its challenger.
type ChallengeInfo struct {
	Game        string `json:"game"`
	From        string `json:"from"`
	To          string `json:"to"`
	Variant     string `json:"variant"`
	VariantName string `json:"variantName"`
	Clock       *Clock `json:"clock,omitempty"`
	Rated       bool   `json:"rated"`
	// Color is the colour the challenged player would play.
	Color string `json:"color"`
}

// MayChallenge returns why me may not challenge them, the account found
// by the name named (nil when none was): nil when it may. The account
// must be there, not deleted, under that name (case aside), and not me's.
func MayChallenge(me, them *store.Account, named string) error {
	if them == nil || !them.Deleted.IsZero() || !strings.EqualFold(them.Name, named) {
		return refuse.Newf(refuse.NotFound, "no player %q", named)
	}
	if them.ID == me.ID {
		return refuse.Newf(refuse.Conflict, "you cannot challenge yourself")
	}
	return nil
}

// Keep keeps rec's free seat for them: the challenge's seat.
func Keep(rec *store.Record, them *store.Account) {
	for c := range rec.Seats {
		if rec.Seats[c].Player == "" {
			rec.Seats[c] = store.Seat{Name: them.Name, Account: them.ID}
		}
	}
}

// KeptSeat returns the seat of g kept for an account that has not taken
// it: a challenge's.
func KeptSeat(g *store.Record) (checkers.Color, bool) {
	for c := range g.Seats {
		if g.Seats[c].Player == "" && g.Seats[c].Account != "" {
			return checkers.Color(c), true
		}
	}
	return 0, false
}

// MayDecline returns why the account accountID may not decline g; nil
// when g holds a challenge for it.
func MayDecline(g *store.Record, accountID string) error {
	kept, ok := KeptSeat(g)
	if !ok || g.Seats[kept].Account != accountID {
		return refuse.Newf(refuse.Conflict, "this game holds no challenge for you")
	}
	return nil
}

// Challenges returns the open challenges among the games of the account
// me (list): those it received (the seat kept for it still free) and
// those it sent, in list's order.
func Challenges(list []*store.Record, me string) (received, sent []ChallengeInfo) {
	received, sent = []ChallengeInfo{}, []ChallengeInfo{}
	for _, g := range list {
		kept, ok := KeptSeat(g)
		if !ok || g.Outcome != 0 {
			continue
		}
		info := ChallengeInfo{Game: g.ID, From: g.Seats[kept.Opponent()].Name, To: g.Seats[kept].Name, Variant: g.Variant,
			VariantName: g.Variant, Rated: g.Rated, Color: room.ColorName(kept)}
		if entry, err := games.Lookup(g.Variant); err == nil {
			info.VariantName = entry.Name()
		}
		if g.Initial > 0 {
			info.Clock = &Clock{Minutes: g.Initial.Minutes(), Increment: g.Increment.Seconds()}
		}
		if g.Seats[kept].Account == me {
			received = append(received, info)
		} else {
			sent = append(sent, info)
		}
	}
	return received, sent
}
