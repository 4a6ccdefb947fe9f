package server

import (
	"context"
	"fmt"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/server/computer"
)

// SearchBus shares the computer's searches among the servers
// (cluster.SearchBus): with a Bus that also implements it (bus/nats
// does), a computer move, a hint or a draw answer is searched here when a
// worker of this server is free, and otherwise sent to whichever server
// has one.
type SearchBus = cluster.SearchBus

// searches returns the bus's search sharing, or nil.
func (s *Server) searches() SearchBus {
	if s.cluster == nil {
		return nil
	}
	return s.cluster.Searches()
}

// serveSearches has this server answer the searches of all servers.
func (s *Server) serveSearches() error {
	sb := s.searches()
	if sb == nil {
		return nil
	}
	return sb.ServeSearches(s.cfg.Workers, func(ctx context.Context, req []byte) ([]byte, error) {
		return s.computer.Serve(ctx, req, s.cluster.ID())
	})
}

// thinkRemotely has some server search the computer's move of l, which
// th marks as queued, and plays it. It runs on a goroutine of its own;
// l.mu is not held.
func (s *Server) thinkRemotely(ctx context.Context, sb SearchBus, l *live, th *thinking, req computer.Request) {
	if s.cfg.ComputerDelay > 0 {
		select {
		case <-time.After(s.cfg.ComputerDelay):
		case <-ctx.Done():
		}
	}
	ans, err := computer.Ask(ctx, sb.Search, req)
	l.mu.Lock()
	if l.think == th && err == nil {
		// The wait for a worker is not the computer's time.
		th.queued = false
		if l.ClockRunning() {
			l.turnStart = l.turnStart.Add(max(ans.Waited, 0))
		}
	}
	l.mu.Unlock()
	if err != nil {
		s.computerMoved(l, th.ply, ctx, engine.Report{}, err)
		return
	}
	s.computerMovedText(l, th.ply, ctx, ans.Move)
}

// remoteRequest is the search request for the computer's move in l at
// level. l.mu is held.
func (s *Server) remoteRequest(l *live, c checkers.Color, level string, expected time.Duration) computer.Request {
	req := computer.Request{Game: l.Header().ID, Variant: l.Header().Variant, Start: l.Header().Start, Moves: l.MoveTexts(),
		Level: level, Seed: s.computer.Seed(l.Plies()), Expected: expected}
	limits := s.computerLimits(l, c)
	req.Clock, req.Increment, req.MoveTime = limits.Clock, limits.Increment, limits.MoveTime
	return req
}

// hintRequest is the request of a full-strength search of l's position
// for d (a hint, the computer's look at a draw offer). l.mu is held.
func (s *Server) hintRequest(l *live, d time.Duration) computer.Request {
	return computer.Request{Game: l.Header().ID, Variant: l.Header().Variant, Start: l.Header().Start, Moves: l.MoveTexts(),
		MoveTime: d, Expected: 2 * d}
}

// searchRemotely has some server run req, a search of g's position, and
// returns its report as a local search would.
func (s *Server) searchRemotely(ctx context.Context, sb SearchBus, g *checkers.Game, req computer.Request) (engine.Report, error) {
	ans, err := computer.Ask(ctx, sb.Search, req)
	if err != nil {
		return engine.Report{}, err
	}
	m, err := g.Position().ParseMove(ans.Move)
	if err != nil {
		return engine.Report{}, fmt.Errorf("shared search's move %q: %w", ans.Move, err)
	}
	return engine.Report{Move: m, Score: ans.Score, Depth: ans.Depth, Solved: ans.Solved, Book: ans.Book}, nil
}
