// Package puzzles is the puzzles as the server offers them (issue 34),
// apart from HTTP: the puzzles of package puzzle's sets kept in the
// store, the next puzzle for a player (near the player's puzzle rating,
// one not attempted yet first), the daily puzzle of each game, an
// attempt graded move by move against the solution, and the ratings an
// account's first attempt at a puzzle changes (package rating).
//
// Package server carries it: the requests and their JSON, the session and
// the same-site check, and the HTTP status of each Refusal.
package puzzles

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/checkers"
	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/server/room"
	"github.com/kingme/kingme/store"
	"github.com/kingme/kingme/view"
)

// Service is the server's puzzles: the store's, and the clock that dates
// attempts and daily puzzles. Its methods may be called at once from any
// number of goroutines. Create it with New.
type Service struct {
	store store.Puzzles // nil when the store keeps none
	now   func() time.Time
}

// New returns the puzzles st keeps (none when it is not a store.Puzzles),
// reading the time from now.
func New(st store.Store, now func() time.Time) *Service {
	s := &Service{now: now}
	s.store, _ = st.(store.Puzzles)
	return s
}

// Store returns the store's puzzles, or a Refusal (NotKept) saying it
// keeps none.
func (s *Service) Store() (store.Puzzles, error) {
	if s.store == nil {
		return nil, refuse.Newf(refuse.NotKept, "this server's store keeps no puzzles")
	}
	return s.store, nil
}

// Add stores the puzzles ps in st (each puzzle whose ID is stored already
// stays as it is) and returns how many were added. The error says when st
// keeps no puzzles.
func Add(ctx context.Context, st store.Store, ps []puzzle.Puzzle) (int, error) {
	pst, ok := st.(store.Puzzles)
	if !ok {
		return 0, errors.New("this store keeps no puzzles")
	}
	return add(ctx, pst, ps)
}

// add stores the puzzles ps in pst, as Add does.
func add(ctx context.Context, pst store.Puzzles, ps []puzzle.Puzzle) (int, error) {
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

// AddBuiltin stores the built-in puzzles, so that a fresh server has
// puzzles in every game that has some; a store that keeps no puzzles is
// left alone.
func (s *Service) AddBuiltin(ctx context.Context) error {
	if s.store == nil {
		return nil
	}
	ps, err := puzzle.Builtin()
	if err != nil {
		return err
	}
	_, err = add(ctx, s.store, ps)
	return err
}

// List is the games with puzzles, and the themes.
type List struct {
	Games  []ListEntry    `json:"games"`
	Themes []puzzle.Theme `json:"themes"`
}

// ListEntry is one game's puzzles: how many, and the player's puzzle
// rating in it (when logged in).
type ListEntry struct {
	Variant string        `json:"variant"`
	Name    string        `json:"name"`
	Puzzles int           `json:"puzzles"`
	Rating  *PlayerRating `json:"rating,omitempty"`
}

// PlayerRating is a player's puzzle rating in a game.
type PlayerRating struct {
	Rating      float64 `json:"rating"`
	Provisional bool    `json:"provisional"`
	Attempts    int     `json:"attempts"`
}

// List returns the games with puzzles, in the table's order, with the
// puzzle ratings of account a (nil: a guest).
func (s *Service) List(ctx context.Context, a *store.Account) (List, error) {
	ps, err := s.Store()
	if err != nil {
		return List{}, err
	}
	out := List{Games: []ListEntry{}, Themes: puzzle.Themes()}
	for _, g := range games.All() {
		ids, err := ps.PuzzleIDs(ctx, g.Key())
		if err != nil {
			return List{}, err
		}
		if len(ids) == 0 {
			continue
		}
		out.Games = append(out.Games, ListEntry{Variant: g.Key(), Name: g.Name(), Puzzles: len(ids), Rating: s.playerRating(ctx, a, g.Key())})
	}
	return out, nil
}

// playerRating returns a's puzzle rating in the game variant, or nil for
// a guest or a player without one.
func (s *Service) playerRating(ctx context.Context, a *store.Account, variant string) *PlayerRating {
	if a == nil {
		return nil
	}
	pr, err := s.store.PuzzleRating(ctx, a.ID, variant)
	if err != nil {
		return nil
	}
	return &PlayerRating{Rating: pr.Rating, Provisional: pr.Deviation > rating.ProvisionalDeviation, Attempts: pr.Games}
}

// State is a puzzle to solve: the position with the solver's legal
// moves, and what is known of the puzzle, but not its solution.
type State struct {
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
	Player *PlayerRating `json:"player,omitempty"`
}

// Load returns the stored puzzle with the given ID, and the puzzle; a
// Refusal (NotFound) when there is none.
func (s *Service) Load(ctx context.Context, id string) (*store.Puzzle, puzzle.Puzzle, error) {
	ps, err := s.Store()
	if err != nil {
		return nil, puzzle.Puzzle{}, err
	}
	row, err := ps.Puzzle(ctx, id)
	if errors.Is(err, store.ErrNoPuzzle) {
		return nil, puzzle.Puzzle{}, refuse.Newf(refuse.NotFound, "no puzzle %q", id)
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

// Get returns the puzzle with the given ID to solve, for account a (nil:
// a guest); day, when not empty, is the UTC day whose daily puzzle it is.
func (s *Service) Get(ctx context.Context, id, day string, a *store.Account) (State, error) {
	row, p, err := s.Load(ctx, id)
	if err != nil {
		return State{}, err
	}
	st, err := s.stateOf(ctx, row, p, a)
	if err != nil {
		return State{}, err
	}
	st.Day = day
	return st, nil
}

// stateOf describes the stored puzzle row (p) for the solver a (nil: a
// guest).
func (s *Service) stateOf(ctx context.Context, row *store.Puzzle, p puzzle.Puzzle, a *store.Account) (State, error) {
	g, game, err := p.Start()
	if err != nil {
		return State{}, err
	}
	st := State{ID: p.ID, Variant: p.Variant, Name: g.Name(), Solver: colorName(game.Turn()), Bottom: colorName(g.Bottom), Moves: p.SolverMoves(), Themes: p.Themes,
		Rating: row.Rating, Plays: row.Plays, Wins: row.Wins, Source: p.Source, Ply: p.Ply, Mistake: p.Mistake}
	if st.Position, err = g.Display.Position(game.Position()); err != nil {
		return st, err
	}
	if st.Legal, err = g.Display.Moves(game.Position()); err != nil {
		return st, err
	}
	st.Player = s.playerRating(ctx, a, p.Variant)
	return st, nil
}

// colorName returns "black" or "red".
func colorName(c checkers.Color) string { return room.ColorName(c) }
