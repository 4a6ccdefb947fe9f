package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/store"
)

// This file is the rated games (issue 32): who may create and join one,
// and the ratings they change when they end (package rating, Glicko-2,
// each game its own rating period).

// checkRated says why rec, asked for as rated by the holder of account a
// (nil for a guest), cannot be: rated games are between two people with
// accounts, from the game's own start (either player's, where the players
// choose who moves first), with a clock.
func checkRated(rec *store.Record, v checkers.Variant, a *store.Account) error {
	starts := []string{v.Start().String()}
	if chooser, ok := v.(checkers.FirstPlayerChooser); ok {
		starts = append(starts, chooser.StartWith(checkers.Black).String(), chooser.StartWith(checkers.Red).String())
	}
	switch {
	case a == nil:
		return errorf(http.StatusUnauthorized, "log in to play a rated game")
	case rec.Mode != "friend":
		return errorf(http.StatusBadRequest, "only games between two people are rated: mode %q cannot be", rec.Mode)
	case !slices.Contains(starts, rec.Start):
		return errorf(http.StatusBadRequest, "a game from a set-up position cannot be rated")
	case rec.Initial <= 0 && rec.DaysPerMove == 0:
		return errorf(http.StatusBadRequest, "a rated game needs a clock, or days a move")
	}
	return nil
}

// markRated marks rec rated when asked (rated) by the holder of account
// a, or says why it cannot be (checkRated).
func markRated(rec *store.Record, a *store.Account, rated bool) error {
	if !rated {
		return nil
	}
	g, err := games.Lookup(rec.Variant)
	if err != nil {
		return err
	}
	if err := checkRated(rec, g.Variant, a); err != nil {
		return err
	}
	rec.Rated = true
	return nil
}

// checkRatedJoin says why the holder of account a cannot take the free
// seat of the rated game rec.
func checkRatedJoin(rec *store.Record, a *store.Account) error {
	if a == nil {
		return errorf(http.StatusUnauthorized, "log in to take a seat in a rated game")
	}
	for _, seat := range rec.Seats {
		if seat.Account == a.ID && seat.Player != "" { // not a challenge's seat kept for a

			return errorf(http.StatusConflict, "you hold the other seat: a rated game is between two players")
		}
	}
	return nil
}

// rateEnded rates l's game when the save of rec that has just succeeded
// ended it (before was the record as it stood): a rated game whose two seats are
// two accounts, won or drawn (an aborted game changes nothing). Each
// player's rating in the game and speed, aged by the time since its last
// rated game, is updated by the game alone; a rating changed meanwhile by
// another game is read again. l.mu is held.
func (s *Server) rateEnded(ctx context.Context, l *live, rec, before *store.Record) {
	rs, ok := s.store.(store.Ratings)
	outcome := checkers.Outcome(rec.Outcome)
	if !ok || !rec.Rated || before.Outcome != 0 || outcome == checkers.Ongoing || outcome == checkers.Aborted {
		return
	}
	black, red := rec.Seats[checkers.Black].Account, rec.Seats[checkers.Red].Account
	if black == "" || red == "" || black == red {
		return
	}
	score := 0.5 // Black's
	switch outcome {
	case checkers.BlackWins:
		score = 1
	case checkers.RedWins:
		score = 0
	}
	speed := rating.SpeedOf(rec.Initial, rec.Increment, rec.DaysPerMove).String()
	for range 3 {
		changes, err := s.ratingChanges(ctx, rs, rec, [2]string{black, red}, speed, score)
		if err == nil {
			err = rs.RateGame(ctx, changes)
		}
		switch {
		case err == nil, errors.Is(err, store.ErrRated):
			return
		case errors.Is(err, store.ErrConflict):
			continue // another game changed a rating meanwhile: read again
		}
		s.log.Error("a rated game's ratings were not changed", "id", rec.ID, "err", err)
		return
	}
	s.log.Error("a rated game's ratings were not changed: they kept changing meanwhile", "id", rec.ID)
}

// RatingChangeState is what a rated game did to one player's rating.
type RatingChangeState struct {
	Before      float64 `json:"before"`
	After       float64 `json:"after"`
	Provisional bool    `json:"provisional"` // the rating after is provisional
}

// ratingChangesOf returns what l's rated game, ended, did to its players'
// ratings, by colour; nil before the end or for a casual game. It reads
// them from the store until it has both, and keeps them with the game.
// l.mu is held.
func (s *Server) ratingChangesOf(l *live) map[string]RatingChangeState {
	if !l.Game().Result().Over() {
		return nil
	}
	if l.ratingChanges != nil {
		return l.ratingChanges
	}
	out := gameRatingChanges(s.ctx, s.store, &l.Header().Record)
	if len(out) == 2 {
		// Kept only once whole: a game that ended on another server may be
		// read here before that server has rated it.
		l.ratingChanges = out
	}
	return out
}

// gameRatingChanges returns what the rated game rec did to its players'
// ratings, by colour ("black", "red"), as st has them; nil for a casual
// game, a store that keeps no ratings, or one that cannot be read, and
// fewer than two while the game is not yet rated.
func gameRatingChanges(ctx context.Context, st store.Store, rec *store.Record) map[string]RatingChangeState {
	if !rec.Rated {
		return nil
	}
	rs, ok := st.(store.Ratings)
	if !ok {
		return nil
	}
	changes, err := rs.GameRatingChanges(ctx, rec.ID)
	if err != nil {
		return nil
	}
	out := map[string]RatingChangeState{}
	for c, seat := range rec.Seats {
		for _, ch := range changes {
			if ch.Before.AccountID == seat.Account {
				out[colorName(checkers.Color(c))] = RatingChangeState{Before: ch.Before.Rating, After: ch.After.Rating,
					Provisional: ch.After.Deviation > rating.ProvisionalDeviation}
			}
		}
	}
	return out
}

// ratingChanges computes the two players' changes for a game Black
// scored score in.
func (s *Server) ratingChanges(ctx context.Context, rs store.Ratings, rec *store.Record, accounts [2]string, speed string, score float64) ([]store.RatingChange, error) {
	now := s.now()
	var before [2]store.PlayerRating
	var current [2]rating.Rating
	var idle [2]time.Duration
	for c, id := range accounts {
		pr, err := rs.Rating(ctx, id, rec.Variant, speed)
		switch {
		case errors.Is(err, store.ErrNoRating):
			fresh := rating.New()
			pr = &store.PlayerRating{AccountID: id, Game: rec.Variant, Speed: speed, Rating: fresh.Rating, Deviation: fresh.Deviation, Volatility: fresh.Volatility}
		case err != nil:
			return nil, err
		default:
			idle[c] = max(now.Sub(pr.Updated), 0)
		}
		before[c] = *pr
		current[c] = rating.Rating{Rating: pr.Rating, Deviation: pr.Deviation, Volatility: pr.Volatility}
	}
	nb, nr, err := rating.Game(current[0], current[1], idle[0], idle[1], score)
	if err != nil {
		return nil, err
	}
	changes := make([]store.RatingChange, 2)
	for c, next := range [2]rating.Rating{nb, nr} {
		after := before[c]
		after.Rating, after.Deviation, after.Volatility, after.Games, after.Updated = next.Rating, next.Deviation, next.Volatility, before[c].Games+1, now
		changes[c] = store.RatingChange{GameID: rec.ID, Before: before[c], After: after, At: now}
	}
	return changes, nil
}
