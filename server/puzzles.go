package server

import (
	"context"
	"net/http"

	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/server/puzzles"
	"github.com/kingme/kingme/store"
)

// This file is the puzzles' requests (issue 34): the next puzzle for a
// player, the daily puzzle of each game, and the attempts. What they
// answer (the choice of a puzzle, the grading of an attempt, the ratings
// it changes) is package server/puzzles'.

// AddPuzzles stores the puzzles ps in st (each puzzle whose ID is stored
// already stays as it is) and returns how many were added. The error says
// when st keeps no puzzles.
func AddPuzzles(ctx context.Context, st store.Store, ps []puzzle.Puzzle) (int, error) {
	return puzzles.Add(ctx, st, ps)
}

// The puzzles' answers, as the API gives them.
type (
	// PuzzleGames is GET /api/puzzles: the games with puzzles, and the
	// themes.
	PuzzleGames = puzzles.List
	// PuzzleGame is one game's puzzles: how many, and the player's puzzle
	// rating in it (when logged in).
	PuzzleGame = puzzles.ListEntry
	// PuzzlerRating is a player's puzzle rating in a game.
	PuzzlerRating = puzzles.PlayerRating
	// PuzzleState is a puzzle to solve, as the API gives it: the position
	// with the solver's legal moves, and what is known of the puzzle, but
	// not its solution.
	PuzzleState = puzzles.State
	// AttemptResult is the verdict on the last move of an attempt.
	AttemptResult = puzzles.Result
)

// AttemptRequest is the body of POST /api/puzzles/{id}/attempt: the
// solver's moves so far, in order, the last the one to check (the earlier
// ones must be the solution's).
type AttemptRequest struct {
	Moves []string `json:"moves"`
}

// addBuiltinPuzzles stores the built-in puzzles, so that a fresh server
// has puzzles in every game that has some.
func (s *Server) addBuiltinPuzzles(ctx context.Context) {
	if err := s.puzzles.AddBuiltin(ctx); err != nil {
		s.log.Error("the built-in puzzles were not stored", "err", err)
	}
}

func (s *Server) puzzleRoutes(api func(string, http.HandlerFunc)) {
	api("GET /api/puzzles", s.handlePuzzles)
	api("GET /api/puzzles/next", s.handleNextPuzzle)
	api("GET /api/puzzles/daily", s.handleDailyPuzzle)
	api("GET /api/puzzles/{id}", s.handleGetPuzzle)
	api("POST /api/puzzles/{id}/attempt", s.handleAttempt)
}

// answerPuzzle answers v, or err when it is not nil.
func (s *Server) answerPuzzle(w http.ResponseWriter, r *http.Request, v any, err error) {
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// puzzlesKept reports whether the store keeps puzzles, or answers that
// it keeps none.
func (s *Server) puzzlesKept(w http.ResponseWriter, r *http.Request) bool {
	_, err := s.puzzles.Store()
	if err != nil {
		s.writeError(w, r, err)
	}
	return err == nil
}

func (s *Server) handlePuzzles(w http.ResponseWriter, r *http.Request) {
	if !s.puzzlesKept(w, r) {
		return
	}
	out, err := s.puzzles.List(r.Context(), s.seatAccount(r))
	s.answerPuzzle(w, r, out, err)
}

func (s *Server) handleNextPuzzle(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	query, err := s.puzzles.Query(q.Get("variant"), q.Get("theme"), q.Get("exclude"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.puzzles.Next(r.Context(), query, s.seatAccount(r))
	s.answerPuzzle(w, r, st, err)
}

func (s *Server) handleGetPuzzle(w http.ResponseWriter, r *http.Request) {
	if !s.puzzlesKept(w, r) {
		return
	}
	st, err := s.puzzles.Get(r.Context(), r.PathValue("id"), "", s.seatAccount(r))
	s.answerPuzzle(w, r, st, err)
}

func (s *Server) handleDailyPuzzle(w http.ResponseWriter, r *http.Request) {
	id, day, err := s.puzzles.Daily(r.Context(), r.URL.Query().Get("variant"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.puzzles.Get(r.Context(), id, day, s.seatAccount(r))
	s.answerPuzzle(w, r, st, err)
}

func (s *Server) handleAttempt(w http.ResponseWriter, r *http.Request) {
	if !s.puzzlesKept(w, r) {
		return
	}
	var req AttemptRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	row, p, err := s.puzzles.Load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	if a != nil {
		if err := sameSite(r); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	res, err := s.puzzles.Attempt(r.Context(), row, p, req.Moves, a)
	s.answerPuzzle(w, r, res, err)
}
