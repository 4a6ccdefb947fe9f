package server

import (
	"net/http"
	"time"

	"github.com/kingme/kingme/store"
)

// handleRematch starts the game that follows a finished one: same variant,
// mode, level and clock, colours swapped. The first seat to ask creates it
// (201, with its token); in a friend game the other seat stays free for the
// opponent, who finds the new ID in the old game's State and joins it.
func (s *Server) handleRematch(w http.ResponseWriter, r *http.Request) {
	if s.limited(w, r, s.creations, "new games") {
		return
	}
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	v := s.viewerFor(r.Context(), l, tokenOf(r))
	switch {
	case v == spectator:
		s.writeError(w, r, errorf(http.StatusForbidden, "only the players can ask for a rematch"))
		return
	case !l.Game().Result().Over():
		s.writeError(w, r, errorf(http.StatusConflict, "the game is not over yet"))
		return
	case l.Header().Rematch != "":
		if l.Header().Mode == "friend" {
			s.writeError(w, r, errorf(http.StatusConflict, "the rematch is game %s: join it", l.Header().Rematch))
			return
		}
		s.writeError(w, r, errorf(http.StatusConflict, "the rematch is game %s", l.Header().Rematch))
		return
	}
	old := &l.Header().Record
	now := s.now()
	next := &store.Record{
		ID: newID(), Variant: old.Variant, Start: old.Start, Mode: old.Mode, Level: old.Level,
		Initial: old.Initial, Increment: old.Increment, Clock: [2]time.Duration{old.Initial, old.Initial},
		Created: now, Updated: now,
	}
	token := newToken()
	asker := v
	switch v {
	case bothSeats:
		next.Seats = old.Seats
		next.Seats[0].TokenHash, next.Seats[1].TokenHash = hashToken(token), hashToken(token)
	default:
		mine := seatColor(v)
		next.Seats[mine.Opponent()] = old.Seats[mine]
		next.Seats[mine.Opponent()].TokenHash = hashToken(token)
		switch other := old.Seats[mine.Opponent()]; other.Player {
		case "computer":
			next.Seats[mine] = other
		case "human":
			// Kept for the opponent, who joins with the old game's token
			// and keeps the name it played under.
			next.Seats[mine] = store.Seat{Name: other.Name, TokenHash: other.TokenHash}
		}
		asker = seatViewer(mine.Opponent())
	}
	if next.Mode == "computer" {
		s.admitMu.Lock()
		defer s.admitMu.Unlock()
	}
	client := clientOf(r, s.cfg.TrustProxy)
	if err := s.admitComputer(next, client); err != nil {
		s.writeError(w, r, err)
		return
	}
	before := l.Clone()
	err := s.store.Create(r.Context(), next)
	s.writes.note(err, s.now())
	if err != nil {
		s.metrics.storeFailed("create", err)
		s.writeError(w, r, err)
		return
	}
	l.Header().Rematch = next.ID
	if err := s.commit(r.Context(), l, before); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.broadcast(l)
	ans, err := s.create(r.Context(), next, token, asker, true)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.createdBy(next.ID, client)
	writeJSON(w, http.StatusCreated, ans)
}
