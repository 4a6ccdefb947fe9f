package server

import (
	"encoding/json"
	"sync"
	"time"
)

// Presence. A player's socket opening or closing changes what everyone
// sees (the seat's "online"), so it sends the State to all. A watcher's
// changes only the count of watchers: the newcomer alone gets the State,
// and the others a small presence message, at most one a presenceDelay
// per game however many come and go. Joining costs O(1), not O(audience).

// presenceDelay batches the watchers' comings and goings of a game.
const presenceDelay = time.Second

// presenceMessage is the {"type":"presence"} message.
type presenceMessage struct {
	Type     string `json:"type"`
	Watchers int    `json:"watchers"`
}

// joined counts sub in (d = 1) or out (−1) of l's audience and tells whom
// it concerns. l.mu is held.
func (s *Server) joined(l *live, sub *subscriber, d int) {
	if sub.v != spectator {
		s.seatOnline(l, sub.v, d)
		s.broadcast(l)
		return
	}
	l.watchers += d
	if d > 0 {
		st, err := s.stateFor(l, spectator)
		if err != nil {
			s.log.Error("state not built", "id", l.Header().ID, "err", err)
		} else if msg, err := json.Marshal(stateMessage{Type: "state", State: st}); err == nil {
			sub.send(msg)
		}
	}
	if l.presence == nil {
		l.presence = time.AfterFunc(presenceDelay, func() { s.sendPresence(l) })
	}
}

// sendPresence sends every subscriber of l the count of watchers.
func (s *Server) sendPresence(l *live) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.presence = nil
	msg, _ := json.Marshal(presenceMessage{Type: "presence", Watchers: l.watchers})
	for sub := range l.subs {
		sub.send(msg)
	}
}

// socketCounts counts the live connections of each client address.
type socketCounts struct {
	mu sync.Mutex
	n  map[string]int
}

// take counts one more connection of client, unless it has most already.
func (c *socketCounts) take(client string, most int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[string]int{}
	}
	if c.n[client] >= most {
		return false
	}
	c.n[client]++
	return true
}

// give counts one connection of client less.
func (c *socketCounts) give(client string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[client]--; c.n[client] <= 0 {
		delete(c.n, client)
	}
}

// reseat works out again which seats each socket of l holds, from the
// token it opened with: a socket opened before this server learnt of a
// seat taken (on another server, or by a join here) holds it from now on,
// and is counted as the seat's, not as a watcher. l.mu is held.
func (s *Server) reseat(l *live) {
	for sub := range l.subs {
		v := l.ViewerOfHash(sub.tokenHash)
		if v == sub.v {
			continue
		}
		if sub.v == spectator {
			l.watchers--
		} else {
			s.seatOnline(l, sub.v, -1)
		}
		sub.v = v
		if v == spectator {
			l.watchers++
		} else {
			s.seatOnline(l, v, 1)
		}
	}
}
