package room

import (
	"time"

	"github.com/kingme/kingme/store"
)

// RematchRefusal returns why a player may not ask for a rematch now (a
// Refusal), nil when it may: the game is over and has none yet.
func (r *Room) RematchRefusal() error {
	switch {
	case !r.game.Result().Over():
		return refusef("the game is not over yet")
	case r.header.Rematch != "" && r.header.Mode == "friend":
		return refusef("the rematch is game %s: join it", r.header.Rematch)
	case r.header.Rematch != "":
		return refusef("the rematch is game %s", r.header.Rematch)
	}
	return nil
}

// Rematch returns the record of the game that follows this finished one,
// asked for by v, a player: game id, created at now, with the same
// variant, start, mode, level and clock, the colours swapped, the asker
// holding the token whose hash is tokenHash; and the viewer the asker is
// in it. In a friend game the opponent's seat stays free, kept for the
// opponent's token of this game and name; the computer keeps its seat.
// It changes nothing: the caller notes the rematch (SetRematch) once the
// new game is stored.
func (r *Room) Rematch(v Viewer, id string, now time.Time, tokenHash string) (*store.Record, Viewer) {
	old := &r.header.Record
	next := &store.Record{
		ID: id, Variant: old.Variant, Start: old.Start, Mode: old.Mode, Level: old.Level,
		Initial: old.Initial, Increment: old.Increment, Clock: [2]time.Duration{old.Initial, old.Initial},
		Created: now, Updated: now,
	}
	if v == BothSeats {
		next.Seats = old.Seats
		next.Seats[0].TokenHash, next.Seats[1].TokenHash = tokenHash, tokenHash
		return next, v
	}
	mine := v.Color()
	next.Seats[mine.Opponent()] = old.Seats[mine]
	next.Seats[mine.Opponent()].TokenHash = tokenHash
	switch other := old.Seats[mine.Opponent()]; other.Player {
	case "computer":
		next.Seats[mine] = other
	case "human":
		// Kept for the opponent, who joins with the old game's token and
		// keeps the name it played under.
		next.Seats[mine] = store.Seat{Name: other.Name, TokenHash: other.TokenHash}
	}
	return next, SeatViewer(mine.Opponent())
}

// SetRematch notes that game id is this one's rematch.
func (r *Room) SetRematch(id string) { r.header.Rematch = id }
