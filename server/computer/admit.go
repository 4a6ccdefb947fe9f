package computer

import (
	"time"

	"github.com/kingme/kingme/server/refuse"
)

// Admission weighs a new game against the computer by what the computer
// actually does (Admit). Its limits are the server's configuration's.
type Admission struct {
	// Workers is how many searches run at once.
	Workers int
	// MaxWaiting is how many searches may wait for a worker before new
	// games are refused.
	MaxWaiting int
	// MaxLoad is how many workers' worth of thinking the games being
	// played may ask for (Share of each) before new ones are refused
	// while no worker is free.
	MaxLoad float64
	// MaxIdle is how many games at the levels that are not light one
	// client may hold left waiting for its move.
	MaxIdle int
}

// Played is an unfinished game against the computer in memory, as the
// admission weighs it.
type Played struct {
	// Think is how long its computer is expected to think a move.
	Think time.Duration
	// Thinking is whether its computer's search runs or waits.
	Thinking bool
	// PersonMoved is when its person last moved.
	PersonMoved time.Time
	// Creator is the client address that created it.
	Creator string
}

// LightGame is the share of a worker under which a game counts as light
// (the levels capped by depth): light games are admitted up to half again
// Admission.MaxLoad, so that the strong levels cannot fill the machine
// for everyone, and are not counted in Admission.MaxIdle.
const LightGame = 0.05

// personThink is the least time a person is taken to think a move, for
// the computer's load: its search and the person's thinking alternate.
const personThink = 5 * time.Second

// PlayedWithin is how recently a game's person must have moved for the
// game to count as being played (in the computer's load) rather than left
// waiting (in its creator's idle games).
const PlayedWithin = 2 * time.Minute

// Share is the share of a worker a game keeps busy whose computer thinks
// d a move.
func Share(d time.Duration) float64 { return d.Seconds() / (d + personThink).Seconds() }

// Load is the workers the games being played against the computer keep
// busy at now (Share of each): those whose search runs or waits, and
// those whose person moved within PlayedWithin.
func Load(games []Played, now time.Time) float64 {
	load := 0.0
	for _, g := range games {
		if g.Thinking || now.Sub(g.PersonMoved) < PlayedWithin {
			load += Share(g.Think)
		}
	}
	return load
}

// Idle counts the games at the levels that are not light which client
// created and left waiting at now: the computer not thinking, their
// person not moved within PlayedWithin.
func Idle(games []Played, client string, now time.Time) int {
	n := 0
	for _, g := range games {
		if g.Creator == client && !g.Thinking && now.Sub(g.PersonMoved) >= PlayedWithin && Share(g.Think) >= LightGame {
			n++
		}
	}
	return n
}

// Queue is what the admission asks of the computer: whether a worker is
// free, and how many searches wait for one (Computer has both).
type Queue interface {
	Ready() bool
	Waiting() int
}

// Admit admits, at now, a new game whose computer would think think a
// move, created by client, the computer c having the games played in
// memory (called at most once, when needed): always while a worker is
// free; else it refuses it (refuse.Busy) while more searches wait for a
// worker than MaxWaiting, or while the games being played against it
// (Load) would keep more workers busy than MaxLoad with it, for the games
// already played would wait longer and longer. Games left waiting for
// their person's move weigh nothing, but one client may hold at most
// MaxIdle of them at the levels that are not light (refuse.TooMany
// beyond): it cannot pile up games that will all think at once. The
// refusals are *refuse.Refusals that say how long to wait (RetryAfter).
func (a Admission) Admit(c Queue, think time.Duration, client string, now time.Time, played func() []Played) error {
	var games []Played
	read := false
	gamesOnce := func() []Played {
		if !read {
			games, read = played(), true
		}
		return games
	}
	added := Share(think)
	if added >= LightGame {
		if n := Idle(gamesOnce(), client, now); n >= a.MaxIdle {
			return refuse.Newf(refuse.TooMany, "your address holds %d games against the computer at a strong level that wait for a move, the most it may: play, resign or finish one of them first", n).WithRetry(PlayedWithin)
		}
	}
	if c.Ready() {
		return nil // a worker is free
	}
	if n := c.Waiting(); n >= a.MaxWaiting {
		return refuse.Newf(refuse.Busy, "the computer is busy: %d of its moves wait to be thought about; start a game against it in a minute, or play a friend", n).WithRetry(30 * time.Second)
	}
	limit := a.MaxLoad
	if added < LightGame {
		limit *= 1.5 // room kept for the games that cost next to nothing
	}
	if load := Load(gamesOnce(), now); load+added > limit {
		return refuse.Newf(refuse.Busy, "the computer is busy: the games being played against it keep %.1f of its %d workers thinking; start a game against it in a minute, at a lower level, or play a friend", load, a.Workers).WithRetry(time.Minute)
	}
	return nil
}
