package server

import (
	"context"
	"net/http"

	"github.com/kingme/kingme/checkers"
)

// Take-backs and aborts between friends (docs/web-api.md): the rules are
// the room's (room.Room's AskTakeback, AnswerTakeback, AbortRefusal);
// here each change is stored, then told to the subscribers.

// TakebackState is the State's take-back request, or the news of its
// answer.
type TakebackState struct {
	// By is the colour that asked.
	By string `json:"by"`
	// Status is "asked" (waiting for the opponent's answer), "accepted"
	// (the move was taken back) or "declined" (by the opponent's answer or
	// by the opponent's moving on).
	Status string `json:"status"`
	// Move is the text of the move asked back.
	Move string `json:"move"`
}

// answerTakeback answers the opponent's standing request for v: accepted,
// the move is taken back and stored so before anyone is told; declined,
// both players are told. l.mu is held.
func (s *Server) answerTakeback(ctx context.Context, l *live, v viewer, accept bool) error {
	before := l.Clone()
	if err := l.AnswerTakeback(v, accept); err != nil {
		return err
	}
	if err := s.commit(ctx, l, before); err != nil {
		return err // the move and the request still stand
	}
	if accept {
		l.turnStart = s.now()
		s.armFlag(l)
	}
	s.broadcast(l)
	return nil
}

// abortWith calls l off with no result for reason (NoReason when a player
// called it off), stores it and tells the subscribers. l.mu is held.
func (s *Server) abortWith(ctx context.Context, l *live, reason checkers.Reason) error {
	return s.change(ctx, l, func() error { return l.Abort(reason) })
}

func (s *Server) handleTakeback(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, nil, func(ctx context.Context, l *live, v viewer) error {
		return s.change(ctx, l, func() error { return l.AskTakeback(v) })
	})
}

func (s *Server) handleTakebackAnswer(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Accept *bool `json:"accept"`
	}
	s.seatAction(w, r, &req, func(ctx context.Context, l *live, v viewer) error {
		if req.Accept == nil {
			return errorf(http.StatusBadRequest, "no answer given: send {\"accept\": true} or {\"accept\": false}")
		}
		return s.answerTakeback(ctx, l, v, *req.Accept)
	})
}

func (s *Server) handleAbort(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, nil, func(ctx context.Context, l *live, v viewer) error {
		if err := l.AbortRefusal(v); err != nil {
			return err
		}
		return s.abortWith(ctx, l, checkers.NoReason)
	})
}

// takebackView returns the State's takeback of l: nil without a request,
// and once the game is over. l.mu is held.
func takebackView(l *live) *TakebackState {
	t := l.Takeback()
	if t == nil || l.Game().Result().Over() {
		return nil
	}
	return &TakebackState{By: colorName(t.By), Status: t.Status, Move: t.Move}
}
