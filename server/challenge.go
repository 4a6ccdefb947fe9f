package server

import (
	"errors"
	"net/http"

	"github.com/kingme/kingme/account"
	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/server/lobby"
	"github.com/kingme/kingme/store"
)

// A challenge (issue 32; its checks are package server/lobby's) is a game
// between friends whose free seat is kept for one account: the challenged
// player, named by its challenger. It is
// made at once, the challenger seated; the challenged player sees it in the
// lobby (GET /api/challenges) and takes the seat by joining the game
// (POST /api/games/{id}/join, logged in as that account: no invitation
// needed, and nobody else may take it), or declines it, which calls the
// game off. The challenger may call it off too (abort) while it waits.

// challengeRequest is the body of POST /api/challenges.
type challengeRequest struct {
	Name    string        `json:"name"` // the challenged player's
	Variant string        `json:"variant"`
	Clock   *clockRequest `json:"clock"`
	Rated   bool          `json:"rated"`
	Color   string        `json:"color"` // the challenger's: black, red or random
	Days    int           `json:"days"`  // a correspondence game's days a move
}

// ChallengeInfo is a challenge as the lobby lists it to the challenged
// player and to its challenger.
type ChallengeInfo = lobby.ChallengeInfo

// handleChallenge makes a challenge: the request's account (logged in)
// challenges the player named in the body.
func (s *Server) handleChallenge(w http.ResponseWriter, r *http.Request) {
	var req challengeRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.accounts.Store()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	me := s.seatAccount(r)
	if me == nil {
		s.writeError(w, r, errorf(http.StatusUnauthorized, "log in to challenge a player"))
		return
	}
	if s.limited(w, r, s.creations, "new games") {
		return
	}
	them, err := st.AccountBySkeleton(r.Context(), account.Skeleton(req.Name))
	if errors.Is(err, store.ErrNoAccount) {
		them, err = nil, nil
	}
	if err == nil {
		err = lobby.MayChallenge(me, them, req.Name)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rec, token, v, err := s.newGame(newGameRequest{Variant: req.Variant, Mode: "friend", Color: req.Color, Clock: req.Clock, Days: req.Days})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	holdSeats(rec, token, me)
	if err := markRated(rec, me, req.Rated); err != nil {
		s.writeError(w, r, err)
		return
	}
	lobby.Keep(rec, them)
	ans, err := s.create(r.Context(), rec, token, v, false, clientOf(r, s.cfg.TrustProxy))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, ans)
}

// handleChallenges lists the request's account's open challenges: those
// it received (the seat kept for it still free) and those it sent; none
// for a guest, whom nobody can challenge (the lobby asks for them whoever
// reads it).
func (s *Server) handleChallenges(w http.ResponseWriter, r *http.Request) {
	me := s.seatAccount(r)
	if me == nil {
		writeJSON(w, http.StatusOK, map[string]any{"received": []ChallengeInfo{}, "sent": []ChallengeInfo{}})
		return
	}
	list, err := s.store.List(r.Context(), store.Query{Account: me.ID, Limit: 200})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	in, out := lobby.Challenges(list, me.ID)
	writeJSON(w, http.StatusOK, map[string]any{"received": in, "sent": out})
}

// handleDecline declines a challenge: the challenged account calls the
// game off.
func (s *Server) handleDecline(w http.ResponseWriter, r *http.Request) {
	if err := decodeJSON(w, r, &struct{}{}); err != nil {
		s.writeError(w, r, err)
		return
	}
	me := s.seatAccount(r)
	if me == nil {
		s.writeError(w, r, errorf(http.StatusUnauthorized, "log in to decline a challenge"))
		return
	}
	l := s.requestLive(w, r)
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := lobby.MayDecline(&l.Header().Record, me.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.abortWith(r.Context(), l, checkers.NoReason); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"declined": true})
}

// challengeRoutes wires the challenges' API.
func (s *Server) challengeRoutes(api func(string, http.HandlerFunc)) {
	api("POST /api/challenges", s.handleChallenge)
	api("GET /api/challenges", s.handleChallenges)
	api("POST /api/games/{id}/decline", s.handleDecline)
}
