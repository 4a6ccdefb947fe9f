package server

import (
	"net/http"

	"github.com/kingme/kingme/store"
)

// Invitations keep a friend game's free seat for the friend invited: a
// free seat (Player "") holds the hash of the credential that may take it
// in its TokenHash:
//   - a new friend game's invitation secret, given to its creator once
//     (POST /api/games answers it as "invite") to pass on in the link;
//   - in a friend rematch, the opponent's token of the old game.
//
// A free seat with no hash (a game from before invitations) is open to
// anyone with the game's ID, as it was.

// inviteFriend keeps a new friend game's free seat for the bearer of a
// new invitation secret, which it returns; "" for other games.
func inviteFriend(rec *store.Record) string {
	if rec.Mode != "friend" {
		return ""
	}
	invite := newToken()
	for c := range rec.Seats {
		if rec.Seats[c].Player == "" {
			rec.Seats[c].TokenHash = hashToken(invite)
		}
	}
	return invite
}

// handleInvite makes a new invitation for a friend game's free seat (POST
// /api/games/{id}/invite, by a seat): the old link no longer admits
// anyone. The page asks for one when it has lost the first (another
// browser), or to take back a link sent to the wrong person.
func (s *Server) handleInvite(w http.ResponseWriter, r *http.Request) {
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case s.viewerFor(r.Context(), l, tokenOf(r)) == spectator:
		s.writeError(w, r, errorf(http.StatusForbidden, "only a player of the game can invite a friend"))
		return
	case l.Header().Mode != "friend":
		s.writeError(w, r, errorf(http.StatusConflict, "only a game between friends has a seat to invite to"))
		return
	case l.Game().Result().Over():
		s.writeError(w, r, errorf(http.StatusConflict, "the game is over"))
		return
	case l.Header().Seats[0].Player != "" && l.Header().Seats[1].Player != "":
		s.writeError(w, r, errorf(http.StatusConflict, "both seats are taken"))
		return
	}
	before := l.Clone()
	invite := inviteFriend(&l.Header().Record)
	if err := s.commit(r.Context(), l, before); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"invite": invite})
}
