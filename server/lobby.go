package server

import (
	"errors"
	"net/http"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/lobby"
	"github.com/kingme/kingme/store"
)

// This file is the lobby's API (issue 32): its rules (who may post, accept
// and take a seek, and the lobby's list as it is shown) are package
// server/lobby's; here are the requests, the store and the news.

// seekRequest is the body of POST /api/lobby/seeks.
type seekRequest = lobby.SeekRequest

// SeekInfo is one seek as the lobby shows it.
type SeekInfo = lobby.SeekInfo

// seekStore returns the store's seeks, or an error saying it keeps none.
func (s *Server) seekStore() (store.Seeks, error) {
	ks, ok := s.store.(store.Seeks)
	if !ok {
		return nil, errorf(http.StatusNotImplemented, "this server's store keeps no lobby")
	}
	return ks, nil
}

// seekRequestOf reads a request that may post a seek (POST
// /api/lobby/seeks, /api/lobby/quick): its body, the store's seeks, and
// the client's allowance of new games; false when it answered an error.
func (s *Server) seekRequestOf(w http.ResponseWriter, r *http.Request) (seekRequest, store.Seeks, bool) {
	var req seekRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return req, nil, false
	}
	ks, err := s.seekStore()
	if err != nil {
		s.writeError(w, r, err)
		return req, nil, false
	}
	if s.limited(w, r, s.creations, "new games") {
		return req, nil, false
	}
	return req, ks, true
}

func (s *Server) handlePostSeek(w http.ResponseWriter, r *http.Request) {
	req, ks, ok := s.seekRequestOf(w, r)
	if !ok {
		return
	}
	k, token, err := s.postSeek(r, ks, req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.lobbyChanged()
	writeJSON(w, http.StatusCreated, map[string]any{"seek": lobby.Show(*k), "token": token})
}

// postSeek checks a seek and stores it, returning it with its poster's
// token.
func (s *Server) postSeek(r *http.Request, ks store.Seeks, req seekRequest) (*store.Seek, string, error) {
	k, err := lobby.Terms(req)
	if err != nil {
		return nil, "", err
	}
	if k.Name, err = cleanName(req.Name); err != nil {
		return nil, "", err
	}
	a := s.seatAccount(r)
	if err := lobby.MayPost(k, a); err != nil {
		return nil, "", err
	}
	token := newToken()
	k.ID, k.OwnerHash = newID(), hashToken(token)
	mine := 0
	if a != nil {
		mine = s.roundRating(r, a.ID, k)
	}
	lobby.Open(&k, a, mine, s.now())
	if err := ks.CreateSeek(r.Context(), &k); err != nil {
		return nil, "", err
	}
	return &k, token, nil
}

// roundRating returns the account's rating in the seek's game and speed,
// rounded (1500 for none yet).
func (s *Server) roundRating(r *http.Request, accountID string, k store.Seek) int {
	rs, ok := s.store.(store.Ratings)
	if !ok {
		return 0
	}
	pr, err := rs.Rating(r.Context(), accountID, k.Variant, lobby.Speed(k))
	if err != nil {
		return int(rating.Initial)
	}
	return int(pr.Rating + 0.5)
}

func (s *Server) handleLobby(w http.ResponseWriter, r *http.Request) {
	ks, err := s.seekStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	open, err := ks.OpenSeeks(r.Context(), s.now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seeks": lobby.List(open), "quick": lobby.QuickClocks})
}

// ownSeek returns the seek of the request's path when the request holds
// its token.
func (s *Server) ownSeek(r *http.Request, ks store.Seeks) (*store.Seek, error) {
	k, err := ks.Seek(r.Context(), r.PathValue("id"))
	if errors.Is(err, store.ErrSeekGone) {
		return nil, errorf(http.StatusNotFound, "no seek %q", r.PathValue("id"))
	}
	if err != nil {
		return nil, err
	}
	if k.OwnerHash != hashToken(tokenOf(r)) {
		return nil, errorf(http.StatusForbidden, "this seek is another player's")
	}
	return k, nil
}

// handleSeek answers a seek's poster: the seek, with the game once it is
// accepted (the poster's token is its seat's); asking keeps an open seek
// in the lobby.
func (s *Server) handleSeek(w http.ResponseWriter, r *http.Request) {
	ks, err := s.seekStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	k, err := s.ownSeek(r, ks)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	now := s.now()
	if k.GameID == "" {
		if err := ks.TouchSeek(r.Context(), k.ID, now, now.Add(lobby.SeekLife)); errors.Is(err, store.ErrSeekGone) {
			// Expired, or accepted since it was read: read it again.
			if k, err = ks.Seek(r.Context(), k.ID); err != nil || k.GameID == "" {
				s.writeError(w, r, errorf(http.StatusGone, "the seek expired: post it again"))
				return
			}
		}
	}
	info := lobby.Show(*k)
	info.Game = k.GameID
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleWithdrawSeek(w http.ResponseWriter, r *http.Request) {
	ks, err := s.seekStore()
	if err == nil {
		// The seek's token, in a header, is what authorises it: another
		// site's form cannot send it.
		if err = decodeJSON(w, r, &struct{}{}); err == nil {
			var k *store.Seek
			if k, err = s.ownSeek(r, ks); err == nil {
				err = ks.DeleteSeek(r.Context(), k.ID, k.OwnerHash)
				s.lobbyChanged()
			}
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"withdrawn": true})
}

// handleAcceptSeek takes an open seek: the game is made at once, the
// poster in its chosen colour with its seek token as its seat's token,
// the acceptor in the other seat; a rated seek takes only a logged-in
// player other than its poster, within its rating range.
func (s *Server) handleAcceptSeek(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	ks, err := s.seekStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.limited(w, r, s.creations, "new games") {
		return
	}
	k, err := ks.Seek(r.Context(), r.PathValue("id"))
	if err != nil || !lobby.IsOpen(k, s.now()) {
		s.writeError(w, r, errorf(http.StatusGone, "the seek is no longer open"))
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	if err := s.mayAccept(r, k, a); err != nil {
		s.writeError(w, r, err)
		return
	}
	ans, err := s.acceptSeek(r, ks, k, name, a)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, ans)
}

// mayAccept returns why the player of the request (a, nil for a guest)
// may not accept k; nil when it may.
func (s *Server) mayAccept(r *http.Request, k *store.Seek, a *store.Account) error {
	return lobby.MayAccept(k, a, k.OwnerHash == hashToken(tokenOf(r)), func() int { return s.roundRating(r, a.ID, *k) })
}

// acceptSeek makes the game of k for the request's player, named name
// (a, nil for a guest), who may accept it (mayAccept): 410 when someone
// else accepted it first.
func (s *Server) acceptSeek(r *http.Request, ks store.Seeks, k *store.Seek, name string, a *store.Account) (seatAnswer, error) {
	now := s.now()
	token := newToken()
	rec, posterColor, err := lobby.Game(k, newID(), now, lobby.Coin(), name, hashToken(token))
	if err != nil {
		return seatAnswer{}, err
	}
	holdSeats(rec, token, a)
	if _, err := ks.AcceptSeek(r.Context(), k.ID, rec.ID, now); err != nil {
		if errors.Is(err, store.ErrSeekGone) {
			err = errorf(http.StatusGone, "someone else accepted the seek first")
		}
		return seatAnswer{}, err
	}
	s.lobbyChanged()
	v := blackSeat
	if posterColor == checkers.Black {
		v = redSeat
	}
	ans, err := s.create(r.Context(), rec, token, v, false, "") // no creator: a seek's game is between people
	if err != nil {
		s.log.Error("a seek was accepted but its game not made", "seek", k.ID, "err", err)
	}
	return ans, err
}

// lobbyRoutes wires the lobby's API.
func (s *Server) lobbyRoutes(api func(string, http.HandlerFunc)) {
	api("GET /api/lobby", s.handleLobby)
	api("POST /api/lobby/seeks", s.handlePostSeek)
	api("GET /api/lobby/seeks/{id}", s.handleSeek)
	api("POST /api/lobby/seeks/{id}/withdraw", s.handleWithdrawSeek)
	api("POST /api/lobby/seeks/{id}/accept", s.handleAcceptSeek)
	api("POST /api/lobby/quick", s.handleQuickPairing)
}
