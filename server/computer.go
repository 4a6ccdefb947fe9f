package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/server/computer"
)

// scheduleComputer starts the computer's search when it is to move and not
// already thinking. l.mu is held.
func (s *Server) scheduleComputer(l *live) {
	c, ok := l.ComputerColor()
	if !ok || l.Game().Result().Over() || !s.owns(l) {
		s.stopPondering(l)
		return
	}
	level, err := engine.LevelByName(l.Header().Level)
	if err != nil {
		s.log.Error("bad level", "id", l.Header().ID, "level", l.Header().Level, "err", err)
		return
	}
	if l.Game().Turn() != c {
		s.ponder(l, level)
		return
	}
	if l.think != nil {
		return
	}
	pondered := s.stopPondering(l)
	ctx, cancel := context.WithCancel(s.ctx)
	ply := l.Plies()
	th := &thinking{ply: ply, cancel: cancel, queued: true, queuedAt: s.now()}
	l.think = th
	s.armFlag(l) // the computer's clock stands while it waits for a worker
	expected := s.expectedThink(l, c, level)
	copyGame, id := l.Game().Clone(), l.Header().ID
	due := computer.DueIn(th.queuedAt, expected)
	run := func(f func()) error { return s.computer.Run(ctx, due, expected, f) }
	if sb := s.searches(); sb != nil {
		// Among several servers: here on a worker free now, else on
		// whichever server has one.
		release, held := s.computer.Claim(expected)
		if !held {
			req := s.remoteRequest(l, c, l.Header().Level, expected)
			s.wg.Add(1)
			go func() {
				defer s.wg.Done()
				defer cancel()
				s.thinkRemotely(ctx, sb, l, th, req)
			}()
			return
		}
		run = func(f func()) error {
			defer release()
			f()
			return nil
		}
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer cancel()
		var rep engine.Report
		var thinkErr error
		runErr := run(func() {
			// The search on the opponent's time ends at once; its table,
			// the game's, is given back for this search to take.
			<-pondered
			limits, ok := s.startThinking(l, th, c)
			if !ok {
				thinkErr = context.Canceled
				return
			}
			if s.cfg.ComputerDelay > 0 {
				select {
				case <-time.After(s.cfg.ComputerDelay):
				case <-ctx.Done():
				}
			}
			rep, thinkErr = s.computer.Think(ctx, l.variant, s.computer.Options(l.variant, level, s.computer.Seed(ply)), id, copyGame, limits, nil)
		})
		s.computerMoved(l, ply, ctx, rep, errors.Join(runErr, thinkErr))
	}()
}

// startThinking marks th's search as started: the computer's clock runs
// again from now (the wait is not charged), and the search's limits are
// what the clock gives now. ok is false when the game moved on meanwhile.
func (s *Server) startThinking(l *live, th *thinking, c checkers.Color) (limits engine.Limits, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.think != th {
		return limits, false
	}
	now := s.now()
	if l.ClockRunning() {
		l.turnStart = l.turnStart.Add(now.Sub(th.queuedAt))
	}
	th.queued = false
	s.armFlag(l)
	if l.HasClock() {
		s.broadcast(l) // the clock runs again
	}
	return s.computerLimits(l, c), true
}

// expectedThink is about how long the computer's search at level will
// take in l: its level's cap, or a small time for the levels capped by
// depth, and no more than a thirtieth of its clock. It orders the queue of
// searches (pool).
func (s *Server) expectedThink(l *live, c checkers.Color, level engine.Level) time.Duration {
	if l.HasClock() {
		return computer.ThinkTime(level, s.cfg.MaxThink, timeLeft(l, c, s.now()), l.Header().Increment)
	}
	return computer.ThinkTime(level, s.cfg.MaxThink, 0, 0)
}

// computerLimits returns how long the computer may think: within its
// level's caps, its clock when the game has one, else at most maxThink.
func (s *Server) computerLimits(l *live, c checkers.Color) engine.Limits {
	if l.HasClock() {
		return engine.Limits{Clock: timeLeft(l, c, s.now()), Increment: l.Header().Increment}
	}
	return engine.Limits{MoveTime: s.cfg.MaxThink}
}

// computerMoved plays the computer's choice if the game is still where the
// search started. It runs on the search's goroutine.
func (s *Server) computerMoved(l *live, ply int, ctx context.Context, rep engine.Report, err error) {
	if err == nil && rep.Move == nil {
		err = errors.New("the search gave no move")
	}
	var name string
	if rep.Move != nil {
		name = rep.Move.String()
	}
	s.computerPlays(l, ply, ctx, func(g *checkers.Game) error { return g.Play(rep.Move) }, name, err)
}

// computerMovedText plays the move another server's search found (its
// text), as computerMoved does.
func (s *Server) computerMovedText(l *live, ply int, ctx context.Context, text string) {
	s.computerPlays(l, ply, ctx, func(g *checkers.Game) error { return g.PlayText(text) }, text, nil)
}

// computerPlays plays the computer's move with play, named name, when the
// search ended without err and the game is still where the search
// started; otherwise it counts a failure and tries again. It runs on the
// search's goroutine.
func (s *Server) computerPlays(l *live, ply int, ctx context.Context, play func(*checkers.Game) error, name string, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.think != nil && l.think.ply == ply {
		l.think = nil
	}
	if ctx.Err() != nil || l.Plies() != ply || l.Game().Result().Over() {
		return
	}
	if err == nil {
		c, _ := l.ComputerColor()
		err = s.playWith(context.Background(), l, c, play)
	}
	if err == nil || isStale(err) {
		// Played, or another server changed the game first: reloaded, the
		// computer thinks again if it is still to move.
		l.computerFailures = 0
		return
	}
	l.computerFailures++
	s.log.Error("computer move not played", "id", l.Header().ID, "ply", ply, "move", name, "try", l.computerFailures, "err", err)
	if l.computerFailures >= maxComputerTries {
		s.log.Error("the computer gives up moving", "id", l.Header().ID, "ply", ply)
		s.broadcast(l) // no longer thinking
		return
	}
	// Try again after a pause, with a new search: a game must not wait for
	// a move that never comes.
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		select {
		case <-time.After(s.retryDelay):
		case <-s.ctx.Done():
			return
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.Plies() == ply {
			s.scheduleComputer(l)
		}
	}()
}

// The computer's tries at one move: after a failed search or a refused
// move it tries again, up to maxComputerTries in all, computerRetryDelay
// apart.
const (
	maxComputerTries   = 3
	computerRetryDelay = 500 * time.Millisecond
)

// stopThinking cancels the computer's search, if any. l.mu is held.
func (s *Server) stopThinking(l *live) {
	if l.think != nil {
		l.think.cancel()
		l.think = nil
	}
}

// search runs a full-strength search of l's current position for at most
// d, on the computer, for client ("" for the server's own: see computer.TryRun;
// refused when the pool's queue is full, or client has its share).
func (s *Server) search(ctx context.Context, l *live, client string, d time.Duration, due time.Time) (engine.Report, *checkers.Game, error) {
	l.mu.Lock()
	g, id := l.Game().Clone(), l.Header().ID
	sb := s.searches()
	var req computer.Request
	if sb != nil {
		req = s.hintRequest(l, d)
	}
	l.mu.Unlock()
	if g.Result().Over() {
		return engine.Report{}, nil, errorf(http.StatusConflict, "the game is over: %s", g.Result())
	}
	if sb != nil && !s.computer.Ready() {
		// Among several servers, every worker here busy: whichever server
		// has one free searches.
		rep, err := s.searchRemotely(ctx, sb, g, req)
		return rep, g, err
	}
	var rep engine.Report
	var err error
	runErr := s.computer.TryRun(ctx, client, due, func() {
		rep, err = s.computer.Think(ctx, l.variant, s.computer.Options(l.variant, engine.Level{}, 0), id, g, engine.Limits{MoveTime: d}, nil)
	})
	if runErr != nil {
		return rep, g, runErr
	}
	if err != nil {
		return rep, g, fmt.Errorf("search: %w", err)
	}
	return rep, g, nil
}

// answerDrawOffer has the computer answer a draw offer by its own search's
// score, by engine.AcceptsDraw.
func (s *Server) answerDrawOffer(l *live, ply int) {
	defer s.wg.Done()
	rep, _, err := s.search(s.ctx, l, "", s.cfg.DrawThink, computer.DueIn(s.now(), s.cfg.DrawThink))
	l.mu.Lock()
	defer l.mu.Unlock()
	by, pending := l.Game().DrawOffer()
	c, ok := l.ComputerColor()
	if !pending || !ok || by == c || l.Plies() != ply {
		return
	}
	score := rep.Score
	if l.Game().Turn() != c {
		score = -score
	}
	before := l.Clone()
	if err == nil && engine.AcceptsDraw(score, l.Plies()) {
		err = l.Game().AcceptDraw(c)
	} else {
		err = l.Game().DeclineDraw(c)
	}
	if err != nil {
		s.log.Error("draw answer", "id", l.Header().ID, "err", err)
		return
	}
	if err := s.finishChange(context.Background(), l, before); err != nil {
		s.log.Error("draw answer not saved", "id", l.Header().ID, "err", err)
	}
}
