package server

import "time"

// Finished games leave memory when nobody has used them for idleFinished;
// the store keeps them and the next request loads them again. Unfinished
// games stay: their clocks and the computer run in memory.
const (
	idleFinished = 10 * time.Minute
	evictEvery   = time.Minute
)

// evictLoop drops idle finished games from memory until the server closes.
func (s *Server) evictLoop() {
	defer s.wg.Done()
	t := time.NewTicker(evictEvery)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			s.evict(s.now())
		}
	}
}

// evict drops the finished games nobody watches and nobody used since
// idleFinished before now.
func (s *Server) evict(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, l := range s.games {
		l.mu.Lock()
		idle := l.game.Result().Over() && len(l.subs) == 0 && l.think == nil && now.Sub(l.lastUsed) > idleFinished
		l.mu.Unlock()
		if idle {
			delete(s.games, id)
		}
	}
}
