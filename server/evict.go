package server

import "time"

// Finished games leave memory when nobody has used them for idleFinished,
// unfinished ones that wait for nothing but a person (no clock running,
// the computer not to move) after idleWaiting; the store keeps them and
// the next request loads them again. The others stay: their clocks and
// the computer run in memory.
const (
	idleFinished = 10 * time.Minute
	idleWaiting  = 30 * time.Minute
	evictEvery   = time.Minute
)

// evictLoop drops idle finished games from memory until the server closes.
func (s *Server) evictLoop() {
	defer s.wg.Done()
	s.every(evictEvery, func() { s.evict(s.now()) })
}

// every calls f every d until the server closes.
func (s *Server) every(d time.Duration, f func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			f()
		}
	}
}

// evict drops the games nobody watches and nobody used lately: finished
// ones since idleFinished before now, waiting ones (waitsForAPerson) since
// idleWaiting.
func (s *Server) evict(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, l := range s.games {
		if !l.mu.TryLock() {
			continue // in use: not idle
		}
		unused := len(l.subs) == 0 && l.think == nil
		idle := now.Sub(l.lastUsed)
		over := l.Game().Result().Over()
		evict := unused && (over && idle > idleFinished || !over && l.WaitsForAPerson() && idle > idleWaiting)
		if evict {
			delete(s.games, id)
			l.gone = true
			s.releaseLease(l)
		}
		l.mu.Unlock()
	}
}
