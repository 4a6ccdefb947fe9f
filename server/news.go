package server

import (
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/store"
)

// The news of a move. A save that appends one move to a game (commit's
// store.Store.AppendMove) changes, besides the move, only the header
// fields a move changes: the clocks, the result, the draw offer, the
// take-back's news, the time of the save. Its news on the Bus carries
// them (moveNews), so that a server holding the game at the revision just
// before plays the move through the rules and has the game as a reload
// would give it, without reading the store: O(1) a move instead of the
// whole game loaded and replayed. Any other server, and any news the rules
// or the header do not agree with, loads the game again (refresh); any
// other save (a take-back, an undo, a resignation, a seat taken) is news
// of its revision alone.

// moveNews is what a save that appended one move changed, as the news
// carries it (JSON): the move, at index Ply, and the header after it.
// Times are in nanoseconds since 1970 (0 for none), as they are stored.
type moveNews struct {
	Ply       int              `json:"ply"`
	Move      string           `json:"move"`
	MoveClock time.Duration    `json:"moveClock,omitempty"`
	At        int64            `json:"at,omitempty"`
	Clock     [2]time.Duration `json:"clock"`
	Outcome   int              `json:"outcome,omitempty"`
	Reason    int              `json:"reason,omitempty"`
	DrawOffer int              `json:"drawOffer,omitempty"`
	Takeback  string           `json:"takeback,omitempty"`
	Updated   int64            `json:"updated,omitempty"`
}

// newsOfMove returns the news of after, a record that appends one move
// to before's and was just saved, or nil when the save changed more of
// the header than a move does (the other servers then load the game).
func newsOfMove(before, after *store.Record) []byte {
	b, a := *before, *after
	b.Moves, a.Moves = nil, nil
	b.Clock, b.Outcome, b.Reason, b.DrawOffer, b.Takeback = a.Clock, a.Outcome, a.Reason, a.DrawOffer, a.Takeback
	b.Updated, b.MoveCount, b.Revision = a.Updated, a.MoveCount, a.Revision
	if !reflect.DeepEqual(a, b) {
		return nil
	}
	m := after.Moves[len(after.Moves)-1]
	data, err := json.Marshal(moveNews{Ply: len(after.Moves) - 1, Move: m.Text, MoveClock: m.Clock, At: nanos(m.At),
		Clock: after.Clock, Outcome: after.Outcome, Reason: after.Reason, DrawOffer: after.DrawOffer,
		Takeback: after.Takeback, Updated: nanos(after.Updated)})
	if err != nil {
		return nil
	}
	return data
}

// applyNews applies the news of a move saved elsewhere at revision to l,
// held here at the revision just before: the move is played through the
// rules, appended to the record with the header the news gives, and what
// runs in the game restarts as after a reload. It returns an error, and
// leaves l as it was, when the news cannot be applied (malformed, not the
// next move, refused by the rules, or a result or draw offer the rules
// do not give): the caller loads the game again. l.mu is held.
func (s *Server) applyNews(l *live, revision int64, data []byte) error {
	var n moveNews
	if err := json.Unmarshal(data, &n); err != nil {
		return fmt.Errorf("news of game %s at revision %d: %w", l.id, revision, err)
	}
	if n.Ply != l.plies() {
		return fmt.Errorf("news of game %s at revision %d: move %d, but %d moves held", l.id, revision, n.Ply+1, l.plies())
	}
	if _, err := parseTakeback(n.Takeback); err != nil {
		return fmt.Errorf("news of game %s at revision %d: %w", l.id, revision, err)
	}
	was := l.clone()
	if err := l.play(func(g *checkers.Game) error { return g.PlayText(n.Move) }, n.MoveClock, fromNanos(n.At)); err != nil { // the game is unchanged
		return fmt.Errorf("news of game %s at revision %d: move %d %s: %w", l.id, revision, n.Ply+1, n.Move, err)
	}
	if err := agrees(l.game, n); err != nil {
		l.room = was // as it was, before the reload
		return fmt.Errorf("news of game %s at revision %d: %w", l.id, revision, err)
	}
	l.header.Clock, l.header.Takeback = n.Clock, n.Takeback
	l.header.Updated, l.header.Revision = fromNanos(n.Updated), revision
	if behind, ok := s.cluster.behindOf(l.id); ok && revision >= behind {
		s.cluster.caughtUp(l.id)
	}
	s.restartAfterLoad(l, true)
	return nil
}

// agrees checks that g, the move of n just played, has the result and
// draw offer n says (what the record derives, drawOfferOf).
func agrees(g *checkers.Game, n moveNews) error {
	want := checkers.Result{Outcome: checkers.Outcome(n.Outcome), Reason: checkers.Reason(n.Reason)}
	if got := g.Result(); got != want {
		return fmt.Errorf("the rules give the result %q after move %d %s, the news %q", got, n.Ply+1, n.Move, want)
	}
	if offer := drawOfferOf(g); offer != n.DrawOffer {
		return fmt.Errorf("the rules give the draw offer %d after move %d %s, the news %d", drawOfferOf(g), n.Ply+1, n.Move, n.DrawOffer)
	}
	return nil
}

// nanos returns t in nanoseconds since 1970, 0 for the zero time.
func nanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// fromNanos is nanos' inverse.
func fromNanos(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}
