package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Take-backs and aborts between friends (docs/web-api.md). A player of a
// friend game may ask to take back the own last move, before the opponent
// replies; the opponent accepts (the move is taken back and stored so, as
// an undo is) or declines. The request, and the news of its answer until
// the next move, are stored with the game (store.Record.Takeback), like a
// draw offer. Either player may abort the game until both have moved.

// Take-back statuses, as the State's takeback.status shows them.
const (
	takebackAsked    = "asked"
	takebackAccepted = "accepted"
	takebackDeclined = "declined"
)

// takeback is a friend game's last take-back request: standing (asked) or
// answered (the news both players are shown until the next move).
type takeback struct {
	by     checkers.Color
	status string
	// move is the text of the move asked back.
	move string
}

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

// String writes t as a record keeps it: "black asked 11-15"; "" for nil.
func (t *takeback) String() string {
	if t == nil {
		return ""
	}
	return colorName(t.by) + " " + t.status + " " + t.move
}

// parseTakeback reads a record's Takeback (nil for "").
func parseTakeback(s string) (*takeback, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.SplitN(s, " ", 3)
	if len(parts) == 3 && parts[2] != "" {
		by, ok := parseColor(parts[0])
		if st := parts[1]; ok && (st == takebackAsked || st == takebackAccepted || st == takebackDeclined) {
			return &takeback{by: by, status: st, move: parts[2]}, nil
		}
	}
	return nil, fmt.Errorf("bad take-back %q: want a colour, asked, accepted or declined, and a move", s)
}

// takebackOf returns l's take-back request or news, nil for none. l.mu is
// held.
func takebackOf(l *live) *takeback {
	t, err := parseTakeback(l.Header().Takeback)
	if err != nil {
		return nil // revive refuses a record with a bad one
	}
	return t
}

// takebackAfterMove sets l's take-back as it is after a move was played: a
// standing request is declined by the opponent's moving on (news until the
// next move), and an answer's news is over. l.mu is held.
func takebackAfterMove(l *live) {
	t := takebackOf(l)
	if t == nil || t.status != takebackAsked {
		l.Header().Takeback = ""
		return
	}
	l.Header().Takeback = (&takeback{by: t.by, status: takebackDeclined, move: t.move}).String()
}

// lastMover returns the colour that played l's last move, if any. l.mu is
// held.
func lastMover(l *live) (checkers.Color, bool) {
	n := l.Game().Len()
	if n == 0 {
		return 0, false
	}
	return l.Game().Positions()[n-1].Turn(), true
}

// takebackRefusal returns why v may not ask to take back a move in l now,
// nil when v may. l.mu is held.
func takebackRefusal(l *live, v viewer) error {
	if r := l.Game().Result(); r.Over() {
		return errorf(http.StatusConflict, "the game is over (%s): a finished game cannot be taken back", r)
	}
	if l.Header().Mode != "friend" || (v != blackSeat && v != redSeat) {
		return errorf(http.StatusConflict, "take-backs are asked of a friend: in a game against the computer or at one screen, use undo")
	}
	c := seatColor(v)
	if t := takebackOf(l); t != nil && t.status == takebackAsked {
		return errorf(http.StatusConflict, "%s has already asked to take back %s: wait for the answer", colorName(t.by), t.move)
	} else if t != nil && t.status == takebackDeclined && t.by == c {
		// The news lasts until the next move: asking again would nag.
		return errorf(http.StatusConflict, "your opponent declined to take back %s: play on", t.move)
	}
	last, ok := lastMover(l)
	switch {
	case !ok:
		return errorf(http.StatusConflict, "there is no move to take back: nobody has moved yet")
	case last != c:
		return errorf(http.StatusConflict, "not your move to take back: the last move, %s, is %s's; you may take back only your own last move, before your opponent replies",
			l.LastMoveText(), colorName(last))
	}
	return nil
}

// askTakeback stores v's request to take back the own last move and tells
// the subscribers. l.mu is held.
func (s *Server) askTakeback(ctx context.Context, l *live, v viewer) error {
	if err := takebackRefusal(l, v); err != nil {
		return err
	}
	before := l.Clone()
	l.Header().Takeback = (&takeback{by: seatColor(v), status: takebackAsked, move: l.LastMoveText()}).String()
	if err := s.commit(ctx, l, before); err != nil {
		return err
	}
	s.broadcast(l)
	return nil
}

// answerTakeback answers the opponent's standing request for v: accepted,
// the move is taken back and stored so before anyone is told; declined,
// both players are told. l.mu is held.
func (s *Server) answerTakeback(ctx context.Context, l *live, v viewer, accept bool) error {
	if r := l.Game().Result(); r.Over() {
		return errorf(http.StatusConflict, "the game is over (%s): there is no take-back to answer", r)
	}
	t := takebackOf(l)
	if t == nil || t.status != takebackAsked {
		return errorf(http.StatusConflict, "there is no take-back request to answer")
	}
	if v != blackSeat && v != redSeat {
		return errorf(http.StatusConflict, "take-backs are answered between friends, each at a seat")
	}
	if seatColor(v) == t.by {
		return errorf(http.StatusConflict, "you cannot answer your own take-back request: your opponent does")
	}
	before := l.Clone()
	if !accept {
		l.Header().Takeback = (&takeback{by: t.by, status: takebackDeclined, move: t.move}).String()
		if err := s.commit(ctx, l, before); err != nil {
			return err // the request still stands
		}
		s.broadcast(l)
		return nil
	}
	if err := l.Undo(); err != nil {
		return errorf(http.StatusConflict, "%v", err)
	}
	l.Header().Takeback = (&takeback{by: t.by, status: takebackAccepted, move: t.move}).String()
	restoreClocks(l)
	if err := s.commit(ctx, l, before); err != nil {
		return err // the move and the request still stand
	}
	l.turnStart = s.now()
	s.armFlag(l)
	s.broadcast(l)
	return nil
}

// abortRefusal returns why v may not abort l now, nil when v may. l.mu is
// held.
func abortRefusal(l *live, v viewer) error {
	if r := l.Game().Result(); r.Over() {
		return errorf(http.StatusConflict, "the game is over (%s): there is nothing to abort", r)
	}
	if l.Header().Mode != "friend" || (v != blackSeat && v != redSeat) {
		return errorf(http.StatusConflict, "only a game between friends can be aborted: resign instead")
	}
	if bothMoved(l) {
		return errorf(http.StatusConflict, "too late to abort: both players have moved; resign or offer a draw instead")
	}
	return nil
}

// abort calls l off with no result, stores it and tells the subscribers.
// l.mu is held.
func (s *Server) abort(ctx context.Context, l *live, v viewer) error {
	if err := abortRefusal(l, v); err != nil {
		return err
	}
	return s.abortWith(ctx, l, checkers.NoReason)
}

// abortWith calls l off with no result for reason (NoReason when a player
// called it off), stores it and tells the subscribers. l.mu is held.
func (s *Server) abortWith(ctx context.Context, l *live, reason checkers.Reason) error {
	before := l.Clone()
	if err := l.Game().AbortFor(reason); err != nil {
		return errorf(http.StatusConflict, "%v", err)
	}
	l.Header().Takeback = ""
	return s.finishChange(ctx, l, before)
}

func (s *Server) handleTakeback(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, nil, func(ctx context.Context, l *live, v viewer) error {
		return s.askTakeback(ctx, l, v)
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
		return s.abort(ctx, l, v)
	})
}

// takebackView returns the State's takeback of l: nil without a request,
// and once the game is over. l.mu is held.
func takebackView(l *live) *TakebackState {
	t := takebackOf(l)
	if t == nil || l.Game().Result().Over() {
		return nil
	}
	return &TakebackState{By: colorName(t.by), Status: t.status, Move: t.move}
}
