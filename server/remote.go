package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// SearchBus shares the computer's searches among the servers: with a Bus
// that also implements it (bus/nats does), a computer move, a hint or a
// draw answer is searched here when a worker of this server is free, and
// otherwise sent to whichever server has one.
type SearchBus interface {
	// ServeSearches answers the searches asked for by any server with
	// handle, at most capacity at once.
	ServeSearches(capacity int, handle func(ctx context.Context, req []byte) ([]byte, error)) error
	// Search has some server's handle answer req.
	Search(ctx context.Context, req []byte) ([]byte, error)
}

// searchRequest is a computer move asked of another server: the game (its
// variant, start and moves, so the rules' repetitions count), the level,
// the search's seed and its limits as the clock gave them when asked.
type searchRequest struct {
	Game      string        `json:"game"`
	Variant   string        `json:"variant"`
	Start     string        `json:"start"`
	Moves     []string      `json:"moves"`
	Level     string        `json:"level"`
	Seed      uint64        `json:"seed"`
	Clock     time.Duration `json:"clock,omitempty"`
	Increment time.Duration `json:"increment,omitempty"`
	MoveTime  time.Duration `json:"moveTime,omitempty"`
	// Expected is about how long the search takes, which orders it in the
	// answering server's queue (pool).
	Expected time.Duration `json:"expected"`
}

// searchAnswer is the move found, how long the search waited for a
// worker before it started (the computer's clock stands meanwhile) and
// the server that searched, with what a hint shows of the search.
type searchAnswer struct {
	Move   string        `json:"move"`
	Waited time.Duration `json:"waited"`
	Server string        `json:"server"`
	Score  int           `json:"score"`
	Depth  int           `json:"depth"`
	Solved bool          `json:"solved,omitempty"`
	Book   bool          `json:"book,omitempty"`
}

// searches returns the bus's search sharing, or nil.
func (s *Server) searches() SearchBus {
	if s.cluster == nil {
		return nil
	}
	sb, _ := s.cluster.bus.(SearchBus)
	return sb
}

// serveSearches has this server answer the searches of all servers.
func (s *Server) serveSearches() error {
	sb := s.searches()
	if sb == nil {
		return nil
	}
	return sb.ServeSearches(s.cfg.Workers, s.answerSearch)
}

// remoteSearchSlack is how much longer than expected a shared search may
// take before the asking server gives up on it and asks again.
const remoteSearchSlack = 30 * time.Second

// thinkRemotely has some server search the computer's move of l, which
// th marks as queued, and plays it. It runs on a goroutine of its own;
// l.mu is not held.
func (s *Server) thinkRemotely(ctx context.Context, sb SearchBus, l *live, th *thinking, req searchRequest) {
	data, err := json.Marshal(req)
	if err != nil {
		s.computerMoved(l, th.ply, ctx, engine.Report{}, err)
		return
	}
	askCtx, cancel := context.WithTimeout(ctx, 4*req.Expected+remoteSearchSlack)
	defer cancel()
	if s.cfg.ComputerDelay > 0 {
		select {
		case <-time.After(s.cfg.ComputerDelay):
		case <-ctx.Done():
		}
	}
	reply, err := sb.Search(askCtx, data)
	var ans searchAnswer
	if err == nil {
		err = json.Unmarshal(reply, &ans)
	}
	l.mu.Lock()
	if l.think == th && err == nil {
		// The wait for a worker is not the computer's time.
		th.queued = false
		if clockRunning(l) {
			l.turnStart = l.turnStart.Add(max(ans.Waited, 0))
		}
	}
	l.mu.Unlock()
	if err != nil {
		s.computerMoved(l, th.ply, ctx, engine.Report{}, fmt.Errorf("shared search: %w", err))
		return
	}
	s.computerMovedText(l, th.ply, ctx, ans.Move)
}

// remoteRequest is the search request for the computer's move in l at
// level. l.mu is held.
func (s *Server) remoteRequest(l *live, c checkers.Color, level string, expected time.Duration) searchRequest {
	req := searchRequest{Game: l.header.ID, Variant: l.header.Variant, Start: l.header.Start, Moves: l.moveTexts(),
		Level: level, Seed: s.computerSeed(l.plies()), Expected: expected}
	limits := s.computerLimits(l, c)
	req.Clock, req.Increment, req.MoveTime = limits.Clock, limits.Increment, limits.MoveTime
	return req
}

// answerSearch searches a move asked for by a server (this one or
// another) in this server's pool.
func (s *Server) answerSearch(ctx context.Context, data []byte) ([]byte, error) {
	var req searchRequest
	if err := json.Unmarshal(data, &req); err != nil {
		return nil, fmt.Errorf("search request: %w", err)
	}
	game, g, err := replay(req.Game, req.Variant, req.Start, req.Moves)
	if err != nil {
		return nil, err
	}
	var level engine.Level // full strength, for a hint
	if req.Level != "" {
		if level, err = engine.LevelByName(req.Level); err != nil {
			return nil, err
		}
	}
	asked := time.Now()
	due := dueIn(asked, req.Expected)
	var (
		rep     engine.Report
		waited  time.Duration
		findErr error
	)
	find := func() {
		waited = time.Since(asked)
		rep, findErr = s.think(ctx, game, s.engineOptions(game, level, req.Seed), req.Game, g, engine.Limits{Clock: req.Clock, Increment: req.Increment, MoveTime: req.MoveTime}, nil)
	}
	var runErr error
	if req.Expected <= quickSearch {
		runErr = s.pool.runQuick(ctx, s.quick, due, find)
	} else {
		runErr = s.pool.run(ctx, due, find)
	}
	if err := errors.Join(runErr, findErr); err != nil {
		return nil, err
	}
	if rep.Move == nil {
		return nil, errors.New("the search gave no move")
	}
	return json.Marshal(searchAnswer{Move: rep.Move.String(), Waited: waited, Server: s.cluster.id,
		Score: rep.Score, Depth: rep.Depth, Solved: rep.Solved, Book: rep.Book})
}

// hintRequest is the request of a full-strength search of l's position
// for d (a hint, the computer's look at a draw offer). l.mu is held.
func (s *Server) hintRequest(l *live, d time.Duration) searchRequest {
	return searchRequest{Game: l.header.ID, Variant: l.header.Variant, Start: l.header.Start, Moves: l.moveTexts(),
		MoveTime: d, Expected: 2 * d}
}

// searchRemotely has some server run req, a search of g's position, and
// returns its report as a local search would.
func (s *Server) searchRemotely(ctx context.Context, sb SearchBus, g *checkers.Game, req searchRequest) (engine.Report, error) {
	data, err := json.Marshal(req)
	if err != nil {
		return engine.Report{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, 4*req.Expected+remoteSearchSlack)
	defer cancel()
	reply, err := sb.Search(ctx, data)
	if err != nil {
		return engine.Report{}, fmt.Errorf("shared search: %w", err)
	}
	var ans searchAnswer
	if err := json.Unmarshal(reply, &ans); err != nil {
		return engine.Report{}, fmt.Errorf("shared search's answer: %w", err)
	}
	m, err := g.Position().ParseMove(ans.Move)
	if err != nil {
		return engine.Report{}, fmt.Errorf("shared search's move %q: %w", ans.Move, err)
	}
	return engine.Report{Move: m, Score: ans.Score, Depth: ans.Depth, Solved: ans.Solved, Book: ans.Book}, nil
}
