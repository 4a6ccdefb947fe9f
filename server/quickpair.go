package server

import (
	"net/http"

	"github.com/kingme/kingme/server/lobby"
)

// handleQuickPairing is POST /api/lobby/quick {"variant", "clock", "rated",
// "name"}: one click to a game. The oldest open seek of the same game,
// clock and rating kind that the player may accept (not its own, within its
// rating range) is accepted, and the answer is the game's seat (201,
// {"game": …}); when there is none, a seek is posted for the player, any
// colour, and the answer is the seek and its token (201, {"seek": …,
// "token"}), as POST /api/lobby/seeks gives them. The request's token, when
// it is the token of one of the player's seeks, keeps the player from
// taking its own.
func (s *Server) handleQuickPairing(w http.ResponseWriter, r *http.Request) {
	req, ks, ok := s.seekRequestOf(w, r)
	if !ok {
		return
	}
	terms, err := lobby.QuickTerms(req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	open, err := ks.OpenSeeks(r.Context(), s.now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, k := range lobby.Candidates(open, terms) {
		if s.mayAccept(r, &k, a) != nil {
			continue
		}
		ans, err := s.acceptSeek(r, ks, &k, name, a)
		if statusOf(err) == http.StatusGone {
			continue // another player was quicker: try the next
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusCreated, map[string]any{"game": ans})
		return
	}
	k, token, err := s.postSeek(r, ks, lobby.QuickSeek(req, terms))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.lobbyChanged()
	writeJSON(w, http.StatusCreated, map[string]any{"seek": lobby.Show(*k), "token": token})
}

// statusOf returns the HTTP status of an apiError, 0 for another error.
func statusOf(err error) int {
	if ae, ok := asAPIError(err); ok {
		return ae.status
	}
	return 0
}
