// Package cluster is a server's part among several serving the same
// games: the news it sends and receives on the Bus (of saved games, of a
// move, of the chat and of the lobby), the searches shared over it, the
// leases that give each game's clock and computer to one server, and the
// games whose copy here is known to be behind what another server saved.
//
// It knows no live game: the server applies the news it is handed and
// says what to publish.
package cluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"github.com/kingme/kingme/store"
)

// Bus carries the news of saved games between the servers sharing a
// store. bus/nats is the implementation on NATS.
type Bus interface {
	// Publish tells every server (this one too) that the game with the
	// given ID was saved at revision; change, when not nil, says what the
	// save changed, in bytes the bus carries as given.
	Publish(ctx context.Context, id string, revision int64, change []byte) error
	// Subscribe calls f for every game saved by any server, with the
	// change published (nil when none came, as from an older server: the
	// game is then loaded again). News at revision -1 is no save: its
	// change is news of the game's chat (ChatNews), which a server that
	// does not know it ignores.
	Subscribe(f func(id string, revision int64, change []byte)) error
}

// SearchBus shares the computer's searches among the servers: with a Bus
// that also implements it (bus/nats does), a computer move, a hint or a
// draw answer is searched here when a worker of this server is free, and
// otherwise sent to whichever server has one.
type SearchBus interface {
	// ServeSearches answers the searches asked for by any server with
	// handle, at most capacity at once.
	ServeSearches(capacity int, handle func(ctx context.Context, req []byte) ([]byte, error)) error
	// Search has some server's handle answer req.
	Search(ctx context.Context, req []byte) ([]byte, error)
}

// The leases of games: held for LeaseTTL, renewed (and expired ones
// taken) every LeaseEvery, at most TakeAtOnce taken in one round.
const (
	LeaseTTL   = 5 * time.Second
	LeaseEvery = time.Second
	TakeAtOnce = 100
)

// The revisions of the news that is no save of a game (every game is at
// revision 0 or more, so a server that does not know such news ignores
// it): chat news of a game, and the lobby's news (under the game ID
// lobbyID).
const (
	chatRevision  = -1
	lobbyRevision = -2
	lobbyID       = "lobby"
)

// Cluster is a server's part in a group of servers. A nil *Cluster, a
// server alone, is behind nothing (MarkBehind, CaughtUp and BehindOf do
// nothing).
type Cluster struct {
	bus Bus
	// leases is the store's, nil when it keeps none (every game is then
	// this server's).
	leases store.Leases
	// id names this server in the leases.
	id string
	// behind holds the games in memory whose news came (another server
	// saved a revision) but which could not be loaded since: the revision
	// announced, by ID. Their copy here must not be answered (stale).
	behindMu sync.Mutex
	behind   map[string]int64
}

// New returns the part of a server named id ("" for a random name) among
// several sharing st over bus; the leases are st's, if it keeps some.
func New(bus Bus, st store.Store, id string) (*Cluster, error) {
	c := &Cluster{bus: bus, id: id}
	c.leases, _ = st.(store.Leases)
	if c.id == "" {
		var b [6]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		c.id = "kingme-" + hex.EncodeToString(b[:])
	}
	return c, nil
}

// ID returns the name of this server among the others.
func (c *Cluster) ID() string { return c.id }

// Leases returns the store's leases, or nil when it keeps none: every
// game is then this server's to run.
func (c *Cluster) Leases() store.Leases { return c.leases }

// Searches returns the bus's sharing of searches, or nil when it shares
// none.
func (c *Cluster) Searches() SearchBus {
	sb, _ := c.bus.(SearchBus)
	return sb
}

// Handlers are what a server does with the news from the bus. Each is
// called on the bus's goroutine: a handler that takes time hands the
// work to a goroutine of its own.
type Handlers struct {
	// Saved is news of game id saved at revision, with change, the news
	// of the move it appended (ReadMoveNews), or nil.
	Saved func(id string, revision int64, change []byte)
	// Chat is news of game id's chat from another server.
	Chat func(id string, news ChatNews)
	// Lobby is news of another server's seek posted, taken or withdrawn.
	Lobby func()
	// Reconnected, when the bus tells of it, is called after the bus came
	// back from a disconnection: news may have been missed meanwhile.
	Reconnected func()
}

// Subscribe has h handle the news from the bus.
func (c *Cluster) Subscribe(h Handlers) error {
	err := c.bus.Subscribe(func(id string, revision int64, change []byte) {
		switch revision {
		case chatRevision:
			if n, ok := c.readChat(change); ok {
				h.Chat(id, n)
			}
		case lobbyRevision:
			h.Lobby()
		default:
			h.Saved(id, revision, change)
		}
	})
	if err != nil {
		return err
	}
	if rb, ok := c.bus.(interface{ OnReconnect(func()) }); ok && h.Reconnected != nil {
		rb.OnReconnect(h.Reconnected)
	}
	return nil
}

// PublishSaved tells the other servers that game id was saved at
// revision, with change (NewsOfMove, or nil to have them load it again).
func (c *Cluster) PublishSaved(ctx context.Context, id string, revision int64, change []byte) error {
	return c.bus.Publish(ctx, id, revision, change)
}

// PublishLobby tells the other servers that a seek was posted, taken or
// withdrawn here.
func (c *Cluster) PublishLobby(ctx context.Context) error {
	return c.bus.Publish(ctx, lobbyID, lobbyRevision, nil)
}

// MarkBehind notes that game id was saved elsewhere at revision and could
// not be loaded here.
func (c *Cluster) MarkBehind(id string, revision int64) {
	if c == nil {
		return
	}
	c.behindMu.Lock()
	defer c.behindMu.Unlock()
	if c.behind == nil {
		c.behind = map[string]int64{}
	}
	c.behind[id] = max(c.behind[id], revision)
}

// CaughtUp notes that game id was loaded as the store holds it.
func (c *Cluster) CaughtUp(id string) {
	if c == nil {
		return
	}
	c.behindMu.Lock()
	defer c.behindMu.Unlock()
	delete(c.behind, id)
}

// BehindOf returns the revision announced for game id when its copy here
// is known to be behind it.
func (c *Cluster) BehindOf(id string) (int64, bool) {
	if c == nil {
		return 0, false
	}
	c.behindMu.Lock()
	defer c.behindMu.Unlock()
	r, ok := c.behind[id]
	return r, ok
}

// BehindIDs returns the games known to be behind.
func (c *Cluster) BehindIDs() []string {
	if c == nil {
		return nil
	}
	c.behindMu.Lock()
	defer c.behindMu.Unlock()
	ids := make([]string, 0, len(c.behind))
	for id := range c.behind {
		ids = append(ids, id)
	}
	return ids
}
