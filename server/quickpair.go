package server

import (
	"net/http"
	"time"

	"github.com/kingme/kingme/games"
)

// quickClocks are the lobby's quick-pairing clocks, minutes+increment in
// seconds, as lichess offers them; GET /api/lobby lists them.
var quickClocks = []clockRequest{
	{1, 0}, {2, 1}, {3, 0}, {3, 2}, {5, 0}, {5, 3}, {10, 0}, {10, 5}, {15, 10}, {30, 0}, {30, 20},
}

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
	g, err := games.Lookup(req.Variant)
	if err != nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	if req.Clock == nil {
		s.writeError(w, r, errorf(http.StatusBadRequest, "quick pairing needs a clock: minutes and increment"))
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	initial := time.Duration(req.Clock.Minutes * float64(time.Minute))
	increment := time.Duration(req.Clock.Increment * float64(time.Second))
	open, err := ks.OpenSeeks(r.Context(), s.now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, k := range open { // oldest first: the one waiting longest
		if k.Variant != g.Key() || k.Initial != initial || k.Increment != increment || k.Rated != req.Rated || k.DaysPerMove != 0 {
			continue
		}
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
	req.Variant, req.Color, req.MinRating, req.MaxRating = g.Key(), "random", 0, 0
	k, token, err := s.postSeek(r, ks, req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.lobbyChanged()
	writeJSON(w, http.StatusCreated, map[string]any{"seek": seekInfo(*k), "token": token})
}

// statusOf returns the HTTP status of an apiError, 0 for another error.
func statusOf(err error) int {
	if ae, ok := asAPIError(err); ok {
		return ae.status
	}
	return 0
}
