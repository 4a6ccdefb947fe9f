package server

import (
	"net/http"
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
	if v == spectator {
		s.writeError(w, r, errorf(http.StatusForbidden, "only the players can ask for a rematch"))
		return
	}
	if err := l.RematchRefusal(); err != nil {
		s.writeError(w, r, err)
		return
	}
	token := newToken()
	next, asker := l.Rematch(v, newID(), s.now(), hashToken(token))
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
	l.SetRematch(next.ID)
	if err := s.commit(r.Context(), l, before); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.broadcast(l)
	ans, err := s.create(r.Context(), next, token, asker, true, client)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, ans)
}
