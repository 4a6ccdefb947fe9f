package hub

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
)

// search is a running search.
type search struct {
	cancel  context.CancelFunc
	ponder  bool           // go ponder: no clock until ponder-hit
	limits  engine.Limits  // the level given for it, clock included
	restart bool           // ponder-hit came: search again as go think at its end
	bounded bool           // the search ends by itself: it has a limit
	game    *checkers.Game // the game searched
}

// stop asks the search to end now; its done follows.
func (x *search) stop() {
	x.restart = false
	x.cancel()
}

// ponderHit: the expected move was played and the clock now runs. The
// ponder search, which ignored the clock, ends and a search within the
// level's limits takes over (the transposition table keeps what it found).
func (x *search) ponderHit() {
	if x.ponder && !x.restart {
		x.restart = true
		x.cancel()
	}
}

// searchResult is how a search ended.
type searchResult struct {
	report engine.Report
	err    error
}

// goSearch handles go think|ponder|analyze: it starts the search in its
// own goroutine, which answers with info lines as it deepens; done follows
// when it ends. Like Scan, go forgets the level for the next search, and
// searches the position even when the rules of the game's history
// (repetition, no progress) have drawn it: the GUI keeps the rules. Only a
// position without a legal move (or an engine that cannot be made)
// answers an error and a done without a move.
func (s *Session) goSearch(m Message) {
	limits := s.limits
	s.limits = engine.Limits{}
	s.game = ongoing(s.game)
	var err error
	if r := s.game.Result(); r.Over() {
		err = fmt.Errorf("no move to play: the game is over (%v) in %s", r, s.game.Position())
	} else {
		err = s.ensurePlayer()
	}
	if err != nil {
		s.errorf("go: %v", err)
		s.send(NewMessage("done"))
		return
	}
	if limits.Clock > 0 {
		// Hub adds the increment to the clock before the move; keep the
		// engine's allowance for it within the time left.
		limits.Increment = min(limits.Increment, limits.Clock/2)
	}
	limits.NoBook = m.Has("analyze")
	s.start(&search{ponder: m.Has("ponder"), limits: limits})
}

// start runs x: while pondering, only the level's depth and nodes apply.
func (s *Session) start(x *search) {
	limits := x.limits
	if x.ponder {
		limits = engine.Limits{Depth: limits.Depth, Nodes: limits.Nodes}
	}
	x.bounded = limits.Depth > 0 || limits.Nodes > 0 || limits.MoveTime > 0 || limits.Clock > 0 || s.level != fullStrength
	ctx, cancel := context.WithCancel(context.Background())
	x.cancel = cancel
	s.search = x
	player, game := s.player, s.game
	x.game = game
	go func() {
		r, err := player.Think(ctx, game, limits, func(r engine.Report) { s.info(game.Variant(), r) })
		s.results <- searchResult{r, err}
	}()
}

// finish handles the end of the running search: done, or after ponder-hit
// the search within the clock; then the commands kept waiting.
func (s *Session) finish(r searchResult) (quit bool) {
	x := s.search
	s.search = nil
	x.cancel()
	if x.restart && r.err == nil {
		s.start(&search{limits: x.limits})
	} else {
		s.done(x.game, r)
	}
	queued := s.pending
	s.pending = nil
	for _, m := range queued {
		if s.dispatch(m) {
			return true
		}
	}
	return false
}

// done answers a search's end in g: done move=... ponder=..., the ponder
// move being the second of the principal variation. Like Scan, a search
// that found no move (it failed) answers the first legal move, so that
// done has a move whenever g's position has one.
func (s *Session) done(g *checkers.Game, r searchResult) {
	if r.err != nil {
		s.errorf("go: %v", r.err)
	}
	move := r.report.Move
	if move == nil {
		legal := g.Position().Legal()
		if len(legal) == 0 {
			s.send(NewMessage("done"))
			return
		}
		move = legal[0]
	}
	pairs := []string{"move", WriteMove(g.Variant(), move)}
	if pv := r.report.PV; len(pv) > 1 && pv[0].String() == move.String() {
		pairs = append(pairs, "ponder", WriteMove(g.Variant(), pv[1]))
	}
	s.send(NewMessage("done", pairs...))
}

// info writes a search's progress in the game v, once per iteration.
func (s *Session) info(v checkers.Variant, r engine.Report) { s.send(infoMessage(v, r)) }

// infoMessage is the info line of r: depth, max-depth (the deepest line
// looked at), score in men for the player to move, nodes, time in seconds,
// nps in millions of nodes a second (as Scan); source=egdb or source=book
// when the move is the endgame databases' or the opening book's; egdb=win,
// loss or draw and egdb-plies (a win's or loss's plies to the next
// conversion) when the databases hold the position; and the principal
// variation (left out when empty).
func infoMessage(v checkers.Variant, r engine.Report) Message {
	m := NewMessage("info",
		"depth", strconv.Itoa(r.Depth),
		"max-depth", strconv.Itoa(max(r.SelDepth, r.Depth)),
		"score", scoreText(r.Score),
		"nodes", strconv.FormatUint(r.Nodes, 10),
		"time", strconv.FormatFloat(r.Time.Seconds(), 'f', 3, 64),
		"nps", strconv.FormatFloat(r.NodesPerSecond()/1e6, 'f', 2, 64))
	switch {
	case r.Solved:
		m.Args = append(m.Args, Arg{Name: "source", Value: "egdb"})
	case r.Book:
		m.Args = append(m.Args, Arg{Name: "source", Value: "book"})
	}
	if e := r.Endgame; e != nil {
		m.Args = append(m.Args, Arg{Name: "egdb", Value: e.Result()})
		if e.Outcome != 0 {
			m.Args = append(m.Args, Arg{Name: "egdb-plies", Value: strconv.Itoa(e.Plies)})
		}
	}
	if len(r.PV) > 0 {
		// An empty pv would be a bare flag, which clients that split
		// every argument at its = (pydraughts) cannot read.
		m.Args = append(m.Args, Arg{Name: "pv", Value: pvText(v, r.PV)})
	}
	return m
}

// Scores as Scan writes them, in hundredths of a man: a win or loss in n
// plies is ±(scanWin − n), 99.xx men; other scores stay below scanEval.
const (
	scanWin  = 10000
	scanEval = 9000
)

// scoreText writes an engine score in men, with two decimals.
func scoreText(score int) string {
	hub := min(max(score, -scanEval), scanEval)
	if _, ok := engine.WinIn(score); ok {
		plies := engine.Win - abs(score)
		hub = scanWin - plies
		if score < 0 {
			hub = -hub
		}
	}
	return strconv.FormatFloat(float64(hub)/100, 'f', 2, 64)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pvText writes a line of moves of the game v separated by spaces.
func pvText(v checkers.Variant, pv []checkers.Move) string {
	texts := make([]string, len(pv))
	for i, m := range pv {
		texts[i] = WriteMove(v, m)
	}
	return strings.Join(texts, " ")
}
