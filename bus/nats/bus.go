// Package natsbus lets several KingMe servers that share one database
// work together over NATS (https://nats.io, through the official client
// github.com/nats-io/nats.go): it tells every server when a game was
// saved (Publish, Subscribe), and it shares the engine searches among
// them (ServeSearches, Search).
//
// The bus needs a plain NATS server (core NATS, no JetStream): messages
// are not stored, so a server that is disconnected when a game is saved
// misses the news and must reload what it keeps when it reconnects (see
// OnReconnect).
//
// Subjects all start with "kingme.":
//
//	kingme.games.<id>      a game was saved; the payload is its revision in decimal,
//	                       and the header Kingme-Change, when present, what the
//	                       save changed (the server's bytes, in unpadded base64)
//	kingme.search.request  search requests, in the queue group "kingme-search"
//	kingme.search.free     a server that was full has a free slot again
//	kingme.search.cancel   the requester of the search in the payload gave up
//
// A game ID made only of ASCII letters, digits, '_' and '-' (as the
// server makes them) is its own subject token; any other is written as
// '~' and its unpadded URL-safe base64, so that no ID can reach another
// subject or a wildcard.
package natsbus

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
)

const (
	// gamePrefix starts the subject of every game's news.
	gamePrefix = "kingme.games."
	// maxIDLength caps the length of a game ID, well inside NATS's
	// limits on a subject.
	maxIDLength = 256
	// flushTimeout bounds Publish's flush when its context has no
	// deadline.
	flushTimeout = 10 * time.Second
)

// changeHeader is the header of a game's news that carries what the save
// changed. A message without it (from an older server) is news of the
// revision alone, and a server that does not know it reads the revision
// and ignores it.
const changeHeader = "Kingme-Change"

// reconnectWait is the wait between two attempts to reconnect to the
// same NATS server (the client adds a little random jitter).
var reconnectWait = 500 * time.Millisecond

// Bus is a connection to NATS shared by one KingMe server's game news and
// searches. Its methods are safe for concurrent use.
type Bus struct {
	nc     *nats.Conn
	name   string
	closed chan struct{} // closed when the connection is closed for good

	// ctx is the context of the search handlers, cancelled by Close.
	ctx    context.Context
	cancel context.CancelFunc
	// handlers counts the search handlers running.
	handlers sync.WaitGroup
	// waits counts the times a Search found no free server, for tests.
	waits atomic.Int64

	mu          sync.Mutex
	closing     bool
	workers     []*worker
	cancelSub   *nats.Subscription  // kingme.search.cancel, once ServeSearches was called
	running     map[string]*running // the searches running here, by request ID
	onReconnect []func()
}

// running is a search handler running.
type running struct {
	cancel context.CancelFunc
}

// Open connects to the NATS server(s) at url (nats://host:port, or a
// comma-separated list of such URLs of one cluster) under name, the name
// the connection has in NATS's monitoring and the server name that Search
// reports with an answer (use the KingMe server's ID). It fails when no
// server can be reached now; once connected, the bus reconnects forever
// after a lost connection (a NATS server restarting does not end it),
// and its subscriptions come back with it.
func Open(url, name string) (*Bus, error) {
	ctx, cancel := context.WithCancel(context.Background())
	b := &Bus{
		name: name, closed: make(chan struct{}),
		ctx: ctx, cancel: cancel,
		running: map[string]*running{},
	}
	nc, err := nats.Connect(url,
		nats.Name(name),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(reconnectWait),
		// A NATS server that vanished without closing the connection is
		// noticed within three pings.
		nats.PingInterval(5*time.Second),
		nats.MaxPingsOutstanding(3),
		nats.ClosedHandler(func(*nats.Conn) { close(b.closed) }),
		nats.ReconnectHandler(b.reconnected),
	)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("connect to NATS at %s: %w", url, err)
	}
	b.nc = nc
	return b, nil
}

// OnReconnect has f called each time the bus has connected again after
// losing its connection, on a goroutine of the bus, one call at a time:
// f should return quickly. The news published while the bus was
// disconnected is lost to it, so a server that keeps games in memory
// should load them again then.
func (b *Bus) OnReconnect(f func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.onReconnect = append(b.onReconnect, f)
}

// reconnected tells the requesters waiting that the searches served here
// are back, when a slot is free, and calls the OnReconnect functions.
func (b *Bus) reconnected(nc *nats.Conn) {
	b.mu.Lock()
	free := false
	for _, w := range b.workers {
		free = free || w.sub != nil
	}
	hooks := slices.Clone(b.onReconnect)
	b.mu.Unlock()
	if free {
		_ = nc.Publish(freeSubject, nil)
	}
	for _, f := range hooks {
		f()
	}
}

// Publish tells every server subscribed (this one included) that game id
// was saved at revision, with change, what the save changed (opaque
// bytes, nil for none; an empty one arrives as nil), which the subscribers receive as given. It
// returns once the NATS server has the message: it publishes, then
// flushes with a round trip to the server (bounded by ctx, or by ten
// seconds when ctx has no deadline). It returns an error, without
// publishing, while the connection is lost (the bus is reconnecting), and
// one when the connection is lost before the round trip ends; the message
// may then be delivered or not. A NATS server too old for headers is sent
// the revision alone.
func (b *Bus) Publish(ctx context.Context, id string, revision int64, change []byte) error {
	subject, err := gameSubject(id)
	if err != nil {
		return err
	}
	if st := b.nc.Status(); st != nats.CONNECTED {
		return fmt.Errorf("publish the save of game %q: not connected to NATS (%v)", id, st)
	}
	m := nats.NewMsg(subject)
	m.Data = strconv.AppendInt(nil, revision, 10)
	if change != nil {
		m.Header.Set(changeHeader, base64.RawStdEncoding.EncodeToString(change))
	}
	err = b.nc.PublishMsg(m)
	if errors.Is(err, nats.ErrHeadersNotSupported) {
		m.Header = nil
		err = b.nc.PublishMsg(m)
	}
	if err != nil {
		return fmt.Errorf("publish the save of game %q: %w", id, err)
	}
	if err := b.flush(ctx); err != nil {
		return fmt.Errorf("publish the save of game %q: flush to NATS: %w", id, err)
	}
	return nil
}

// Subscribe calls f for every game saved by any server (this one
// included) with the game's ID, revision and change (as published; nil
// when the message carries none or a malformed one, as an older server's
// does), from now until Close. The
// calls of one subscription are made one at a time, in the order the
// messages arrive, on a goroutine of the bus: f should return quickly
// (NATS drops the messages of a subscriber that falls far behind). Each
// call of Subscribe adds a subscription; news published while the bus is
// disconnected from NATS is lost to it. Malformed messages are ignored.
// Subscribe returns once the NATS server has the subscription (a round
// trip, of at most ten seconds), so that news published afterwards by
// any server reaches f; when that fails (as while the bus is
// reconnecting), it subscribes nothing and returns an error.
func (b *Bus) Subscribe(f func(id string, revision int64, change []byte)) error {
	sub, err := b.nc.Subscribe(gamePrefix+"*", func(m *nats.Msg) {
		id, err := gameID(m.Subject)
		if err != nil {
			return
		}
		revision, err := strconv.ParseInt(string(m.Data), 10, 64)
		if err != nil {
			return
		}
		f(id, revision, changeOf(m))
	})
	if err != nil {
		return fmt.Errorf("subscribe to the games' news: %w", err)
	}
	if err := b.flush(context.Background()); err != nil {
		_ = sub.Unsubscribe()
		return fmt.Errorf("subscribe to the games' news: flush to NATS: %w", err)
	}
	return nil
}

// changeOf returns the change a game's news carries, or nil.
func changeOf(m *nats.Msg) []byte {
	enc := m.Header.Get(changeHeader)
	if enc == "" {
		return nil
	}
	change, err := base64.RawStdEncoding.DecodeString(enc)
	if err != nil {
		return nil
	}
	return change
}

// Close stops serving searches (cancelling the handlers' contexts and
// waiting for them to return; the requests they were handling are tried
// again on other servers), then drains the connection: the news received
// is passed to the subscribers and what was published is sent, within
// NATS's drain timeout of thirty seconds; then it closes the connection.
// A second Close waits for the first and returns nil.
func (b *Bus) Close() error {
	b.mu.Lock()
	if b.closing {
		b.mu.Unlock()
		<-b.closed
		return nil
	}
	b.closing = true
	workers := b.workers
	b.mu.Unlock()
	for _, w := range workers {
		w.stop()
	}
	b.cancel()
	b.handlers.Wait()
	err := b.nc.Drain()
	if errors.Is(err, nats.ErrConnectionReconnecting) {
		err = nil // Drain closed the connection: there was nothing to drain
	}
	<-b.closed
	if err != nil {
		return fmt.Errorf("close the NATS bus: %w", err)
	}
	return nil
}

// gameSubject returns the subject of game id's news.
func gameSubject(id string) (string, error) {
	switch {
	case id == "":
		return "", errors.New("publish a game's save: empty game ID")
	case len(id) > maxIDLength:
		return "", fmt.Errorf("publish a game's save: game ID of %d bytes, longer than %d", len(id), maxIDLength)
	case plainID(id):
		return gamePrefix + id, nil
	}
	return gamePrefix + "~" + base64.RawURLEncoding.EncodeToString([]byte(id)), nil
}

// gameID returns the game ID of the subject of a game's news.
func gameID(subject string) (string, error) {
	token, ok := strings.CutPrefix(subject, gamePrefix)
	if !ok || token == "" {
		return "", fmt.Errorf("subject %q is not a game's", subject)
	}
	if enc, ok := strings.CutPrefix(token, "~"); ok {
		id, err := base64.RawURLEncoding.DecodeString(enc)
		if err != nil || len(id) == 0 {
			return "", fmt.Errorf("subject %q: bad escaped game ID", subject)
		}
		return string(id), nil
	}
	if !plainID(token) {
		return "", fmt.Errorf("subject %q: bad game ID", subject)
	}
	return token, nil
}

// plainID reports whether id is made only of ASCII letters, digits, '_'
// and '-', and so is its own subject token.
func plainID(id string) bool {
	for _, c := range []byte(id) {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '_', c == '-':
		default:
			return false
		}
	}
	return id != ""
}
