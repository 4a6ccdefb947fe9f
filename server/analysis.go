package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// Analysis is a finished game's analysis by the engine, as GET and POST
// /api/games/{id}/analysis answer it: computed once, in the background
// worker pool, then stored.
type Analysis struct {
	// Status is "none" (not asked for), "queued", "running" or "done".
	Status string `json:"status"`
	// Done and Total count the positions analysed and to analyse (the
	// game's plies + 1).
	Done  int `json:"done"`
	Total int `json:"total"`
	// Nodes is the search's budget for each position.
	Nodes uint64 `json:"nodes,omitempty"`
	// Positions are the positions analysed so far, in order: Positions[i]
	// is the position before ply i+1 (Positions[0] the start).
	Positions []PositionAnalysis `json:"positions"`
	// Marks count each side's inaccuracies, mistakes and blunders.
	Marks map[string]map[string]int `json:"marks,omitempty"`
}

// Evaluation is the engine's view of one position, for the player to
// move: in a game's analysis (PositionAnalysis) and on the analysis board
// (Line).
type Evaluation struct {
	// Score is for the player to move, in hundredths of a man; a proved or
	// known win or loss is beyond ±19 744 (see Outcome).
	Score int `json:"score"`
	// Black is Black's expected share of the point, 0 to 1: the graph and
	// the evaluation bar draw it.
	Black float64 `json:"black"`
	// Outcome, when the engine knows the result ("win", "loss" or "draw",
	// for the player to move), and In, its distance: moves to the end for a
	// win the search proves, plies to the next conversion (a capture or a
	// man's move) for the endgame databases' results.
	Outcome string `json:"outcome,omitempty"`
	In      int    `json:"in,omitempty"`
	// Source is "search", "book", "egdb" (the endgame databases know it)
	// or "end" (the game is over here by the rules).
	Source string `json:"source"`
	// Depth is the search's depth.
	Depth int `json:"depth"`
	// Best is the engine's move (the board draws it as an arrow) and Line
	// the line it expects, in the game's notation, Best first.
	Best *view.Move `json:"best,omitempty"`
	Line []string   `json:"line"`
}

// evaluationOf describes a search's report of p.
func evaluationOf(g *games.Game, p checkers.Position, rep engine.Report) (Evaluation, error) {
	e := Evaluation{Score: rep.Score, Depth: rep.Depth, Source: sourceOf(rep), Line: []string{}}
	e.Outcome, e.In = outcomeOf(rep)
	e.Black = blackShare(rep.Score, p.Turn())
	if rep.Move != nil {
		best, err := g.Display.Move(p, rep.Move)
		if err != nil {
			return e, err
		}
		e.Best = &best
	}
	for _, m := range rep.PV {
		e.Line = append(e.Line, m.String())
	}
	if len(e.Line) == 0 && rep.Move != nil {
		e.Line = append(e.Line, rep.Move.String())
	}
	return e, nil
}

// blackShare is Black's expected share of the point by a score for turn.
func blackShare(score int, turn checkers.Color) float64 {
	if turn == checkers.Black {
		return expected(score)
	}
	return 1 - expected(score)
}

// PositionAnalysis is the engine's view of one position of a game and of
// the move played from it.
type PositionAnalysis struct {
	// Ply is the position's index: the plies played before it.
	Ply int `json:"ply"`
	// Turn is the player to move: "black" or "red".
	Turn string `json:"turn"`
	Evaluation
	// Played is the move the game played from here, Loss the share of the
	// point it gave away by the engine's scores (0 to 1), and Mark its
	// mark: "inaccuracy", "mistake" or "blunder" (see markOf), or "".
	Played string  `json:"played,omitempty"`
	Loss   float64 `json:"loss,omitempty"`
	Mark   string  `json:"mark,omitempty"`
}

// The marks' thresholds on the share of the point a move gives away: a
// man given away in a level position costs about 0.12 (a mistake), a won
// position given up for a draw 0.5 (a blunder).
const (
	inaccuracyLoss = 0.05
	mistakeLoss    = 0.10
	blunderLoss    = 0.15
)

// markOf names the mark of a move that gives away loss.
func markOf(loss float64) string {
	switch {
	case loss >= blunderLoss:
		return "blunder"
	case loss >= mistakeLoss:
		return "mistake"
	case loss >= inaccuracyLoss:
		return "inaccuracy"
	}
	return ""
}

// scoreScale is the engine's scores' scale as expected results: a score
// s predicts the share sigmoid(s/scoreScale) of the point, the scale the
// learned evaluation is fitted to (kingme train).
const scoreScale = 200

// expected returns the share of the point a score predicts for the player
// to move: 1 for a win the search proves or the databases know, 0 for a
// loss.
func expected(score int) float64 {
	switch {
	case score > engine.KnownWinBound:
		return 1
	case score < -engine.KnownWinBound:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/scoreScale))
}

// outcomeOf describes a report's known result: a win the search proves,
// in moves to the end, a result of the endgame databases, in plies to the
// next conversion, or a position they know to be drawn.
func outcomeOf(rep engine.Report) (outcome string, in int) {
	score := rep.Score
	if moves, ok := engine.WinIn(score); ok {
		if moves > 0 {
			return "win", moves
		}
		return "loss", -moves
	}
	if o, ok := engine.Known(score); ok {
		plies := engine.KnownWin - max(score, -score)
		if o > 0 {
			return "win", plies
		}
		return "loss", plies
	}
	if e, ok := rep.Solution(); ok && e.Outcome == 0 {
		return "draw", 0
	}
	return "", 0
}

// analysePosition searches g's current position within nodes with think
// and describes it; a game over by the rules is described from its result.
func analysePosition(think func(*checkers.Game, engine.Limits) (engine.Report, error), vg *games.Game, g *checkers.Game, nodes uint64) (PositionAnalysis, error) {
	p := g.Position()
	a := PositionAnalysis{Ply: len(g.Played()), Turn: colorName(p.Turn())}
	if r := g.Result(); r.Over() {
		a.Evaluation = Evaluation{Source: "end", Outcome: "draw", Black: 0.5, Line: []string{}}
		switch r.Outcome {
		case checkers.WinFor(p.Turn()):
			a.Outcome, a.Score = "win", engine.Win
		case checkers.WinFor(p.Turn().Opponent()):
			a.Outcome, a.Score = "loss", -engine.Win
		}
		if a.Score != 0 {
			a.Black = blackShare(a.Score, p.Turn())
		}
		return a, nil
	}
	rep, err := think(g, engine.Limits{Nodes: nodes})
	if err != nil {
		return a, err
	}
	if rep.Move == nil {
		return a, errors.New("the search gave no move")
	}
	a.Evaluation, err = evaluationOf(vg, p, rep)
	return a, err
}

// markPlayed fills in what the move played from positions[i] gave away,
// by the engine's scores before and after it, and counts the marks.
func markPlayed(a *Analysis, moves []checkers.Move) {
	a.Marks = map[string]map[string]int{"black": {}, "red": {}}
	for i := range a.Positions {
		if i >= len(moves) || i+1 >= len(a.Positions) {
			break
		}
		before, after := &a.Positions[i], a.Positions[i+1]
		before.Played = moves[i].String()
		if before.Best != nil && before.Best.Text == before.Played {
			continue // the engine's own move gives nothing away
		}
		share := after.Black
		if before.Turn != "black" {
			share = 1 - share
		}
		mine := before.Black
		if before.Turn != "black" {
			mine = 1 - mine
		}
		before.Loss = math.Round(max(0, mine-share)*1000) / 1000
		before.Mark = markOf(before.Loss)
		if before.Mark != "" {
			a.Marks[before.Turn][before.Mark]++
		}
	}
}

// analysisDue orders an analysis's searches in the pool's queue: after
// the computer's moves and the hints asked at the same time.
const analysisDue = 30 * time.Second

// progress returns a copy of the running analysis of the game, if any.
func (as *analyses) progress(id string) (Analysis, bool) {
	as.mu.Lock()
	defer as.mu.Unlock()
	a, ok := as.running[id]
	if !ok {
		return Analysis{}, false
	}
	out := *a
	out.Positions = nil // progress only: the positions come when it is done
	return out, true
}

// analysisSubject is what an analysis is of: a played game, or a game
// opened from a PDN file (a study).
type analysisSubject struct {
	// key names the analysis among those running: a game's ID, or
	// studyKey and a study's.
	key string
	// game is the game to analyse (a copy), variant its game.
	game    *checkers.Game
	variant *games.Game
	// load and save read and write the stored analysis.
	load func(ctx context.Context) ([]byte, error)
	save func(ctx context.Context, data []byte) error
}

// liveSubject is l's game as the subject of its analysis.
func (s *Server) liveSubject(l *live) analysisSubject {
	l.mu.Lock()
	id, g, vg := l.Header().ID, l.Game().Clone(), l.variant
	l.mu.Unlock()
	return analysisSubject{key: id, game: g, variant: vg,
		load: func(ctx context.Context) ([]byte, error) { return s.store.LoadAnalysis(ctx, id) },
		save: func(ctx context.Context, data []byte) error { return s.store.SaveAnalysis(ctx, id, data) },
	}
}

// storedAnalysis reads the subject's stored analysis; ok is false when
// there is none, or one of another list of moves (the game changed since).
func (s *Server) storedAnalysis(ctx context.Context, subj analysisSubject) (Analysis, bool, error) {
	data, err := subj.load(ctx)
	s.metrics.storeFailed("load_analysis", err)
	if errors.Is(err, store.ErrNotFound) {
		return Analysis{}, false, nil
	}
	if err != nil {
		return Analysis{}, false, err
	}
	var a Analysis
	if err := json.Unmarshal(data, &a); err != nil {
		s.log.Error("stored analysis unreadable: analysed again", "key", subj.key, "err", err)
		return Analysis{}, false, nil
	}
	if a.Status != "done" || len(a.Positions) != subj.game.Len()+1 {
		return Analysis{}, false, nil
	}
	return a, true, nil
}

// analysisOf answers what is known of the subject's analysis: stored,
// running, or none.
func (s *Server) analysisOf(ctx context.Context, subj analysisSubject) (Analysis, error) {
	if a, ok := s.analyses.progress(subj.key); ok {
		return a, nil
	}
	a, ok, err := s.storedAnalysis(ctx, subj)
	if err != nil || ok {
		return a, err
	}
	return Analysis{Status: "none", Total: subj.game.Len() + 1, Positions: []PositionAnalysis{}}, nil
}

func (s *Server) handleGetAnalysis(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	a, err := s.analysisOf(r.Context(), s.liveSubject(l))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

// handleAnalyse starts a finished game's analysis (POST): 202 with its
// progress, or 200 with the analysis when it is stored.
func (s *Server) handleAnalyse(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	over := l.Game().Result().Over()
	l.mu.Unlock()
	if !over {
		s.writeError(w, r, errorf(http.StatusConflict, "the game is still being played: it is analysed once it is over"))
		return
	}
	s.analyseSubject(w, r, s.liveSubject(l))
}

// analyseSubject answers a request to analyse subj: 200 with the analysis
// when it is stored, else 202 with its progress, started if need be.
func (s *Server) analyseSubject(w http.ResponseWriter, r *http.Request, subj analysisSubject) {
	a, err := s.analysisOf(r.Context(), subj)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if a.Status == "done" {
		writeJSON(w, http.StatusOK, a)
		return
	}
	if a.Status == "none" {
		if a, err = s.startAnalysis(subj, clientOf(r, s.cfg.TrustProxy)); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	writeJSON(w, http.StatusAccepted, a)
}

// startAnalysis queues subj's analysis for client, or refuses it: 429
// when client has analysesPerClient games in progress, 503 when too many
// games are; both with Retry-After.
func (s *Server) startAnalysis(subj analysisSubject, client string) (Analysis, error) {
	id, g := subj.key, subj.game
	as := s.analyses
	as.mu.Lock()
	if a, ok := as.running[id]; ok { // asked twice at once
		out := *a
		out.Positions = nil
		as.mu.Unlock()
		return out, nil
	}
	if n := as.clients[client]; n >= analysesPerClient {
		as.mu.Unlock()
		return Analysis{}, &apiError{status: http.StatusTooManyRequests, retryAfter: time.Minute,
			msg: fmt.Sprintf("your address has %d analyses in progress, the most it may: ask again when one is done", n)}
	}
	if len(as.running) >= as.games {
		as.mu.Unlock()
		return Analysis{}, refuse.Newf(refuse.Busy, "the computer is busy analysing other games: try again in a minute").WithRetry(time.Minute)
	}
	a := &Analysis{Status: "queued", Total: len(g.Played()) + 1, Nodes: s.cfg.AnalysisNodes, Positions: []PositionAnalysis{}}
	as.running[id] = a
	as.clients[client]++
	out := *a
	as.mu.Unlock()

	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer func() {
			as.mu.Lock()
			delete(as.running, id)
			if as.clients[client]--; as.clients[client] <= 0 {
				delete(as.clients, client)
				delete(as.served, client)
			}
			as.mu.Unlock()
		}()
		if err := s.analyse(subj, client, a); err != nil && s.ctx.Err() == nil {
			s.log.Error("analysis failed", "id", id, "err", err)
		}
	}()
	return out, nil
}

// analyse runs one game's analysis for client, position by position in
// its client's turns, updating a's progress, and stores it when done.
func (s *Server) analyse(subj analysisSubject, client string, a *Analysis) error {
	ctx := s.ctx
	id, g, vg := subj.key, subj.game, subj.variant

	// Each position is searched with a table lent for its search, its
	// analysis's last one when free: what it learned of the position before
	// helps with this one.
	think := func(g *checkers.Game, limits engine.Limits) (engine.Report, error) {
		return s.computer.Think(ctx, vg, s.computer.AnalysisOptions(vg), id, g, limits, nil)
	}
	moves, positions := g.Played(), g.Positions()
	replay := checkers.NewGameFrom(vg.Variant, positions[0])
	out := make([]PositionAnalysis, 0, len(positions))
	for i := range positions {
		if i > 0 {
			// As recorded: a record may play on past a draw by repetition.
			if err := replay.PlayRecorded(moves[i-1]); err != nil {
				return fmt.Errorf("replay ply %d: %w", i, err)
			}
		}
		var pa PositionAnalysis
		var thinkErr error
		if err := s.analyses.turn(ctx, client); err != nil {
			return err
		}
		s.analyses.mu.Lock()
		a.Status = "running"
		s.analyses.mu.Unlock()
		// Background work: due well after the games' searches.
		err := s.computer.Run(ctx, s.now().Add(analysisDue), analysisDue, func() {
			pa, thinkErr = analysePosition(think, vg, replay.Clone(), s.cfg.AnalysisNodes)
		})
		s.analyses.done()
		if err != nil {
			return err
		}
		if thinkErr != nil {
			return fmt.Errorf("ply %d: %w", i, thinkErr)
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		out = append(out, pa)
		s.analyses.mu.Lock()
		a.Done = len(out)
		s.analyses.mu.Unlock()
	}
	done := Analysis{Status: "done", Done: len(out), Total: len(out), Nodes: s.cfg.AnalysisNodes, Positions: out}
	markPlayed(&done, moves)
	data, err := json.Marshal(done)
	if err != nil {
		return err
	}
	err = subj.save(context.Background(), data)
	s.metrics.storeFailed("save_analysis", err)
	return err
}
