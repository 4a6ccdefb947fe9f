package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/server/chat"
	"github.com/kingme/kingme/server/cluster"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// live is a game in memory: its room (the game held once, from which the
// stored record is derived) and what runs in it here, under mu.
// Everything that reads or changes a live game holds mu; nothing blocks
// on the network or the engine while holding it, only on the store.
type live struct {
	// id is the game's ID, which never changes (read without mu).
	id string
	mu sync.Mutex
	room.Room
	variant *games.Game
	// turnStart is when the player to move's clock started to run.
	turnStart time.Time
	// flag fires when the player to move runs out of time.
	flag *time.Timer
	// think is the running computer search, if any.
	think *thinking
	// ponder is the computer's search on its opponent's time, if any
	// (ponder.go).
	ponder *pondering
	// computerFailures counts the computer's failed tries at the move to
	// play now.
	computerFailures int
	// subs are the WebSocket subscribers.
	subs map[*subscriber]struct{}
	// online counts each seat's open sockets, watchers the spectators'.
	online   [2]int
	watchers int
	// seen is when each seat last showed itself here: a socket opening or
	// closing, a request with its token, a move; the game's loading
	// otherwise (abandon.go).
	seen [2]time.Time
	// presence is the timer that sends the count of watchers (presence.go).
	presence *time.Timer
	// creator is the client address that created the game here, set
	// before the game is held and never changed, for the games it may
	// hold waiting (computer.Idle).
	creator string
	// personMoved is when a person last played a move in the game here.
	personMoved time.Time
	// owned is whether this server holds the game's lease, among several
	// servers (cluster.go), claimed at claimedAt.
	owned     bool
	claimedAt time.Time
	// gone is set when the game left memory (evicted, or stale among
	// several servers): whoever still holds l must load it again.
	gone bool
	// ratingChanges are what the rated game, ended, did to its players'
	// ratings, read once (rated.go).
	ratingChanges map[string]RatingChangeState
	// chatMutes says, by seat, whether its player mutes the other in the
	// chat, read from the store when first needed and kept up to date by
	// this server's mutes and the others' news (chat.go).
	chatMutes chat.Mutes
}

// thinking is a computer search in progress for one game: queued while
// it waits for a worker (since queuedAt), then running.
type thinking struct {
	ply      int
	cancel   context.CancelFunc
	queued   bool
	queuedAt time.Time
}

// loadLive returns the live game with the given ID, loading it from the
// store the first time it is asked for (once, however many ask at once:
// registry.Registry's Get).
func (s *Server) loadLive(ctx context.Context, id string) (*live, error) {
	if !validID(id) {
		return nil, errorf(http.StatusNotFound, "no game %q", id)
	}
	l, loaded, err := s.games.Get(id, func() (*live, error) { return s.loadStored(ctx, id) })
	if err != nil {
		return nil, err
	}
	if loaded {
		s.started(l)
	}
	return l, nil
}

// loadStored reads game id from the store and rebuilds it, its lease
// claimed, for loadLive to hold.
func (s *Server) loadStored(ctx context.Context, id string) (*live, error) {
	rec, err := s.store.Load(ctx, id)
	s.metrics.storeFailed("load", err)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errorf(http.StatusNotFound, "no game %q", id)
	}
	if errors.Is(err, store.ErrDamaged) {
		s.log.Error("cannot read game: the database is damaged where it is kept; run `kingme db check` and restore from a backup", "id", id, "err", err)
		return nil, errorf(http.StatusInternalServerError, "game %q cannot be read: the database is damaged where it is kept. The other games are served; the server's log says what to do", id)
	}
	if err != nil {
		return nil, err
	}
	return s.claimed(rec)
}

// claimed rebuilds a stored game (revive), its lease claimed, not held
// yet.
func (s *Server) claimed(rec *store.Record) (*live, error) {
	l, err := s.revive(rec)
	if err != nil {
		return nil, err
	}
	s.claim(s.ctx, l)
	return l, nil
}

// bringLive makes a game just created by client live: rebuilt from its
// record, kept in memory, its clock and the computer running.
func (s *Server) bringLive(rec *store.Record, client string) (*live, error) {
	l, err := s.claimed(rec)
	if err != nil {
		return nil, err
	}
	l.creator = client
	s.games.Add(rec.ID, l)
	s.started(l)
	return l, nil
}

// started starts what runs by itself in a game just held (resume).
func (s *Server) started(l *live) {
	l.mu.Lock()
	s.resume(l)
	l.mu.Unlock()
}

// requestLive returns the game the request's path names, or answers the
// error (404 for an unknown game) and returns nil.
func (s *Server) requestLive(w http.ResponseWriter, r *http.Request) *live {
	l, err := s.loadLive(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return nil
	}
	return l
}

// revive rebuilds a live game from its record: the moves replayed through
// the rules, then the draw offer (standing or declined) and the result
// (a resignation, an agreement, a time forfeit, an abort) that the moves
// alone do not give; a take-back request, read from the record when asked
// for, is checked.
func (s *Server) revive(rec *store.Record) (*live, error) {
	game, r, err := room.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	now := s.now()
	return &live{id: rec.ID, Room: r, variant: game, turnStart: now, seen: [2]time.Time{now, now}, subs: map[*subscriber]struct{}{}}, nil
}

// resume restarts what runs by itself in a game just loaded or created: its
// clock's flag and the computer's search. l.mu is held.
func (s *Server) resume(l *live) {
	s.armFlag(l)
	s.scheduleComputer(l)
}

// revivePlaying lists the unfinished games at start-up and, on a goroutine
// of its own (the server listens meanwhile), loads those whose clock runs,
// so that their flags fall even if nobody opens them. The others wait for
// a request to load them (loadLive): a game against the computer without
// a clock has the computer move when its player comes back. A game that
// cannot be read (a damaged database) is logged and left out; the others
// are resumed.
func (s *Server) revivePlaying(ctx context.Context) error {
	games, err := s.store.List(ctx, store.Query{Finished: false})
	s.metrics.storeFailed("list", err)
	if errors.Is(err, store.ErrDamaged) {
		// The games List could read are resumed; the others answer 500.
		s.log.Error("cannot resume every unfinished game: the database is damaged; the games that can be read are served. Run `kingme db check` to see which cannot, and restore from a backup made with `kingme db backup`", "err", err)
	} else if err != nil {
		return err
	}
	var clocked []string
	for _, g := range games {
		if (g.Initial > 0 || g.DaysPerMove > 0) && g.MoveCount > 0 {
			clocked = append(clocked, g.ID)
		}
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for _, id := range clocked {
			if ctx.Err() != nil {
				return
			}
			if _, err := s.loadLive(ctx, id); err != nil && ctx.Err() == nil {
				s.log.Error("cannot resume game", "id", id, "err", err)
			}
		}
	}()
	return nil
}

// commit writes l's record to the store after a change (before is the
// room as it was): a change that appends one move to the stored ones is
// stored with AppendMove, which reads and writes no other move, and its
// news carries the move (news.go); any other (a take-back, a result or an
// offer without a move, a seat) with Save. On failure it puts the room
// back as it was, so memory never runs ahead of the disk. l.mu is held.
func (s *Server) commit(ctx context.Context, l *live, before room.Room) error {
	l.Header().Updated = s.now()
	rec, was := l.Record(), before.HeaderRecord()
	var err error
	appended := l.AppendsOneMove(&before)
	if appended {
		err = s.store.AppendMove(ctx, rec)
	} else {
		err = s.store.Save(ctx, rec)
	}
	s.metrics.storeFailed("save", err)
	s.writes.note(err, s.now())
	if err == nil {
		l.Header().Revision = rec.Revision
		s.rateEnded(ctx, l, rec, was)
		var news []byte // the other servers load the game again
		if appended && s.cluster != nil {
			news = cluster.NewsOfMove(was, rec)
		}
		s.published(l, news)
		return nil
	}
	l.Room = before
	if isStale(err) && s.cluster != nil {
		// Another server changed the game first: take its version.
		if rerr := s.refresh(ctx, l); rerr != nil {
			return fmt.Errorf("saving game %s: %w (and reloading it: %v)", l.id, err, rerr)
		}
		return errStale(l.id, err)
	}
	return fmt.Errorf("saving game %s: %w", l.id, err)
}
