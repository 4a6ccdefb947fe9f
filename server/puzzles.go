package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// This file is the puzzles (issue 34): the next puzzle for a player, the
// daily puzzle of each game, and the attempts, checked move by move
// against the solution and rated (package rating) when an account makes
// them. The puzzles come from package puzzle's sets, kept in the store.

// AddPuzzles stores the puzzles ps in st (each puzzle whose ID is stored
// already stays as it is) and returns how many were added. The error says
// when st keeps no puzzles.
func AddPuzzles(ctx context.Context, st store.Store, ps []puzzle.Puzzle) (int, error) {
	pst, ok := st.(store.Puzzles)
	if !ok {
		return 0, errors.New("this store keeps no puzzles")
	}
	rows := make([]store.Puzzle, len(ps))
	for i, p := range ps {
		data, err := json.Marshal(p)
		if err != nil {
			return 0, err
		}
		rows[i] = store.Puzzle{ID: p.ID, Variant: p.Variant, Themes: p.Themes, Data: data,
			PuzzleRating: store.PuzzleRating{Rating: p.Rating, Deviation: rating.InitialDeviation, Volatility: rating.InitialVolatility}}
	}
	return pst.AddPuzzles(ctx, rows)
}

// addBuiltinPuzzles stores the built-in puzzles, so that a fresh server
// has puzzles in every game that has some.
func (s *Server) addBuiltinPuzzles(ctx context.Context) {
	if _, ok := s.store.(store.Puzzles); !ok {
		return
	}
	ps, err := puzzle.Builtin()
	if err == nil {
		_, err = AddPuzzles(ctx, s.store, ps)
	}
	if err != nil {
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

// puzzleStore returns the store's puzzles, or an error saying it keeps
// none.
func (s *Server) puzzleStore() (store.Puzzles, error) {
	ps, ok := s.store.(store.Puzzles)
	if !ok {
		return nil, errorf(http.StatusNotImplemented, "this server's store keeps no puzzles")
	}
	return ps, nil
}

// PuzzleGames is GET /api/puzzles: the games with puzzles, and the themes.
type PuzzleGames struct {
	Games  []PuzzleGame   `json:"games"`
	Themes []puzzle.Theme `json:"themes"`
}

// PuzzleGame is one game's puzzles: how many, and the player's puzzle
// rating in it (when logged in).
type PuzzleGame struct {
	Variant string         `json:"variant"`
	Name    string         `json:"name"`
	Puzzles int            `json:"puzzles"`
	Rating  *PuzzlerRating `json:"rating,omitempty"`
}

// PuzzlerRating is a player's puzzle rating in a game.
type PuzzlerRating struct {
	Rating      float64 `json:"rating"`
	Provisional bool    `json:"provisional"`
	Attempts    int     `json:"attempts"`
}

func (s *Server) handlePuzzles(w http.ResponseWriter, r *http.Request) {
	ps, err := s.puzzleStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a := s.seatAccount(r)
	out := PuzzleGames{Games: []PuzzleGame{}, Themes: puzzle.Themes()}
	for _, g := range games.All() {
		ids, err := ps.PuzzleIDs(r.Context(), g.Key())
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if len(ids) == 0 {
			continue
		}
		pg := PuzzleGame{Variant: g.Key(), Name: g.Name(), Puzzles: len(ids)}
		if a != nil {
			if pr, err := ps.PuzzleRating(r.Context(), a.ID, g.Key()); err == nil {
				pg.Rating = &PuzzlerRating{Rating: pr.Rating, Provisional: pr.Deviation > rating.ProvisionalDeviation, Attempts: pr.Games}
			}
		}
		out.Games = append(out.Games, pg)
	}
	writeJSON(w, http.StatusOK, out)
}

// PuzzleState is a puzzle to solve, as the API gives it: the position
// with the solver's legal moves, and what is known of the puzzle, but not
// its solution.
type PuzzleState struct {
	ID      string `json:"id"`
	Variant string `json:"variant"`
	Name    string `json:"name"`
	// Position is the position to solve and Legal the solver's moves.
	Position view.Position `json:"position"`
	Legal    []view.Move   `json:"legal"`
	// Solver is the side to move: "black" or "red"; Bottom is the side the
	// game draws at the bottom (the page turns the board when the solver's
	// is the other).
	Solver string `json:"solver"`
	Bottom string `json:"bottom"`
	// Moves is how many moves the solver must find.
	Moves  int      `json:"moves"`
	Themes []string `json:"themes"`
	// Rating is the puzzle's rating, Plays and Wins its attempts.
	Rating float64 `json:"rating"`
	Plays  int     `json:"plays"`
	Wins   int     `json:"wins"`
	// Source, Ply and Mistake say where the puzzle came from.
	Source  string `json:"source,omitempty"`
	Ply     int    `json:"ply,omitempty"`
	Mistake string `json:"mistake,omitempty"`
	// Day is the UTC day whose daily puzzle it is, for the daily puzzle.
	Day string `json:"day,omitempty"`
	// Player is the player's puzzle rating in the game (logged in).
	Player *PuzzlerRating `json:"player,omitempty"`
}

// loadPuzzle returns the stored puzzle with the given ID, and the puzzle.
func loadPuzzle(ctx context.Context, ps store.Puzzles, id string) (*store.Puzzle, puzzle.Puzzle, error) {
	row, err := ps.Puzzle(ctx, id)
	if errors.Is(err, store.ErrNoPuzzle) {
		return nil, puzzle.Puzzle{}, errorf(http.StatusNotFound, "no puzzle %q", id)
	}
	if err != nil {
		return nil, puzzle.Puzzle{}, err
	}
	var p puzzle.Puzzle
	if err := json.Unmarshal(row.Data, &p); err != nil {
		return nil, p, fmt.Errorf("puzzle %q: %w", id, err)
	}
	return row, p, nil
}

// stateOf describes the stored puzzle row (p) for the solver a (nil: a
// guest).
func (s *Server) stateOf(ctx context.Context, ps store.Puzzles, row *store.Puzzle, p puzzle.Puzzle, a *store.Account) (PuzzleState, error) {
	g, game, err := p.Start()
	if err != nil {
		return PuzzleState{}, err
	}
	st := PuzzleState{ID: p.ID, Variant: p.Variant, Name: g.Name(), Solver: colorName(game.Turn()), Bottom: colorName(g.Bottom), Moves: p.SolverMoves(), Themes: p.Themes,
		Rating: row.Rating, Plays: row.Plays, Wins: row.Wins, Source: p.Source, Ply: p.Ply, Mistake: p.Mistake}
	if st.Position, err = g.Display.Position(game.Position()); err != nil {
		return st, err
	}
	if st.Legal, err = g.Display.Moves(game.Position()); err != nil {
		return st, err
	}
	if a != nil {
		if pr, err := ps.PuzzleRating(ctx, a.ID, p.Variant); err == nil {
			st.Player = &PuzzlerRating{Rating: pr.Rating, Provisional: pr.Deviation > rating.ProvisionalDeviation, Attempts: pr.Games}
		}
	}
	return st, nil
}

// puzzleGame returns the game the query's variant names, which is
// required.
func puzzleGame(r *http.Request) (*games.Game, error) {
	name := r.URL.Query().Get("variant")
	if name == "" {
		return nil, errorf(http.StatusBadRequest, "variant: give the game, one of %s", strings.Join(games.Keys(), ", "))
	}
	g, err := games.Lookup(name)
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "%v", err)
	}
	return g, nil
}

// maxExclude is the most puzzles a next-puzzle request may leave out.
const maxExclude = 100

func (s *Server) handleNextPuzzle(w http.ResponseWriter, r *http.Request) {
	ps, err := s.puzzleStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	g, err := puzzleGame(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	q := store.PuzzleQuery{Variant: g.Key(), Theme: r.URL.Query().Get("theme"), Near: rating.Initial}
	if q.Theme != "" && !slices.Contains(puzzle.ThemeNames(), q.Theme) {
		s.writeError(w, r, errorf(http.StatusBadRequest, "theme %q: want one of %s", q.Theme, strings.Join(puzzle.ThemeNames(), ", ")))
		return
	}
	if ex := r.URL.Query().Get("exclude"); ex != "" {
		q.Exclude = strings.Split(ex, ",")
		if len(q.Exclude) > maxExclude {
			s.writeError(w, r, errorf(http.StatusBadRequest, "exclude: %d puzzles; at most %d", len(q.Exclude), maxExclude))
			return
		}
	}
	a := s.seatAccount(r)
	if a != nil {
		q.Account = a.ID
		if pr, err := ps.PuzzleRating(r.Context(), a.ID, g.Key()); err == nil {
			q.Near = pr.Rating
		}
	}
	found, err := ps.FindPuzzles(r.Context(), q)
	if err == nil && len(found) == 0 && q.Account != "" {
		// Every puzzle attempted: offer them again, nearest first.
		q.Account = ""
		found, err = ps.FindPuzzles(r.Context(), q)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(found) == 0 {
		what := g.Name()
		if q.Theme != "" {
			what += " " + q.Theme
		}
		s.writeError(w, r, errorf(http.StatusNotFound, "no %s puzzle left to offer", what))
		return
	}
	s.writePuzzle(w, r, ps, found[0].ID, a, "")
}

// writePuzzle answers the puzzle with the given ID.
func (s *Server) writePuzzle(w http.ResponseWriter, r *http.Request, ps store.Puzzles, id string, a *store.Account, day string) {
	row, p, err := loadPuzzle(r.Context(), ps, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.stateOf(r.Context(), ps, row, p, a)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st.Day = day
	writeJSON(w, http.StatusOK, st)
}

func (s *Server) handleGetPuzzle(w http.ResponseWriter, r *http.Request) {
	ps, err := s.puzzleStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writePuzzle(w, r, ps, r.PathValue("id"), s.seatAccount(r), "")
}

// dailyIndex returns which of n puzzles (by ID) is the daily puzzle of
// game key on day ("2026-11-27"): the same for everyone on that UTC day.
func dailyIndex(key, day string, n int) int {
	h := fnv.New64a()
	h.Write([]byte(key + "\n" + day))
	return int(h.Sum64() % uint64(n))
}

func (s *Server) handleDailyPuzzle(w http.ResponseWriter, r *http.Request) {
	ps, err := s.puzzleStore()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	g, err := puzzleGame(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ids, err := ps.PuzzleIDs(r.Context(), g.Key())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(ids) == 0 {
		s.writeError(w, r, errorf(http.StatusNotFound, "no %s puzzles on this server", g.Name()))
		return
	}
	day := s.now().UTC().Format(time.DateOnly)
	s.writePuzzle(w, r, ps, ids[dailyIndex(g.Key(), day, len(ids))], s.seatAccount(r), day)
}
