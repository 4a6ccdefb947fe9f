package computer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
)

// The searches shared among servers: a server whose workers are all busy
// sends its search (Request, as JSON) over the bus to whichever server has
// one free, whose Serve searches it and sends back the Answer.

// Request is a search asked of another server: the game (its variant,
// start and moves, so the rules' repetitions count), the level ("" for
// full strength: a hint), the search's seed and its limits as the clock
// gave them when asked. It travels as JSON.
type Request struct {
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
	// answering server's queue (Run).
	Expected time.Duration `json:"expected"`
}

// Answer is the move found, how long the search waited for a worker
// before it started (the computer's clock stands meanwhile) and the
// server that searched, with what a hint shows of the search. It travels
// as JSON.
type Answer struct {
	Move   string        `json:"move"`
	Waited time.Duration `json:"waited"`
	Server string        `json:"server"`
	Score  int           `json:"score"`
	Depth  int           `json:"depth"`
	Solved bool          `json:"solved,omitempty"`
	Book   bool          `json:"book,omitempty"`
}

// remoteSearchSlack is how much longer than expected a shared search may
// take before the asking server gives up on it and asks again.
const remoteSearchSlack = 30 * time.Second

// Ask has search (the bus's way to have some server answer a request)
// answer req, giving up after a few times the time it is expected to
// take.
func Ask(ctx context.Context, search func(context.Context, []byte) ([]byte, error), req Request) (Answer, error) {
	data, err := json.Marshal(req)
	if err != nil {
		return Answer{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, 4*req.Expected+remoteSearchSlack)
	defer cancel()
	reply, err := search(ctx, data)
	if err != nil {
		return Answer{}, fmt.Errorf("shared search: %w", err)
	}
	var ans Answer
	if err := json.Unmarshal(reply, &ans); err != nil {
		return Answer{}, fmt.Errorf("shared search's answer: %w", err)
	}
	return ans, nil
}

// Serve searches the move data (a Request as JSON) asks for, asked by a
// server (this one or another), on a worker here, and returns the Answer
// as JSON, naming this server server.
func (c *Computer) Serve(ctx context.Context, data []byte, server string) ([]byte, error) {
	var req Request
	if err := json.Unmarshal(data, &req); err != nil {
		return nil, fmt.Errorf("search request: %w", err)
	}
	game, g, err := req.replay()
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
	var (
		rep     engine.Report
		waited  time.Duration
		findErr error
	)
	runErr := c.Run(ctx, DueIn(asked, req.Expected), req.Expected, func() {
		waited = time.Since(asked)
		rep, findErr = c.Think(ctx, game, c.Options(game, level, req.Seed), req.Game, g, engine.Limits{Clock: req.Clock, Increment: req.Increment, MoveTime: req.MoveTime}, nil)
	})
	if err := errors.Join(runErr, findErr); err != nil {
		return nil, err
	}
	if rep.Move == nil {
		return nil, errors.New("the search gave no move")
	}
	return json.Marshal(Answer{Move: rep.Move.String(), Waited: waited, Server: server,
		Score: rep.Score, Depth: rep.Depth, Solved: rep.Solved, Book: rep.Book})
}

// replay returns the game of the table req names and its game, replayed
// from its start through its moves.
func (req Request) replay() (*games.Game, *checkers.Game, error) {
	game, err := games.Lookup(req.Variant)
	if err != nil {
		return nil, nil, fmt.Errorf("game %s: %w", req.Game, err)
	}
	start, err := game.Variant.ParsePosition(req.Start)
	if err != nil {
		return nil, nil, fmt.Errorf("game %s: start position: %w", req.Game, err)
	}
	g := checkers.NewGameFrom(game.Variant, start)
	for i, m := range req.Moves {
		if err := g.PlayText(m); err != nil {
			return nil, nil, fmt.Errorf("game %s: move %d %s: %w", req.Game, i+1, m, err)
		}
	}
	return game, g, nil
}
