package server

import (
	"time"

	"github.com/kingme/kingme/server/lobby"
)

// Correspondence games (issue 32): a game between people played over days,
// DaysPerMove days for each move. The time for a move runs from the last
// move (once each player has made one of its own: the time for the first
// moves is the players' to take, as a game between friends without a
// clock), and a player who lets it run out loses on time, on whichever
// server holds the game, after a restart too. Being away is normal in such
// a game: it is never ended as abandoned, nor claimed against.

// checkDays checks a request's days a move (0 for none): 1 to
// lobby.MaxDaysPerMove, between people, without a clock.
func checkDays(days int, mode string, clock *clockRequest) error {
	return lobby.CheckDays(days, mode, clock)
}

// CorrespondenceState is a correspondence game's time in the State.
type CorrespondenceState struct {
	DaysPerMove int `json:"daysPerMove"`
	// Deadline is when the player to move must have moved (ms since
	// 1970), absent while it has no deadline (the first moves, a seat
	// free, the game over).
	Deadline *int64 `json:"deadline,omitempty"`
	// ServerTime is the server's time when the State was made (ms), so a
	// page can count down with its own clock's offset.
	ServerTime int64 `json:"serverTime"`
}

// correspondenceState returns l's CorrespondenceState at now, nil for a
// game that is not correspondence. l.mu is held.
func correspondenceState(l *live, now time.Time) *CorrespondenceState {
	if !l.Correspondence() {
		return nil
	}
	cs := &CorrespondenceState{DaysPerMove: l.Header().DaysPerMove, ServerTime: now.UnixMilli()}
	if d, ok := l.MoveDeadline(); ok {
		cs.Deadline = ptr(d.UnixMilli())
	}
	return cs
}
