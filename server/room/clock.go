package room

import (
	"time"

	"github.com/kingme/kingme/checkers"
)

// Clocks. A game with a time control keeps, in its header, each player's
// time left when the player to move started to think; the moment that
// happened (the turn's start) is the caller's to keep and to pass in,
// with the time now: the room reads no clock of its own. The player to
// move's time runs from the turn's start; the other's stands.
//
// A side's clock starts only once both seats are taken and that side has
// made its first move, as on lichess and lidraughts: each side's first
// move is not timed (the moves of a ballot opening, played for the
// players when the game was created, are nobody's), so nobody loses time
// waiting for an opponent to arrive or to find the board. A side to play
// its first move, both seats taken, has a time of the server's choosing
// to play it (FirstMoveDeadline); otherwise the game is aborted, with no
// result (reason NoFirstMove).

// HasClock reports whether the game is played with a clock.
func (r *Room) HasClock() bool { return r.header.Initial > 0 }

// OwnPlies counts the moves the players made: the moves after the
// opening's.
func (r *Room) OwnPlies() int { return max(r.Plies()-r.header.OpeningPlies, 0) }

// BothMoved reports whether each player has made a move of its own: the
// players alternate (a pass is a move), so two moves after the opening's
// are one each.
func (r *Room) BothMoved() bool { return r.OwnPlies() >= 2 }

// ClockRunning reports whether the player to move's clock runs: both
// seats are taken and the player to move has made its first move (it
// moves every other ply, so it has if both have).
func (r *Room) ClockRunning() bool {
	return r.HasClock() && !r.game.Result().Over() && r.Seated() && r.BothMoved()
}

// AwaitingFirstMove reports whether the player to move of a game with a
// clock is a person to play its first move with both seats taken: the
// time it has for it runs (FirstMoveDeadline).
func (r *Room) AwaitingFirstMove() bool {
	if !r.HasClock() || r.game.Result().Over() || !r.Seated() || r.BothMoved() {
		return false
	}
	return r.header.Seats[r.game.Turn()].Player != "computer"
}

// FirstMoveDeadline is when the player to move, awaiting its first move
// since the turn's start, no longer may play it, given within to play it.
func FirstMoveDeadline(start time.Time, within time.Duration) time.Time {
	return start.Add(within)
}

// TimeLeft returns c's time left at now, the turn having started at
// start.
func (r *Room) TimeLeft(c checkers.Color, start, now time.Time) time.Duration {
	left := r.header.Clock[c&1]
	if r.ClockRunning() && r.game.Turn() == c {
		left -= now.Sub(start)
	}
	return max(left, 0)
}

// Correspondence reports whether the game is played at days a move.
func (r *Room) Correspondence() bool { return r.header.DaysPerMove > 0 }

// MoveDeadline returns when the player to move of a correspondence game
// must have moved: DaysPerMove days after the last move, once each
// player has made a move of its own; ok is false otherwise (not
// correspondence, over, a seat free, the first moves).
func (r *Room) MoveDeadline() (time.Time, bool) {
	if !r.Correspondence() || r.game.Result().Over() || !r.Seated() || !r.BothMoved() {
		return time.Time{}, false
	}
	at := r.stamps[r.Plies()-1].at
	if at.IsZero() {
		return time.Time{}, false
	}
	return at.Add(time.Duration(r.header.DaysPerMove) * 24 * time.Hour), true
}

// Fall is what the clock does to the game at a moment: nothing, or the
// flag of the player to move has fallen.
type Fall int

// The falls of a flag.
const (
	// NoFall: the player to move still has time, or no clock runs.
	NoFall Fall = iota
	// LostOnTime: the player to move's time, or its days a move, ran out.
	LostOnTime
	// NoFirstMove: the player to move's first move did not come in time.
	NoFirstMove
)

// Fallen returns what the clock does at now to the player to move, whose
// turn started at start, with within to play a first move.
func (r *Room) Fallen(start, now time.Time, within time.Duration) Fall {
	deadline, days := r.MoveDeadline()
	switch {
	case r.ClockRunning() && r.TimeLeft(r.game.Turn(), start, now) <= 0, days && !now.Before(deadline):
		return LostOnTime
	case r.AwaitingFirstMove() && !now.Before(FirstMoveDeadline(start, within)):
		return NoFirstMove
	}
	return NoFall
}

// Forfeit ends the game lost on time by the player to move, whose clock
// reads zero.
func (r *Room) Forfeit() error {
	loser := r.game.Turn()
	if err := r.game.Forfeit(loser); err != nil {
		return err
	}
	r.header.Clock[loser] = 0
	return nil
}

// charge returns the mover's time left after a move at now, the turn
// having started at start: its time less its thinking, plus the
// increment. A first move is not charged and gains no increment; zero
// without a clock.
func (r *Room) charge(start, now time.Time) time.Duration {
	if !r.HasClock() {
		return 0
	}
	mover := r.game.Turn()
	if !r.ClockRunning() {
		return r.header.Clock[mover]
	}
	return r.header.Clock[mover] - now.Sub(start) + r.header.Increment
}

// RestoreClocks sets each player's time left after moves were taken
// back: the time recorded with each player's last remaining move, or the
// initial time.
func (r *Room) RestoreClocks() {
	if !r.HasClock() {
		return
	}
	r.header.Clock = [2]time.Duration{r.header.Initial, r.header.Initial}
	pos := r.game.Positions()
	for i, m := range r.stamps {
		r.header.Clock[pos[i].Turn()] = m.clock
	}
}

// LastMoveAt returns when c last moved, if it did after the opening: the
// last move is the player's not to move, the one before the other's (the
// players alternate; a pass is a move).
func (r *Room) LastMoveAt(c checkers.Color) (time.Time, bool) {
	i := r.Plies() - 1
	if r.game.Turn() == c {
		i--
	}
	if i < r.header.OpeningPlies {
		return time.Time{}, false
	}
	return r.stamps[i].at, true
}

// LastMoveTime is when the last move was played, if before otherwise, or
// else otherwise: when the turn started, for the clock of a game handed
// from server to server.
func (r *Room) LastMoveTime(otherwise time.Time) time.Time {
	if n := r.Plies(); n > 0 && !r.stamps[n-1].at.IsZero() && r.stamps[n-1].at.Before(otherwise) {
		return r.stamps[n-1].at
	}
	return otherwise
}
