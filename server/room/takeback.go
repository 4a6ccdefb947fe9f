package room

import (
	"fmt"
	"strings"

	"github.com/kingme/kingme/checkers"
)

// Take-backs and aborts between friends (docs/web-api.md). A player of a
// friend game may ask to take back the own last move, before the
// opponent replies; the opponent accepts (the move is taken back, as an
// undo takes it) or declines. The request, and the news of its answer
// until the next move, are kept in the header (store.Record.Takeback),
// like a draw offer. Either player may abort the game until both have
// moved.

// The take-back statuses.
const (
	// TakebackAsked: the request waits for the opponent's answer.
	TakebackAsked = "asked"
	// TakebackAccepted: the move was taken back.
	TakebackAccepted = "accepted"
	// TakebackDeclined: the opponent declined, by its answer or by moving
	// on.
	TakebackDeclined = "declined"
)

// Takeback is a friend game's last take-back request: standing (asked)
// or answered (the news both players are shown until the next move).
type Takeback struct {
	// By is the colour that asked.
	By checkers.Color
	// Status is TakebackAsked, TakebackAccepted or TakebackDeclined.
	Status string
	// Move is the text of the move asked back.
	Move string
}

// String writes t as a record keeps it: "black asked 11-15"; "" for nil.
func (t *Takeback) String() string {
	if t == nil {
		return ""
	}
	return ColorName(t.By) + " " + t.Status + " " + t.Move
}

// ParseTakeback reads a record's Takeback (nil for "").
func ParseTakeback(s string) (*Takeback, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.SplitN(s, " ", 3)
	if len(parts) == 3 && parts[2] != "" {
		by, ok := ParseColor(parts[0])
		if st := parts[1]; ok && (st == TakebackAsked || st == TakebackAccepted || st == TakebackDeclined) {
			return &Takeback{By: by, Status: st, Move: parts[2]}, nil
		}
	}
	return nil, fmt.Errorf("bad take-back %q: want a colour, asked, accepted or declined, and a move", s)
}

// Takeback returns the take-back request or its news, nil for none.
func (r *Room) Takeback() *Takeback {
	t, err := ParseTakeback(r.header.Takeback)
	if err != nil {
		return nil // FromRecord refuses a record with a bad one
	}
	return t
}

// setTakeback keeps t in the header.
func (r *Room) setTakeback(t *Takeback) { r.header.Takeback = t.String() }

// TakebackAfterMove sets the take-back as it is after a move was played:
// a standing request is declined by the opponent's moving on (news until
// the next move), and an answer's news is over.
func (r *Room) TakebackAfterMove() {
	t := r.Takeback()
	if t == nil || t.Status != TakebackAsked {
		r.setTakeback(nil)
		return
	}
	r.setTakeback(&Takeback{By: t.By, Status: TakebackDeclined, Move: t.Move})
}

// LastMover returns the colour that played the last move, if any.
func (r *Room) LastMover() (checkers.Color, bool) {
	n := r.game.Len()
	if n == 0 {
		return 0, false
	}
	return r.game.Positions()[n-1].Turn(), true
}

// TakebackRefusal returns why v may not ask to take back a move now (a
// Refusal), nil when v may.
func (r *Room) TakebackRefusal(v Viewer) error {
	if res := r.game.Result(); res.Over() {
		return refusef("the game is over (%s): a finished game cannot be taken back", res)
	}
	if r.header.Mode != "friend" || !v.OneSeat() {
		return refusef("take-backs are asked of a friend: in a game against the computer or at one screen, use undo")
	}
	c := v.Color()
	if t := r.Takeback(); t != nil && t.Status == TakebackAsked {
		return refusef("%s has already asked to take back %s: wait for the answer", ColorName(t.By), t.Move)
	} else if t != nil && t.Status == TakebackDeclined && t.By == c {
		// The news lasts until the next move: asking again would nag.
		return refusef("your opponent declined to take back %s: play on", t.Move)
	}
	last, ok := r.LastMover()
	switch {
	case !ok:
		return refusef("there is no move to take back: nobody has moved yet")
	case last != c:
		return refusef("not your move to take back: the last move, %s, is %s's; you may take back only your own last move, before your opponent replies",
			r.LastMoveText(), ColorName(last))
	}
	return nil
}

// AskTakeback makes v's request to take back the own last move, or
// returns why v may not (TakebackRefusal).
func (r *Room) AskTakeback(v Viewer) error {
	if err := r.TakebackRefusal(v); err != nil {
		return err
	}
	r.setTakeback(&Takeback{By: v.Color(), Status: TakebackAsked, Move: r.LastMoveText()})
	return nil
}

// AnswerTakeback answers, for v, the opponent's standing request:
// accepted, the move is taken back and the clocks are as they were
// before it; declined, the news of the answer stands until the next
// move. It returns a Refusal when there is no request v may answer; an
// error changes nothing.
func (r *Room) AnswerTakeback(v Viewer, accept bool) error {
	if res := r.game.Result(); res.Over() {
		return refusef("the game is over (%s): there is no take-back to answer", res)
	}
	t := r.Takeback()
	if t == nil || t.Status != TakebackAsked {
		return refusef("there is no take-back request to answer")
	}
	if !v.OneSeat() {
		return refusef("take-backs are answered between friends, each at a seat")
	}
	if v.Color() == t.By {
		return refusef("you cannot answer your own take-back request: your opponent does")
	}
	if !accept {
		r.setTakeback(&Takeback{By: t.By, Status: TakebackDeclined, Move: t.Move})
		return nil
	}
	if err := r.Undo(); err != nil {
		return refused(err)
	}
	r.setTakeback(&Takeback{By: t.By, Status: TakebackAccepted, Move: t.Move})
	r.RestoreClocks()
	return nil
}

// AbortRefusal returns why v may not abort the game now (a Refusal), nil
// when v may: only the players of a game between friends, until both
// have moved.
func (r *Room) AbortRefusal(v Viewer) error {
	if res := r.game.Result(); res.Over() {
		return refusef("the game is over (%s): there is nothing to abort", res)
	}
	if r.header.Mode != "friend" || !v.OneSeat() {
		return refusef("only a game between friends can be aborted: resign instead")
	}
	if r.BothMoved() {
		return refusef("too late to abort: both players have moved; resign or offer a draw instead")
	}
	return nil
}

// Abort calls the game off with no result for reason (NoReason when a
// player called it off, NoFirstMove when a first move did not come in
// time); a take-back request goes with it.
func (r *Room) Abort(reason checkers.Reason) error {
	if err := r.game.AbortFor(reason); err != nil {
		return refused(err)
	}
	r.setTakeback(nil)
	return nil
}
