package room

import (
	"crypto/subtle"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/store"
)

// Viewer is who looks at a game: a spectator, one seat, or both seats
// (two players at one screen).
type Viewer uint8

// The viewers.
const (
	Spectator Viewer = iota
	BlackSeat
	RedSeat
	BothSeats
)

// Controls reports whether the viewer plays c.
func (v Viewer) Controls(c checkers.Color) bool {
	return v == BothSeats || (v == BlackSeat && c == checkers.Black) || (v == RedSeat && c == checkers.Red)
}

// OneSeat reports whether the viewer holds one seat alone: a player
// facing an opponent.
func (v Viewer) OneSeat() bool { return v == BlackSeat || v == RedSeat }

// Color returns the colour of a one-seat viewer (Black for the others).
func (v Viewer) Color() checkers.Color {
	if v == RedSeat {
		return checkers.Red
	}
	return checkers.Black
}

// SeatViewer returns the viewer holding c's seat alone.
func SeatViewer(c checkers.Color) Viewer {
	if c == checkers.Red {
		return RedSeat
	}
	return BlackSeat
}

// ColorName returns "black" or "red".
func ColorName(c checkers.Color) string {
	if c == checkers.Black {
		return "black"
	}
	return "red"
}

// ParseColor reads "black" or "red".
func ParseColor(s string) (checkers.Color, bool) {
	switch s {
	case "black":
		return checkers.Black, true
	case "red":
		return checkers.Red, true
	}
	return 0, false
}

// SameHash compares two token hashes in constant time; an empty hash
// matches nothing.
func SameHash(a, b string) bool {
	return a != "" && len(a) == len(b) && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// ViewerOfHash returns which seats the bearer of a token whose hash is h
// ("" for none) holds in the room. A free seat's hash is its
// invitation's, not a player's: it seats nobody.
func (r *Room) ViewerOfHash(h string) Viewer {
	if h == "" {
		return Spectator
	}
	holds := func(c checkers.Color) bool {
		seat := r.header.Seats[c]
		return seat.Player != "" && SameHash(h, seat.TokenHash)
	}
	black, red := holds(checkers.Black), holds(checkers.Red)
	switch {
	case black && red:
		return BothSeats
	case black:
		return BlackSeat
	case red:
		return RedSeat
	}
	return Spectator
}

// Seated reports whether both seats are taken.
func (r *Room) Seated() bool {
	return r.header.Seats[0].Player != "" && r.header.Seats[1].Player != ""
}

// EmptySeat returns the seat nobody has taken, if any.
func (r *Room) EmptySeat() (checkers.Color, bool) {
	for c := range 2 {
		if r.header.Seats[c].Player == "" {
			return checkers.Color(c), true
		}
	}
	return 0, false
}

// ComputerColor returns the computer's seat, if the game has one.
func (r *Room) ComputerColor() (checkers.Color, bool) {
	for c := range 2 {
		if r.header.Seats[c].Player == "computer" {
			return checkers.Color(c), true
		}
	}
	return 0, false
}

// HumanColor returns the colour v plays against the computer, if v is
// its human player.
func (r *Room) HumanColor(v Viewer) (checkers.Color, bool) {
	c, ok := r.ComputerColor()
	if !ok || v == Spectator || v.Controls(c) {
		return 0, false
	}
	return c.Opponent(), true
}

// BetweenPeople reports whether the game is played by two people on two
// seats (a friend game) at the table: the games that can be abandoned. A
// correspondence game cannot: its players are away between moves, and
// its days a move are its rule.
func (r *Room) BetweenPeople() bool {
	return r.header.Mode == "friend" && r.header.Seats[0].Player == "human" && r.header.Seats[1].Player == "human" && !r.Correspondence()
}

// Sit seats a person who joins at the free seat c: a human player, named
// name, holding the token whose hash is tokenHash.
func (r *Room) Sit(c checkers.Color, name, tokenHash string) {
	r.header.Seats[c] = store.Seat{Player: "human", Name: name, TokenHash: tokenHash}
}

// WaitsForAPerson reports whether an unfinished game needs nothing from
// the server until someone acts: no clock, and the computer not to move.
func (r *Room) WaitsForAPerson() bool {
	if r.HasClock() {
		return false
	}
	c, ok := r.ComputerColor()
	return !ok || r.game.Turn() != c
}

// NeedsLease reports whether the game has something only one server may
// run: a clock or a computer player, the game not over.
func (r *Room) NeedsLease() bool {
	_, computer := r.ComputerColor()
	return !r.game.Result().Over() && (r.HasClock() || computer)
}

// FreeSeat returns the seat v may join: v holds none, and one is free; a
// Refusal otherwise.
func (r *Room) FreeSeat(v Viewer) (checkers.Color, error) {
	if v != Spectator {
		return 0, refusef("you already hold a seat in this game")
	}
	free, ok := r.EmptySeat()
	if !ok {
		return 0, refusef("both seats are taken: you can watch this game")
	}
	return free, nil
}

// PlayerToMove returns the colour to move, which v must play: a Refusal
// when the game is over or v does not play it.
func (r *Room) PlayerToMove(v Viewer) (checkers.Color, error) {
	if res := r.game.Result(); res.Over() {
		return 0, refusef("the game is over: %s", res)
	}
	turn := r.game.Turn()
	if !v.Controls(turn) {
		return 0, refusef("it is not your turn: %s is to move", ColorName(turn))
	}
	return turn, nil
}

// Admit checks that a person joining at the free seat c may take it: a
// challenge's seat only from the account it is kept for (account is the
// joiner's, "" for none); a friend's seat with its invitation (inviteHash
// is the hash of the secret the joiner gives, "" for none) or with the
// token it is kept for (tokenHash, the hash of the joiner's token, "" for
// none: a rematch's); a seat kept for nobody by anyone. It reports
// whether the joiner keeps its token (a rematch's) rather than being
// given a new one (an invitation is spent); a Forbidden Refusal when the
// joiner may not sit there.
func (r *Room) Admit(c checkers.Color, account, inviteHash, tokenHash string) (keepToken bool, err error) {
	seat := r.header.Seats[c]
	switch {
	case seat.Account != "" && account != seat.Account:
		return false, forbidf("the free seat is kept for %s, who was challenged: log in as %s to take it", seat.Name, seat.Name)
	case seat.Account != "", seat.TokenHash == "", SameHash(inviteHash, seat.TokenHash):
		return false, nil
	case SameHash(tokenHash, seat.TokenHash):
		return true, nil
	case inviteHash != "":
		return false, forbidf("this invitation is not the game's: the seat is kept for the friend invited (ask for the link again)")
	}
	return false, forbidf("the free seat is kept for the friend invited: join through the invitation link")
}

// HintRefusal returns why v may not ask for a hint now (a Refusal), nil
// when v may: a player of a game against the computer or at one screen,
// to move.
func (r *Room) HintRefusal(v Viewer) error {
	switch {
	case v == Spectator:
		return forbidf("only the players can ask for a hint")
	case r.header.Mode == "friend":
		return forbidf("no hints in a game between friends: the engine helps nobody while it is played (hints are for games against the computer and at one screen)")
	case r.game.Result().Over():
		return refusef("the game is over")
	case !v.Controls(r.game.Turn()):
		return refusef("it is not your turn: %s is to move", ColorName(r.game.Turn()))
	}
	return nil
}
