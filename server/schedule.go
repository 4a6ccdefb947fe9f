package server

import (
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/store"
)

// admitComputer admits a new game against the computer by what the
// computer actually does (computer.Admission's Admit, with the limits of
// Config: MaxWaiting, MaxComputerLoad, MaxIdleComputerGames), weighing
// the games against it in memory (playedGames). Other games are always
// admitted.
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
	a := computer.Admission{Workers: s.cfg.Workers, MaxWaiting: s.cfg.MaxWaiting, MaxLoad: s.cfg.MaxComputerLoad, MaxIdle: s.cfg.MaxIdleComputerGames}
	think := computer.ThinkTime(level, s.cfg.MaxThink, rec.Initial, rec.Increment)
	return a.Admit(s.computer, think, client, s.now(), s.playedGames)
}

// playedGames returns the unfinished games against the computer in
// memory, as the admission weighs them, each read under its lock. A game
// locked at the moment is passed over rather than waited for: the caller
// may hold a game's lock (a rematch), and an estimate is enough.
func (s *Server) playedGames() []computer.Played {
	var played []computer.Played
	for _, l := range s.games.All() {
		if !l.mu.TryLock() {
			continue
		}
		if c, ok := l.ComputerColor(); ok && !l.Game().Result().Over() {
			if level, err := engine.LevelByName(l.Header().Level); err == nil {
				played = append(played, computer.Played{Think: s.expectedThink(l, c, level), Thinking: l.think != nil, PersonMoved: l.personMoved, Creator: l.creator})
			}
		}
		l.mu.Unlock()
	}
	return played
}
