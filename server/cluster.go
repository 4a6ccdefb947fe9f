package server

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// Several servers (package server/cluster holds the news on the bus, the
// leases' names and the games known to be behind). Any number of servers may serve the same games when
// they share a store (store/postgres) and a Bus. Each keeps the games it is
// asked for in memory, as one server does, and:
//
//   - every change is saved over the revision the server holds
//     (store.Record.Revision): a change made from a stale copy fails with
//     store.ErrConflict, and the server loads the game again and tries
//     the request once more against it, where a stale or repeated move is
//     refused by the rules and the ply check;
//   - after each save the server publishes the game's new revision on the
//     Bus, and with it, when the save appended one move, that move and the
//     header it changed (cluster.MoveNews); every server that holds the game at
//     the revision before applies the move through the rules, without
//     reading the store, and any other loads the game again; each pushes
//     the new state to its sockets;
//   - one server at a time runs a game's clock and computer player: the
//     holder of its lease (store.Leases), which it renews every
//     cluster.LeaseEvery while it lives. When a server dies, its leases
//     expire after cluster.LeaseTTL and the others take them over
//     (TakeExpired): they load the game, its clock runs on from its last
//     move and the computer thinks if it is to move. A flag falls once and the computer moves
//     once: were two servers to try, the revision lets one save win.

// Bus carries the news of saved games between the servers sharing a
// store (cluster.Bus). bus/nats is the implementation on NATS.
type Bus = cluster.Bus

// errBehind wraps readiness's answer while games saved by other servers
// cannot be loaded here.
var errBehind = errors.New("not up to date")

// staleFor is how long a client is asked to wait before asking again for
// a game whose copy here is behind.
const staleFor = 5 * time.Second

// stale returns an error (503) when l is known to be behind a revision
// saved by another server that could not be loaded here (onSaved,
// catchUp): its copy must not be answered, as another server may already
// have answered the newer one. l.mu is held.
func (s *Server) stale(l *live) error {
	if s.cluster == nil {
		return nil
	}
	if revision, ok := s.cluster.BehindOf(l.id); ok && revision > l.Header().Revision {
		return &apiError{status: http.StatusServiceUnavailable, retryAfter: staleFor,
			msg: fmt.Sprintf("game %s changed on another server, and the game store cannot be read to load it now: try again shortly", l.id)}
	}
	return nil
}

// catchUpBehind tries again to load the games known to be behind, and
// returns an error naming how many still are: readiness's, as a server
// that cannot load what other servers saved must not be sent players.
func (s *Server) catchUpBehind(ctx context.Context) error {
	if s.cluster == nil {
		return nil
	}
	left := 0
	for _, id := range s.cluster.BehindIDs() {
		l, ok := s.games.Held(id)
		if !ok {
			s.cluster.CaughtUp(id) // left memory: the next request loads it
			continue
		}
		l.mu.Lock()
		revision, behind := s.cluster.BehindOf(id)
		if behind && (l.gone || revision <= l.Header().Revision) {
			s.cluster.CaughtUp(id)
		} else if behind && s.refresh(ctx, l) != nil {
			left++
		}
		l.mu.Unlock()
	}
	if left > 0 {
		return fmt.Errorf("%w: %d games changed on other servers cannot be loaded from the game store", errBehind, left)
	}
	return nil
}

// startCluster subscribes to the bus and starts the leases' loop.
func (s *Server) startCluster() error {
	if s.cluster == nil {
		return nil
	}
	err := s.cluster.Subscribe(cluster.Handlers{
		Saved: func(id string, revision int64, change []byte) {
			s.onNews(func() { s.onSaved(id, revision, change) })
		},
		Chat:        func(id string, n cluster.ChatNews) { s.onNews(func() { s.onChatNews(id, n) }) },
		Lobby:       func() { s.onNews(s.readLobbyNow) }, // another server's seek posted, taken or withdrawn
		Reconnected: s.afterReconnect,
	})
	if err != nil {
		return fmt.Errorf("subscribing to the bus: %w", err)
	}
	if err := s.serveSearches(); err != nil {
		return fmt.Errorf("answering searches on the bus: %w", err)
	}
	if s.cluster.Leases() != nil {
		s.wg.Add(1)
		go s.leaseLoop()
	}
	if sp, ok := s.store.(store.Presence); ok {
		s.wg.Add(1)
		go s.presenceLoop(sp)
	}
	return nil
}

// onNews handles news from the bus with f, each on its own goroutine: a
// game being saved here (its lock held through the disk's sync) must not
// hold up the news of the others.
func (s *Server) onNews(f func()) {
	if s.ctx.Err() != nil {
		return // closing
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f()
	}()
}

// owns reports whether this server runs l's clock and computer. l.mu is
// held.
func (s *Server) owns(l *live) bool {
	return s.cluster == nil || s.cluster.Leases() == nil || l.owned
}

// claim tries to take the lease of a game being brought live. l is not
// shared yet.
func (s *Server) claim(ctx context.Context, l *live) {
	if s.cluster == nil || s.cluster.Leases() == nil || !l.NeedsLease() {
		return
	}
	ok, err := s.cluster.Leases().Acquire(ctx, l.Header().ID, s.cluster.ID(), cluster.LeaseTTL)
	s.metrics.storeFailed("lease", err)
	if err != nil {
		s.log.Error("lease not taken", "id", l.Header().ID, "err", err)
		return
	}
	l.owned = ok
	l.claimedAt = time.Now()
	if ok {
		// Its clock ran on while no server ran it.
		l.turnStart = l.LastMoveTime(l.turnStart)
	}
}

// published tells the other servers that l was saved, with change (what
// the save changed, nil to have them load it again: see news.go). l.mu is
// held; the message is sent on a goroutine of its own.
func (s *Server) published(l *live, change []byte) {
	if s.cluster == nil {
		return
	}
	id, revision := l.Header().ID, l.Header().Revision
	if l.Game().Result().Over() {
		s.releaseLease(l) // a finished game needs none
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
		defer cancel()
		if err := s.cluster.PublishSaved(ctx, id, revision, change); err != nil && s.ctx.Err() == nil {
			s.log.Error("news of a saved game not published", "id", id, "revision", revision, "err", err)
		}
	}()
}

// errStale answers a change refused because another server changed the
// game first, when trying again did not help.
func errStale(id string, err error) error {
	return &apiError{status: http.StatusConflict, msg: fmt.Sprintf("game %s changed on another server meanwhile; it has been reloaded: try again", id), err: err}
}

// revisioner is a store that reads a game's revision alone (both of
// KingMe's stores do).
type revisioner interface {
	Revision(ctx context.Context, id string) (int64, error)
}

// catchUp loads l again when another server saved it since this server's
// copy, whose news has not come yet: what a request reads is then never
// older than what was acknowledged elsewhere. Among several servers only;
// l.mu is held.
func (s *Server) catchUp(ctx context.Context, l *live) {
	if s.cluster == nil {
		return
	}
	rv, ok := s.store.(revisioner)
	if !ok {
		return
	}
	revision, err := rv.Revision(ctx, l.id)
	s.metrics.storeFailed("revision", err)
	if err != nil {
		return
	}
	if revision <= l.Header().Revision {
		s.cluster.CaughtUp(l.id)
		return
	}
	if err := s.refresh(ctx, l); err != nil && ctx.Err() == nil {
		s.log.Error("game not brought up to date", "id", l.id, "err", err)
	}
}

// afterReconnect brings every game in memory up to date after the bus
// came back: news may have been missed meanwhile.
func (s *Server) afterReconnect() {
	for _, l := range s.games.All() {
		s.onSaved(l.id, math.MaxInt64, nil)
	}
}

// reload loads l again when a request shows that this server's copy is
// behind, and returns a stale error (store.ErrConflict) so that the request
// is judged again. l.mu is held.
func (s *Server) reload(ctx context.Context, l *live) error {
	if err := s.refresh(ctx, l); err != nil {
		return err
	}
	return errStale(l.Header().ID, store.ErrConflict)
}

// onSaved brings up to date a game this server holds when another server
// saved a newer revision of it: when sockets here watch it or this server
// runs its clock or computer, the move the news carries is applied (when
// it holds the revision just before: news.go), or else the game is loaded
// again, and the sockets told;
// otherwise it leaves memory, and the next request here loads it as it
// stands (one read, instead of one at every save).
//
// News of a game this server is loading waits for the load to end: the
// load may have read the game before that save, and the news must not be
// lost between the read and the game's arrival in memory (loadLive).
func (s *Server) onSaved(id string, revision int64, change []byte) {
	l, ok := s.games.HeldOrLoading(id)
	if !ok {
		return // not held here: the next request loads it as it stands
	}
	l.mu.Lock()
	if l.gone || revision <= l.Header().Revision {
		l.mu.Unlock()
		return
	}
	if len(l.subs) == 0 && l.think == nil && !s.owns(l) {
		l.gone = true
		l.mu.Unlock()
		s.games.Drop(id, l)
		return
	}
	defer l.mu.Unlock()
	if change != nil && revision == l.Header().Revision+1 {
		err := s.applyNews(l, revision, change)
		if err == nil {
			return
		}
		s.log.Debug("news of a move not applied: the game is loaded again", "id", id, "revision", revision, "err", err)
	}
	if err := s.refresh(s.ctx, l); err != nil && s.ctx.Err() == nil {
		// Its copy here is stale, and must not be answered until it is
		// loaded (stale, catchUpBehind).
		s.cluster.MarkBehind(id, revision)
		s.log.Error("game not reloaded after another server saved it: not served until it is", "id", id, "err", err)
	}
}

// refresh loads l again from the store, as another server left it, and
// restarts what runs in it here. l.mu is held.
func (s *Server) refresh(ctx context.Context, l *live) error {
	rec, err := s.store.Load(ctx, l.Header().ID)
	if err != nil {
		return err
	}
	if revision, ok := s.cluster.BehindOf(l.id); ok && rec.Revision >= revision {
		s.cluster.CaughtUp(l.id)
	}
	if rec.Revision < l.Header().Revision {
		return nil // an older copy than ours: a stale replica's answer
	}
	back, err := s.revive(rec)
	if err != nil {
		return err
	}
	moved := len(rec.Moves) != l.Plies()
	l.Room = back.Room
	s.restartAfterLoad(l, moved)
	return nil
}

// restartAfterLoad restarts what runs in l here after it was brought up
// to date with another server's save (moved: its moves changed): the
// computer's search, the clock's flag, and the sockets are told. l.mu is
// held.
func (s *Server) restartAfterLoad(l *live, moved bool) {
	if moved || l.Game().Result().Over() {
		s.stopThinking(l)
		l.computerFailures = 0
	}
	l.turnStart = l.LastMoveTime(s.now())
	if l.Game().Result().Over() {
		s.releaseLease(l) // a finished game needs none
	}
	s.armFlag(l)
	s.scheduleComputer(l)
	s.broadcast(l)
}

// leaseLoop renews this server's leases and takes the expired ones until
// the server closes (cluster.Rounds).
func (s *Server) leaseLoop() {
	defer s.wg.Done()
	rounds := &cluster.Rounds{Cluster: s.cluster, Games: leaseGames{s}, Log: s.log,
		Noted: func(err error) { s.metrics.storeFailed("lease", err) }}
	s.every(cluster.LeaseEvery, func() {
		rounds.Renew(s.ctx)
		rounds.Take(s.ctx)
		s.renewPresence()
	})
}

// leaseGames are the server's games as the lease rounds see them
// (cluster.Games).
type leaseGames struct{ s *Server }

// Here returns the games in memory.
func (lg leaseGames) Here() []cluster.Game {
	live := lg.s.games.All()
	games := make([]cluster.Game, len(live))
	for i, l := range live {
		games[i] = leased{lg.s, l}
	}
	return games
}

// Load brings game id into memory; loading it claims its lease.
func (lg leaseGames) Load(ctx context.Context, id string) (cluster.Game, error) {
	l, err := lg.s.loadLive(ctx, id)
	if err != nil {
		return nil, err
	}
	return leased{lg.s, l}, nil
}

// leased is a game in memory as the lease rounds see it (cluster.Game).
type leased struct {
	s *Server
	l *live
}

// ID returns the game's ID.
func (g leased) ID() string { return g.l.id }

// Owned reports whether this server holds the game's lease.
func (g leased) Owned() bool {
	g.l.mu.Lock()
	defer g.l.mu.Unlock()
	return g.l.owned
}

// LoseIfClaimedBefore stops the game's clock and computer here if its
// lease, claimed before asked, was lost.
func (g leased) LoseIfClaimedBefore(asked time.Time) {
	l := g.l
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.owned && l.claimedAt.Before(asked) {
		l.owned = false
		g.s.stopThinking(l)
		g.s.armFlag(l)
	}
}

// TakeOver runs the game here, brought up to date, if it was live here
// already without its lease.
func (g leased) TakeOver(ctx context.Context) error {
	l := g.l
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.owned {
		return nil
	}
	l.owned, l.claimedAt = true, time.Now()
	return g.s.refresh(ctx, l)
}

// isStale reports whether err is a save refused over a stale revision.
func isStale(err error) bool { return errors.Is(err, store.ErrConflict) }

// releaseLease gives up the lease of a game leaving memory, so that the
// next server to load it claims it. l.mu is held.
func (s *Server) releaseLease(l *live) {
	if s.cluster == nil || s.cluster.Leases() == nil || !l.owned {
		return
	}
	l.owned = false
	id := l.Header().ID
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(s.ctx, cluster.LeaseEvery)
		defer cancel()
		err := s.cluster.Leases().Release(ctx, id, s.cluster.ID())
		s.metrics.storeFailed("lease", err)
		if err != nil && s.ctx.Err() == nil {
			s.log.Error("lease not released", "id", id, "err", err)
		}
	}()
}

// applyNews applies the news of a move saved elsewhere at revision to l,
// held here at the revision just before: the move is played through the
// rules, appended to the record with the header the news gives, and what
// runs in the game restarts as after a reload. It returns an error, and
// leaves l as it was, when the news cannot be applied (malformed, not the
// next move, refused by the rules, or a result or draw offer the rules
// do not give): the caller loads the game again. l.mu is held.
func (s *Server) applyNews(l *live, revision int64, data []byte) error {
	n, err := cluster.ReadMoveNews(l.id, revision, data)
	if err != nil {
		return err
	}
	if n.Ply != l.Plies() {
		return fmt.Errorf("news of game %s at revision %d: move %d, but %d moves held", l.id, revision, n.Ply+1, l.Plies())
	}
	if _, err := room.ParseTakeback(n.Takeback); err != nil {
		return fmt.Errorf("news of game %s at revision %d: %w", l.id, revision, err)
	}
	was := l.Clone()
	if err := l.Play(func(g *checkers.Game) error { return g.PlayText(n.Move) }, n.MoveClock, n.MoveAt()); err != nil { // the game is unchanged
		return fmt.Errorf("news of game %s at revision %d: move %d %s: %w", l.id, revision, n.Ply+1, n.Move, err)
	}
	if err := agrees(l.Game(), n); err != nil {
		l.Room = was // as it was, before the reload
		return fmt.Errorf("news of game %s at revision %d: %w", l.id, revision, err)
	}
	l.Header().Clock, l.Header().Takeback = n.Clock, n.Takeback
	l.Header().Updated, l.Header().Revision = n.UpdatedAt(), revision
	if behind, ok := s.cluster.BehindOf(l.id); ok && revision >= behind {
		s.cluster.CaughtUp(l.id)
	}
	s.restartAfterLoad(l, true)
	return nil
}

// agrees checks that g, the move of n just played, has the result and
// draw offer n says (what the record derives, drawOfferOf).
func agrees(g *checkers.Game, n cluster.MoveNews) error {
	want := checkers.Result{Outcome: checkers.Outcome(n.Outcome), Reason: checkers.Reason(n.Reason)}
	if got := g.Result(); got != want {
		return fmt.Errorf("the rules give the result %q after move %d %s, the news %q", got, n.Ply+1, n.Move, want)
	}
	if offer := room.DrawOfferOf(g); offer != n.DrawOffer {
		return fmt.Errorf("the rules give the draw offer %d after move %d %s, the news %d", room.DrawOfferOf(g), n.Ply+1, n.Move, n.DrawOffer)
	}
	return nil
}
