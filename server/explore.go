package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/view"
)

// Explored is a position of the analysis board, as GET /api/moves answers
// it: the position, its legal moves, the move that led to it, and its
// result when the rules end the game there.
type Explored struct {
	Position view.Position `json:"position"`
	Legal    []view.Move   `json:"legal"`
	LastMove *view.Move    `json:"lastMove"`
	Result   Result        `json:"result"`
}

// Line is one step of the analysis board's live search, as GET
// /api/analyse streams it: the Evaluation of the position and the nodes
// searched.
type Line struct {
	Evaluation
	Nodes uint64 `json:"nodes"`
}

// explorePosition reads the query's variant and position text.
func explorePosition(r *http.Request) (*games.Game, checkers.Position, error) {
	q := r.URL.Query()
	g, err := games.Lookup(q.Get("variant"))
	if err != nil {
		return nil, nil, errorf(http.StatusBadRequest, "%v", err)
	}
	text := q.Get("position")
	if text == "" {
		return g, g.Variant.Start(), nil
	}
	p, err := g.Variant.ParsePosition(text)
	if err != nil {
		return nil, nil, errorf(http.StatusBadRequest, "position: %v", err)
	}
	return g, p, nil
}

// handleMoves answers GET /api/moves?variant=&position=[&move=]: the
// position (after the move, when one is given) with its legal moves.
func (s *Server) handleMoves(w http.ResponseWriter, r *http.Request) {
	g, p, err := explorePosition(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var out Explored
	if text := r.URL.Query().Get("move"); text != "" {
		if err := checkMoveText(text); err != nil {
			s.writeError(w, r, err)
			return
		}
		if p.Status().Over() {
			s.writeError(w, r, errorf(http.StatusBadRequest, "the game is over in this position: %s", p.Status()))
			return
		}
		m, err := p.ParseMove(text)
		if err != nil {
			s.writeError(w, r, errorf(http.StatusBadRequest, "move %q: %v", text, err))
			return
		}
		mv, err := g.Display.Move(p, m)
		if err != nil {
			s.writeError(w, r, errorf(http.StatusBadRequest, "move %q: %v", text, err))
			return
		}
		if p, err = p.After(m); err != nil {
			s.writeError(w, r, errorf(http.StatusBadRequest, "move %q: %v", text, err))
			return
		}
		out.LastMove = &mv
	}
	if out.Position, err = g.Display.Position(p); err != nil {
		s.writeError(w, r, err)
		return
	}
	out.Result = resultOf(p.Status())
	out.Legal = []view.Move{}
	if !out.Result.Over {
		if out.Legal, err = g.Display.Moves(p); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// handleExplore answers GET /api/analyse?variant=&position=: the engine's
// search of the position as server-sent events, an "info" event (a Line)
// after each depth and a "done" event (the last Line) at the end, within
// Config.AnalyseTime or until the reader goes away.
func (s *Server) handleExplore(w http.ResponseWriter, r *http.Request) {
	g, p, err := explorePosition(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if p.Status().Over() {
		s.writeError(w, r, errorf(http.StatusBadRequest, "the game is over in this position: %s", p.Status()))
		return
	}
	if s.limited(w, r, s.hints, "searches") {
		return
	}
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(s.cfg.Timeouts.Read))
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	started := false
	send := func(event string, rep engine.Report) {
		_ = rc.SetWriteDeadline(time.Now().Add(s.cfg.Timeouts.Write))
		e, err := evaluationOf(g, p, rep)
		line := Line{Evaluation: e, Nodes: rep.Nodes}
		if err != nil {
			s.log.Error("analysis line", "err", err)
			return
		}
		data, err := json.Marshal(line)
		if err != nil {
			return
		}
		if !started {
			w.WriteHeader(http.StatusOK)
			started = true
		}
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data)
		_ = rc.Flush()
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.AnalyseTime+time.Second)
	defer cancel()
	var rep engine.Report
	var thinkErr error
	runErr := s.computer.TryRun(ctx, clientOf(r, s.cfg.TrustProxy), computer.DueIn(s.now(), 2*s.cfg.AnalyseTime), func() {
		rep, thinkErr = s.computer.Think(ctx, g, s.computer.AnalysisOptions(g), "", checkers.NewGameFrom(g.Variant, p), engine.Limits{MoveTime: s.cfg.AnalyseTime},
			func(info engine.Report) { send("info", info) })
	})
	if err := firstError(runErr, thinkErr); err != nil {
		if !started {
			s.writeError(w, r, err)
		}
		return
	}
	send("done", rep)
}

// firstError returns the first error that is not nil.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
