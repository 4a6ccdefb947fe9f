package server

import (
	"context"
	"time"

	"github.com/kingme/kingme/engine"
)

// pondering is the computer's search on its opponent's time in a live
// game (Config.Ponder): the position where the person is to move,
// searched in the game's table so that the computer's search after the
// reply finds what it learned there.
type pondering struct {
	ply  int
	stop func()
	// done is closed when the search has ended and its table is back.
	done chan struct{}
}

// ponderCap bounds a search on the opponent's time: a person who leaves
// the game does not keep a worker.
const ponderCap = time.Minute

// ponder starts the computer's search on its opponent's time in l, where
// the person is to move, when the server ponders, the level has no noise
// (a level's noise is its own search's, and so is its table), no such
// search runs for this ply and a worker is free that nobody else wants.
// l.mu is held.
func (s *Server) ponder(l *live, level engine.Level) {
	if !s.cfg.Ponder || level.Noise != 0 || level.Blunder != 0 {
		return
	}
	ply := l.Plies()
	if l.ponder != nil {
		if l.ponder.ply == ply {
			return
		}
		s.stopPondering(l)
	}
	held, release, ok := s.computer.Ponder(s.ctx)
	if !ok {
		return
	}
	// Stopped, the search ends within a few thousand nodes and then gives
	// its worker back: a search that wants it meanwhile takes it over.
	ctx, cancel := context.WithCancel(held)
	p := &pondering{ply: ply, stop: cancel, done: make(chan struct{})}
	l.ponder = p
	g, id := l.Game().Clone(), l.Header().ID
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer cancel()
		defer release()
		defer close(p.done)
		_, _ = s.computer.Think(ctx, l.variant, s.computer.Options(l.variant, level, s.computer.Seed(ply)), id, g, engine.Limits{MoveTime: ponderCap}, nil)
	}()
}

// stopPondering stops the computer's search on its opponent's time in l,
// if one runs, and returns a channel closed once it has ended (closed
// already when none runs). l.mu is held.
func (s *Server) stopPondering(l *live) <-chan struct{} {
	p := l.ponder
	if p == nil {
		return closedChan
	}
	l.ponder = nil
	p.stop()
	return p.done
}

// closedChan is a channel closed from the start.
var closedChan = func() chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}()
