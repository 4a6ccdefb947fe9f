package cluster

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/kingme/kingme/store"
)

// The news of a move. A save that appends one move to a game
// (store.Store.AppendMove) changes, besides the move, only the header
// fields a move changes: the clocks, the result, the draw offer, the
// take-back's news, the time of the save. Its news on the Bus carries
// them (MoveNews), so that a server holding the game at the revision just
// before plays the move through the rules and has the game as a reload
// would give it, without reading the store: O(1) a move instead of the
// whole game loaded and replayed. Any other server, and any news the rules
// or the header do not agree with, loads the game again; any
// other save (a take-back, an undo, a resignation, a seat taken) is news
// of its revision alone.

// MoveNews is what a save that appended one move changed, as the news
// carries it (JSON): the move, at index Ply, and the header after it.
// Times are in nanoseconds since 1970 (0 for none), as they are stored
// (MoveAt and UpdatedAt read them).
type MoveNews struct {
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

// NewsOfMove returns the news of after, a record that appends one move
// to before's and was just saved, or nil when the save changed more of
// the header than a move does (the other servers then load the game).
func NewsOfMove(before, after *store.Record) []byte {
	b, a := *before, *after
	b.Moves, a.Moves = nil, nil
	b.Clock, b.Outcome, b.Reason, b.DrawOffer, b.Takeback = a.Clock, a.Outcome, a.Reason, a.DrawOffer, a.Takeback
	b.Updated, b.MoveCount, b.Revision = a.Updated, a.MoveCount, a.Revision
	if !reflect.DeepEqual(a, b) {
		return nil
	}
	m := after.Moves[len(after.Moves)-1]
	data, err := json.Marshal(MoveNews{Ply: len(after.Moves) - 1, Move: m.Text, MoveClock: m.Clock, At: nanos(m.At),
		Clock: after.Clock, Outcome: after.Outcome, Reason: after.Reason, DrawOffer: after.DrawOffer,
		Takeback: after.Takeback, Updated: nanos(after.Updated)})
	if err != nil {
		return nil
	}
	return data
}

// ReadMoveNews reads the news of a move (what NewsOfMove wrote) of game
// id saved at revision.
func ReadMoveNews(id string, revision int64, data []byte) (MoveNews, error) {
	var n MoveNews
	if err := json.Unmarshal(data, &n); err != nil {
		return n, fmt.Errorf("news of game %s at revision %d: %w", id, revision, err)
	}
	return n, nil
}

// MoveAt returns when the move was played (the zero time if unknown).
func (n MoveNews) MoveAt() time.Time { return fromNanos(n.At) }

// UpdatedAt returns when the game was saved with the move.
func (n MoveNews) UpdatedAt() time.Time { return fromNanos(n.Updated) }

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

// ChatNews is chat news on the Bus (JSON): a line said, or a mute, on the
// server named.
type ChatNews struct {
	Server string          `json:"server"`
	Line   *store.ChatLine `json:"line,omitempty"`
	Mute   *MuteNews       `json:"mute,omitempty"`
}

// MuteNews is a player's mute: the player's seat (0 Black, 1 Red) and
// whether it mutes its opponent now.
type MuteNews struct {
	Seat  int  `json:"seat"`
	Muted bool `json:"muted"`
}

// PublishChat tells the other servers of chat news of game id.
func (c *Cluster) PublishChat(ctx context.Context, id string, n ChatNews) error {
	n.Server = c.id
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return c.bus.Publish(ctx, id, chatRevision, data)
}

// readChat reads chat news, and reports whether it is another server's.
func (c *Cluster) readChat(data []byte) (ChatNews, bool) {
	var n ChatNews
	if err := json.Unmarshal(data, &n); err != nil || n.Server == c.id {
		return n, false // malformed, or this server's own
	}
	return n, true
}
