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
// idleWaiting. A game in use (locked) is not idle.
func (s *Server) evict(now time.Time) {
	s.games.Evict(now, func(l *live, idle time.Duration) bool {
		if !l.mu.TryLock() {
			return false // in use: not idle
		}
		defer l.mu.Unlock()
		if !idleEnough(l, idle) {
			return false
		}
		l.gone = true
		s.releaseLease(l)
		return true
	})
}

// idleEnough reports whether l, last used idle ago, may leave memory: no
// socket watches it, the computer does not think in it, and it is
// finished since idleFinished or waits for a person (no clock running,
// the computer not to move) since idleWaiting. l.mu is held.
func idleEnough(l *live, idle time.Duration) bool {
	if len(l.subs) > 0 || l.think != nil {
		return false
	}
	if l.Game().Result().Over() {
		return idle > idleFinished
	}
	return l.WaitsForAPerson() && idle > idleWaiting
}
