package server

import (
	"context"
	"errors"
	"net/http"

	"github.com/kingme/kingme/engine"
	"github.com/kingme/kingme/server/computer"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/view"
)

// seatAction runs act on the request's game under its lock, for the seat the
// request's token holds (403 without one), and answers the game's State.
func (s *Server) seatAction(w http.ResponseWriter, r *http.Request, body any, act func(ctx context.Context, l *live, v viewer) error) {
	if body != nil {
		if err := decodeJSON(w, r, body); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	if v == spectator {
		s.writeError(w, r, errorf(http.StatusForbidden, "only the players can do that: this request holds no seat of game %s", l.Header().ID))
		return
	}
	err := act(r.Context(), l, v)
	if isStale(err) {
		// Another server changed the game first; it is reloaded: the
		// request is judged again against the game as it stands.
		v = viewerOf(l, tokenOf(r))
		err = act(r.Context(), l, v)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.stateFor(l, v)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

func (s *Server) handleGet(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	s.catchUp(r.Context(), l)
	if err := s.stale(l); err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.stateFor(l, s.viewerFor(r.Context(), l, tokenOf(r)))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Move string `json:"move"`
		Ply  *int   `json:"ply"`
	}
	s.seatAction(w, r, &req, func(ctx context.Context, l *live, v viewer) error {
		if req.Move == "" {
			return errorf(http.StatusBadRequest, "no move given: send {\"move\": \"11-15\", \"ply\": N}")
		}
		if err := checkMoveText(req.Move); err != nil {
			return err
		}
		if req.Ply != nil && *req.Ply > l.Plies() && s.cluster != nil {
			// The player saw a later ply than this server holds: another
			// server's move whose news has not come yet.
			return s.reload(ctx, l)
		}
		if req.Ply != nil && *req.Ply != l.Plies() {
			return errorf(http.StatusConflict, "stale move: the game is at ply %d, the move was sent for ply %d", l.Plies(), *req.Ply)
		}
		turn, err := l.PlayerToMove(v)
		if err != nil {
			return err
		}
		return s.play(ctx, l, turn, req.Move)
	})
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, nil, func(ctx context.Context, l *live, v viewer) error {
		return s.undo(ctx, l, v)
	})
}

func (s *Server) handleResign(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, nil, func(ctx context.Context, l *live, v viewer) error {
		return s.change(ctx, l, func() error { return l.Resign(v) })
	})
}

// drawActions are the draw actions a request names.
var drawActions = map[string]room.DrawAction{"offer": room.OfferDraw, "accept": room.AcceptDraw, "decline": room.DeclineDraw}

func (s *Server) handleDraw(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Action string `json:"action"`
	}
	s.seatAction(w, r, &req, func(ctx context.Context, l *live, v viewer) error {
		err := s.change(ctx, l, func() error { return l.Draw(v, drawActions[req.Action]) })
		if errors.Is(err, room.ErrUnknownDrawAction) {
			return errorf(http.StatusBadRequest, "unknown draw action %q: want offer, accept or decline", req.Action)
		}
		if err != nil {
			return err
		}
		if _, ok := l.ComputerColor(); ok && req.Action == "offer" {
			s.wg.Add(1)
			go s.answerDrawOffer(l, l.Plies())
		}
		return nil
	})
}

// change makes f's change of l's room, one that is not a move (a
// resignation, a draw offer or answer, a take-back request, an abort),
// stores it and tells the subscribers (finishChange); an error of f, which
// changes nothing, is returned as it is. l.mu is held.
func (s *Server) change(ctx context.Context, l *live, f func() error) error {
	before := l.Clone()
	if err := f(); err != nil {
		return err
	}
	return s.finishChange(ctx, l, before)
}

// finishChange stores a change that is not a move (a resignation, a draw
// offer or answer) and tells the subscribers. l.mu is held.
func (s *Server) finishChange(ctx context.Context, l *live, before room.Room) error {
	if err := s.commit(ctx, l, before); err != nil {
		return err
	}
	if l.Game().Result().Over() {
		s.stopThinking(l)
		s.armFlag(l)
	}
	s.broadcast(l)
	return nil
}

// hintAnswer answers POST /hint.
type hintAnswer struct {
	Move  view.Move `json:"move"`
	Score int       `json:"score"`
	Depth int       `json:"depth"`
	// Source is "search", "book" (the opening book) or "egdb" (the
	// endgame databases know the position to be won, lost or drawn).
	Source string `json:"source"`
	// Outcome and In, when the result is known, as in PositionAnalysis:
	// "win", "loss" or "draw" for the player to move, and its distance
	// (moves to the end for a win the search proves, plies to the next
	// conversion for the databases').
	Outcome string `json:"outcome,omitempty"`
	In      int    `json:"in,omitempty"`
}

// sourceOf names where a report's move and value come from: the endgame
// databases when they play the move (a known win or loss) or know the
// position drawn.
func sourceOf(r engine.Report) string {
	if _, ok := r.Solution(); ok {
		return "egdb"
	}
	if r.Book {
		return "book"
	}
	return "search"
}

func (s *Server) handleHint(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	refusal := l.HintRefusal(v)
	l.mu.Unlock()
	if refusal != nil {
		s.writeError(w, r, refusal)
		return
	}
	if s.limited(w, r, s.hints, "hints") {
		return
	}
	// A hint weighs as a search of twice its time: the computer's moves
	// asked at once go first.
	rep, g, err := s.search(r.Context(), l, clientOf(r, s.cfg.TrustProxy), s.cfg.HintTime, computer.DueIn(s.now(), 2*s.cfg.HintTime))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	mv, err := l.variant.Display.Move(g.Position(), rep.Move)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := hintAnswer{Move: mv, Score: rep.Score, Depth: rep.Depth, Source: sourceOf(rep)}
	out.Outcome, out.In = outcomeOf(rep)
	writeJSON(w, http.StatusOK, out)
}
