package server

import (
	"errors"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
)

// This file is the lobby (issue 32): open seeks, posted by anyone (a rated
// one by a logged-in player), listed to everyone from the store (so every
// server lists the same), and accepted with one request, which makes the
// game. The poster's seek token is also its seat's token in that game.

// seekLife is how long a seek stays in the lobby without its poster
// asking after it (GET /api/lobby/seeks/{id} with its token).
const seekLife = 2 * time.Minute

// seekRequest is the body of POST /api/lobby/seeks.
type seekRequest struct {
	Variant   string        `json:"variant"`
	Clock     *clockRequest `json:"clock"`
	Rated     bool          `json:"rated"`
	Color     string        `json:"color"` // black, red or random
	MinRating int           `json:"minRating"`
	MaxRating int           `json:"maxRating"`
	Name      string        `json:"name"`
	// Days, instead of a clock, seeks a correspondence game (1 to 14
	// days a move).
	Days int `json:"days"`
}

// SeekInfo is one seek as the lobby shows it.
type SeekInfo struct {
	ID          string        `json:"id"`
	Name        string        `json:"name"`
	Variant     string        `json:"variant"`
	VariantName string        `json:"variantName"`
	Clock       *clockRequest `json:"clock"`
	Speed       string        `json:"speed"`
	Rated       bool          `json:"rated"`
	// Days is a correspondence seek's days a move (Clock is then 0+0).
	Days      int       `json:"days,omitempty"`
	Color     string    `json:"color"`
	Rating    int       `json:"rating,omitempty"`
	MinRating int       `json:"minRating,omitempty"`
	MaxRating int       `json:"maxRating,omitempty"`
	Created   time.Time `json:"created"`
	// Game is the game made when the seek was accepted, shown to its
	// poster alone (GET /api/lobby/seeks/{id} with its token).
	Game string `json:"game,omitempty"`
}

// seekInfo describes a seek for the lobby.
func seekInfo(k store.Seek) SeekInfo {
	name := k.Variant
	if g, err := games.Lookup(k.Variant); err == nil {
		name = g.Name()
	}
	return SeekInfo{ID: k.ID, Name: k.Name, Variant: k.Variant, VariantName: name,
		Clock: &clockRequest{Minutes: k.Initial.Minutes(), Increment: k.Increment.Seconds()},
		Speed: rating.SpeedOf(k.Initial, k.Increment, k.DaysPerMove).String(), Rated: k.Rated, Days: k.DaysPerMove, Color: k.Color,
		Rating: k.Rating, MinRating: k.MinRating, MaxRating: k.MaxRating, Created: k.Created}
}

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
	writeJSON(w, http.StatusCreated, map[string]any{"seek": seekInfo(*k), "token": token})
}

// postSeek checks a seek and stores it, returning it with its poster's
// token.
func (s *Server) postSeek(r *http.Request, ks store.Seeks, req seekRequest) (*store.Seek, string, error) {
	g, err := games.Lookup(req.Variant)
	if err != nil {
		return nil, "", errorf(http.StatusBadRequest, "%v", err)
	}
	if err := checkDays(req.Days, "friend", req.Clock); err != nil {
		return nil, "", err
	}
	if req.Days == 0 && (req.Clock == nil || req.Clock.Minutes < 0.5 || req.Clock.Minutes > 180 || req.Clock.Increment < 0 || req.Clock.Increment > 60) {
		return nil, "", errorf(http.StatusBadRequest, "a seek needs a clock (minutes 0.5 to 180, increment 0 to 60 seconds) or days a move (1 to 14)")
	}
	clock := req.Clock
	if clock == nil {
		clock = &clockRequest{}
	}
	color := strings.ToLower(req.Color)
	if color == "" {
		color = "random"
	}
	if _, ok := room.ParseColor(color); !ok && color != "random" {
		return nil, "", errorf(http.StatusBadRequest, "unknown colour %q: want black, red or random", req.Color)
	}
	if req.MinRating < 0 || req.MaxRating < 0 || req.MaxRating != 0 && req.MaxRating < req.MinRating {
		return nil, "", errorf(http.StatusBadRequest, "bad rating range %d to %d", req.MinRating, req.MaxRating)
	}
	name, err := cleanName(req.Name)
	if err != nil {
		return nil, "", err
	}
	a := s.seatAccount(r)
	if req.Rated && a == nil {
		return nil, "", errorf(http.StatusUnauthorized, "log in to post a rated seek")
	}
	now := s.now()
	token := newToken()
	k := store.Seek{ID: newID(), OwnerHash: hashToken(token), Name: name, Variant: g.Key(),
		Initial: time.Duration(clock.Minutes * float64(time.Minute)), Increment: time.Duration(clock.Increment * float64(time.Second)), DaysPerMove: req.Days,
		Rated: req.Rated, Color: color, MinRating: req.MinRating, MaxRating: req.MaxRating, Created: now, Expires: now.Add(seekLife)}
	if a != nil {
		k.AccountID, k.Name = a.ID, a.Name
		k.Rating = s.roundRating(r, a.ID, k)
	}
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
	pr, err := rs.Rating(r.Context(), accountID, k.Variant, rating.SpeedOf(k.Initial, k.Increment, k.DaysPerMove).String())
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
	out := make([]SeekInfo, 0, len(open))
	for _, k := range open {
		out = append(out, seekInfo(k))
	}
	writeJSON(w, http.StatusOK, map[string]any{"seeks": out, "quick": quickClocks})
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
		if err := ks.TouchSeek(r.Context(), k.ID, now, now.Add(seekLife)); errors.Is(err, store.ErrSeekGone) {
			// Expired, or accepted since it was read: read it again.
			if k, err = ks.Seek(r.Context(), k.ID); err != nil || k.GameID == "" {
				s.writeError(w, r, errorf(http.StatusGone, "the seek expired: post it again"))
				return
			}
		}
	}
	info := seekInfo(*k)
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
	if err != nil || k.GameID != "" || !k.Expires.After(s.now()) {
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
	switch {
	case k.Rated && a == nil:
		return errorf(http.StatusUnauthorized, "log in to accept a rated seek")
	case a != nil && a.ID == k.AccountID, k.OwnerHash == hashToken(tokenOf(r)):
		return errorf(http.StatusConflict, "this is your own seek")
	}
	if k.Rated {
		mine := s.roundRating(r, a.ID, *k)
		if k.MinRating > 0 && mine < k.MinRating || k.MaxRating > 0 && mine > k.MaxRating {
			return errorf(http.StatusForbidden, "the seek takes opponents rated %d to %d; you are %d", k.MinRating, k.MaxRating, mine)
		}
	}
	return nil
}

// acceptSeek makes the game of k for the request's player, named name
// (a, nil for a guest), who may accept it (mayAccept): 410 when someone
// else accepted it first.
func (s *Server) acceptSeek(r *http.Request, ks store.Seeks, k *store.Seek, name string, a *store.Account) (seatAnswer, error) {
	g, err := games.Lookup(k.Variant)
	if err != nil {
		return seatAnswer{}, err
	}
	now := s.now()
	rec := &store.Record{ID: newID(), Variant: g.Key(), Start: g.Variant.Start().String(), Mode: "friend", Created: now, Updated: now,
		Initial: k.Initial, Increment: k.Increment, Clock: [2]time.Duration{k.Initial, k.Initial}, Rated: k.Rated, DaysPerMove: k.DaysPerMove}
	posterColor := checkers.Color(rand.IntN(2))
	if c, ok := room.ParseColor(k.Color); ok {
		posterColor = c
	}
	rec.Seats[posterColor] = store.Seat{Player: "human", Name: k.Name, TokenHash: k.OwnerHash, Account: k.AccountID}
	token := newToken()
	rec.Seats[posterColor.Opponent()] = store.Seat{Player: "human", Name: name, TokenHash: hashToken(token)}
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
	ans, err := s.create(r.Context(), rec, token, v, false)
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
