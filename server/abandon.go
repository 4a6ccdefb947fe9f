package server

import (
	"context"
	"net/http"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/store"
)

// Abandonment (docs/web-api.md). In a game between two people, a player
// who has had no connection to the game and made no move (nor any request
// with its seat's token) for Config.AbandonTime has left it: the opponent
// may then claim the win or call a draw (POST /api/games/{id}/claim), or,
// when a side has not moved yet, call the game off. The State tells each
// player since when the opponent has been away and when the claim stands
// (State.Abandon), so the page shows a countdown. A game both players left
// for bothLeftFactor × AbandonTime is ended by the server: aborted when a
// side has not moved yet, a draw otherwise; it then leaves "Being played
// now".
//
// Each server knows the connections it holds (live.online) and when a
// seat last showed itself here (live.seen). Among several servers sharing a
// store that implements store.Presence, each also records there its
// seats' first connection and last disconnection, and a claim or an end is
// decided against every server's connections.

// bothLeftFactor times Config.AbandonTime is how long both players of a
// game must have been away before the server ends it.
const bothLeftFactor = 10

// AbandonState is what the State tells a player of a game the opponent has
// left, when the State was made: for how long (ms) the opponent has had no
// connection and made no move, and in how long (ms, 0 when it stands) the
// player may claim the game.
type AbandonState struct {
	By          string `json:"by"`
	AwayFor     int64  `json:"awayFor"`
	ClaimableIn int64  `json:"claimableIn"`
}

// sawSeats notes that the seats v holds showed themselves at now (a
// request with their token, a move, a socket). l.mu is held.
func sawSeats(l *live, v viewer, now time.Time) {
	for c := range 2 {
		if v.Controls(checkers.Color(c)) && now.After(l.seen[c]) {
			l.seen[c] = now
		}
	}
}

// awaySince returns since when seat c of l has had no connection here and
// made no move; ok is false while this server holds a connection of it.
// l.mu is held.
func awaySince(l *live, c checkers.Color) (since time.Time, ok bool) {
	if l.online[c] > 0 {
		return time.Time{}, false
	}
	since = l.seen[c]
	if at, ok := l.LastMoveAt(c); ok && at.After(since) {
		since = at
	}
	return since, true
}

// abandonView returns the State's Abandon at now for viewer v, whose
// opponent may be claimed against after abandonTime away: set when v holds
// one seat of a game between people and the opponent is away. l.mu is
// held.
func abandonView(l *live, v viewer, abandonTime time.Duration, now time.Time) *AbandonState {
	if !v.OneSeat() || !l.BetweenPeople() || l.Game().Result().Over() {
		return nil
	}
	them := v.Color().Opponent()
	since, away := awaySince(l, them)
	if !away {
		return nil
	}
	gone := now.Sub(since)
	return &AbandonState{By: colorName(them), AwayFor: gone.Milliseconds(), ClaimableIn: max(abandonTime-gone, 0).Milliseconds()}
}

// sharedPresence returns the store's presence of l's seats over all
// servers; ok is false when the server is alone or its store keeps none.
func (s *Server) sharedPresence(ctx context.Context, id string) (p [2]store.SeatPresence, ok bool, err error) {
	sp, isPresence := s.store.(store.Presence)
	if s.cluster == nil || !isPresence {
		return p, false, nil
	}
	p, err = sp.SeatsPresence(ctx, id)
	s.metrics.storeFailed("presence", err)
	return p, err == nil, err
}

// goneFor returns how long seat c of l has been away, over every server:
// 0 and false while a connection of it is held anywhere. l.mu is held.
func (s *Server) goneFor(ctx context.Context, l *live, c checkers.Color) (time.Duration, bool, error) {
	since, away := awaySince(l, c)
	if !away {
		return 0, false, nil
	}
	gone := s.now().Sub(since)
	p, shared, err := s.sharedPresence(ctx, l.id)
	if err != nil {
		return 0, false, err
	}
	if shared && p[c].Connected {
		return 0, false, nil
	}
	if shared && p[c].Seen {
		gone = min(gone, p[c].Away)
	}
	return gone, true, nil
}

// handleClaim answers POST /api/games/{id}/claim {"result": "win"|"draw"}:
// the player whose opponent left the game ends it.
func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Result string `json:"result"`
	}
	s.seatAction(w, r, &req, func(ctx context.Context, l *live, v viewer) error {
		if req.Result != "win" && req.Result != "draw" {
			return errorf(http.StatusBadRequest, "unknown claim %q: want {\"result\": \"win\"} or {\"result\": \"draw\"}", req.Result)
		}
		return s.claimAbandoned(ctx, l, v, req.Result == "win")
	})
}

// claimAbandoned ends l for v, whose opponent left it: v wins (win) or the
// game is drawn; a game in which a side has not moved yet is called off.
// l.mu is held.
func (s *Server) claimAbandoned(ctx context.Context, l *live, v viewer, win bool) error {
	if err := l.ClaimRefusal(v); err != nil {
		return err
	}
	me := v.Color()
	gone, away, err := s.goneFor(ctx, l, me.Opponent())
	if err != nil {
		return err
	}
	if !away {
		return errorf(http.StatusConflict, "your opponent is connected: there is nothing to claim")
	}
	if wait := s.cfg.AbandonTime - gone; wait > 0 {
		return errorf(http.StatusConflict, "your opponent left %s ago: you may claim the game in %s", gone.Round(time.Second), wait.Round(time.Second))
	}
	return s.change(ctx, l, func() error { return l.EndAbandoned(me, win) })
}

// endIfBothLeft ends l when both its players have been away for
// bothLeftFactor × AbandonTime: aborted when a side has not moved yet,
// drawn otherwise. l.mu is held.
func (s *Server) endIfBothLeft(ctx context.Context, l *live) error {
	if l.Game().Result().Over() || l.Header().Mode != "friend" || l.Correspondence() {
		return nil
	}
	limit := bothLeftFactor * s.cfg.AbandonTime
	for c := range 2 {
		if l.Header().Seats[c].Player == "" {
			continue // nobody came: the seat is as gone as its creator's
		}
		gone, away, err := s.goneFor(ctx, l, checkers.Color(c))
		if err != nil || !away || gone < limit {
			return err
		}
	}
	if _, empty := l.EmptySeat(); empty {
		// An empty seat counts as left since the game was saved last.
		if s.now().Sub(l.Header().Updated) < limit {
			return nil
		}
	}
	return s.change(ctx, l, func() error { return l.EndAbandoned(0, false) })
}

// abandonLoop ends, every AbandonTime, the games both players left: those
// in memory, and every bothLeftFactor rounds those the store holds
// unfinished that were last saved long enough ago.
func (s *Server) abandonLoop() {
	defer s.wg.Done()
	round := 0
	s.every(s.cfg.AbandonTime, func() {
		s.sweepLiveGames()
		if round++; round%bothLeftFactor == 0 {
			s.sweepStoredGames()
		}
	})
}

// sweepLiveGames ends the games in memory that both players left.
func (s *Server) sweepLiveGames() {
	for _, l := range s.games.All() {
		l.mu.Lock()
		if !l.gone {
			if err := s.endIfBothLeft(s.ctx, l); err != nil && s.ctx.Err() == nil {
				s.log.Error("abandoned game not ended", "id", l.id, "err", err)
			}
		}
		l.mu.Unlock()
	}
}

// sweepStoredGames loads the unfinished games between people last saved
// more than bothLeftFactor × AbandonTime ago, and ends those both players
// left.
func (s *Server) sweepStoredGames() {
	games, err := s.store.List(s.ctx, store.Query{Finished: false})
	s.metrics.storeFailed("list", err)
	if err != nil {
		if s.ctx.Err() == nil {
			s.log.Error("unfinished games not listed for the abandoned ones", "err", err)
		}
		return
	}
	limit := bothLeftFactor * s.cfg.AbandonTime
	for _, g := range games {
		if g.DaysPerMove > 0 {
			s.loadIfLate(g)
			continue
		}
		if g.Mode != "friend" || s.now().Sub(g.Updated) < limit || s.ctx.Err() != nil {
			continue
		}
		if _, held := s.games.Held(g.ID); held {
			continue // sweepLiveGames sees it
		}
		l, err := s.loadLive(s.ctx, g.ID)
		if err != nil {
			s.log.Error("game not loaded to end it", "id", g.ID, "err", err)
			continue
		}
		l.mu.Lock()
		// Loaded for this: nobody showed itself here since its last save.
		for c := range 2 {
			if l.online[c] == 0 && l.seen[c].After(g.Updated) {
				l.seen[c] = g.Updated
			}
		}
		err = s.endIfBothLeft(s.ctx, l)
		l.mu.Unlock()
		if err != nil {
			s.log.Error("abandoned game not ended", "id", g.ID, "err", err)
		}
	}
}

// loadIfLate loads the stored correspondence game g when its player to
// move may have let its time run out (its last save more than its days a
// move ago): loading it arms its flag, which falls at once if so.
func (s *Server) loadIfLate(g *store.Record) {
	if s.now().Sub(g.Updated) < time.Duration(g.DaysPerMove)*24*time.Hour || s.ctx.Err() != nil {
		return
	}
	if _, held := s.games.Held(g.ID); held {
		return // its flag is armed here
	}
	if _, err := s.loadLive(s.ctx, g.ID); err != nil {
		s.log.Error("correspondence game not loaded to check its time", "id", g.ID, "err", err)
	}
}
