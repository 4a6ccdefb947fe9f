package server

import (
	"context"
	"sync"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/store"
)

// Seat presence among several servers. A seat's first socket on this
// server, and its last one closing, are recorded in a store that keeps
// store.Presence, so that a claim against a player who left (abandon.go)
// is judged by every server's connections. The records are written by one
// goroutine, in order, the latest state of each seat winning: a socket
// closing and another opening at once never leave the seat recorded as
// gone. This server's connections are renewed with its leases.

// seatKey names one seat of one game.
type seatKey struct {
	id   string
	seat checkers.Color
}

// presenceNotes is the queue of seats whose presence here changed, the
// latest state of each (connected or not), for the store.
type presenceNotes struct {
	mu      sync.Mutex
	pending map[seatKey]bool
	wake    chan struct{}
}

// seatOnline counts viewer v's sockets of l in (d = 1) or out (−1), and
// notes when a seat comes or goes. l.mu is held.
func (s *Server) seatOnline(l *live, v viewer, d int) {
	now := s.now()
	for c := range 2 {
		if !v.Controls(checkers.Color(c)) {
			continue
		}
		l.online[c] += d
		if l.online[c] == 0 || l.online[c] == 1 && d > 0 {
			l.seen[c] = now
			s.notePresence(l.id, checkers.Color(c), l.online[c] > 0)
		}
	}
}

// notePresence queues the record of seat c of game id being connected
// here or not, when the store keeps presence for several servers.
func (s *Server) notePresence(id string, c checkers.Color, connected bool) {
	if _, ok := s.store.(store.Presence); !ok || s.cluster == nil {
		return
	}
	n := &s.presence
	n.mu.Lock()
	if n.pending == nil {
		n.pending = map[seatKey]bool{}
	}
	n.pending[seatKey{id, c}] = connected
	n.mu.Unlock()
	select {
	case n.wake <- struct{}{}:
	default: // the writer is awake already
	}
}

// presenceLoop writes the queued presence records until the server
// closes.
func (s *Server) presenceLoop(sp store.Presence) {
	defer s.wg.Done()
	n := &s.presence
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-n.wake:
		}
		n.mu.Lock()
		batch := n.pending
		n.pending = nil
		n.mu.Unlock()
		for k, connected := range batch {
			ctx, cancel := context.WithTimeout(s.ctx, cluster.LeaseTTL)
			var err error
			if connected {
				err = sp.Connected(ctx, k.id, int(k.seat), s.cluster.ID(), cluster.LeaseTTL)
			} else {
				err = sp.Disconnected(ctx, k.id, int(k.seat), s.cluster.ID())
			}
			cancel()
			s.metrics.storeFailed("presence", err)
			if err != nil && s.ctx.Err() == nil {
				s.log.Error("seat presence not recorded", "id", k.id, "seat", colorName(k.seat), "connected", connected, "err", err)
			}
		}
	}
}

// renewPresence pushes back the expiry of this server's connections in
// the store, when it keeps presence.
func (s *Server) renewPresence() {
	sp, ok := s.store.(store.Presence)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, cluster.LeaseEvery)
	defer cancel()
	err := sp.RenewPresence(ctx, s.cluster.ID(), cluster.LeaseTTL)
	s.metrics.storeFailed("presence", err)
	if err != nil && s.ctx.Err() == nil {
		s.log.Error("seat presence not renewed", "err", err)
	}
}
