package server

import (
	"fmt"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/store"
)

// admitComputer admits a new game against the computer by what the
// computer actually does: always while a worker is free; else it refuses
// it (503 with Retry-After) while more searches wait for a worker than
// Config.MaxWaiting, or while the games being played against it (its
// search running or waiting, or their person's last move within
// playedWithin: see computerLoad) would keep more workers busy than
// Config.MaxComputerLoad with it, for the games already played would wait
// longer and longer. Games left waiting for their person's move weigh
// nothing, but one client (the creator's address) may hold at most
// Config.MaxIdleComputerGames of them at the levels that are not light
// (429 beyond): it cannot pile up games that will all think at once.
// Other games are always admitted.
//
// The caller holds s.admitMu until the game is created, so that games
// asked for at once are weighed one after the other.
func (s *Server) admitComputer(rec *store.Record, client string) error {
	if rec.Mode != "computer" {
		return nil
	}
	level, err := engine.LevelByName(rec.Level)
	if err != nil {
		return nil // newGame checked it; nothing to weigh
	}
	added := workerShare(computer.ThinkTime(level, s.cfg.MaxThink, rec.Initial, rec.Increment))
	if added >= lightGame {
		if n := s.idleComputerGames(client); n >= s.cfg.MaxIdleComputerGames {
			return &apiError{status: http.StatusTooManyRequests, retryAfter: playedWithin,
				msg: fmt.Sprintf("your address holds %d games against the computer at a strong level that wait for a move, the most it may: play, resign or finish one of them first", n)}
		}
	}
	if s.computer.Ready() {
		return nil // a worker is free
	}
	if n := s.computer.Waiting(); n >= s.cfg.MaxWaiting {
		return busyError(fmt.Sprintf("the computer is busy: %d of its moves wait to be thought about; start a game against it in a minute, or play a friend", n), 30*time.Second)
	}
	limit := s.cfg.MaxComputerLoad
	if added < lightGame {
		limit *= 1.5 // room kept for the games that cost next to nothing
	}
	if load := s.computerLoad(); load+added > limit {
		return busyError(fmt.Sprintf("the computer is busy: the games being played against it keep %.1f of its %d workers thinking; start a game against it in a minute, at a lower level, or play a friend", load, s.cfg.Workers), time.Minute)
	}
	return nil
}

// lightGame is the share of a worker under which a game counts as light
// (the levels capped by depth): light games are admitted up to half again
// Config.MaxComputerLoad, so that the strong levels cannot fill the
// machine for everyone, and are not counted in Config.MaxIdleComputerGames.
const lightGame = 0.05

// personThink is the least time a person is taken to think a move, for
// the computer's load: its search and the person's thinking alternate.
const personThink = 5 * time.Second

// playedWithin is how recently a game's person must have moved for the
// game to count as being played (in the computer's load) rather than left
// waiting (in its creator's idle games).
const playedWithin = 2 * time.Minute

// workerShare is the share of a worker a game keeps busy whose computer
// thinks d a move.
func workerShare(d time.Duration) float64 { return d.Seconds() / (d + personThink).Seconds() }

// computerGames calls f with each unfinished game against the computer in
// memory that keep says to look at (called under s.mu), and its level and
// the computer's seat, under the game's lock. A game locked at the moment
// is passed over rather than waited for: the caller may hold a game's lock
// (a rematch), and an estimate is enough.
func (s *Server) computerGames(keep func(*live) bool, f func(l *live, c checkers.Color, level engine.Level)) {
	s.mu.Lock()
	lives := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		if keep(l) {
			lives = append(lives, l)
		}
	}
	s.mu.Unlock()
	for _, l := range lives {
		if !l.mu.TryLock() {
			continue
		}
		if c, ok := l.ComputerColor(); ok && !l.Game().Result().Over() {
			if level, err := engine.LevelByName(l.Header().Level); err == nil {
				f(l, c, level)
			}
		}
		l.mu.Unlock()
	}
}

// computerLoad is the workers the games being played against the computer
// keep busy (workerShare of each): those whose search runs or waits, and
// those whose person moved within playedWithin.
func (s *Server) computerLoad() float64 {
	now := s.now()
	load := 0.0
	s.computerGames(func(*live) bool { return true }, func(l *live, c checkers.Color, level engine.Level) {
		if l.think != nil || now.Sub(l.personMoved) < playedWithin {
			load += workerShare(s.expectedThink(l, c, level))
		}
	})
	return load
}

// idleComputerGames counts the games against the computer at the levels
// that are not light which client created and left waiting: the computer
// not thinking, their person not moved within playedWithin.
func (s *Server) idleComputerGames(client string) int {
	now := s.now()
	n := 0
	s.computerGames(func(l *live) bool { return l.creator == client }, func(l *live, c checkers.Color, level engine.Level) {
		if l.think == nil && now.Sub(l.personMoved) >= playedWithin && workerShare(s.expectedThink(l, c, level)) >= lightGame {
			n++
		}
	})
	return n
}

// createdBy notes that client created the game id, for
// idleComputerGames.
func (s *Server) createdBy(id, client string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l, ok := s.games[id]; ok {
		l.creator = client
	}
}
