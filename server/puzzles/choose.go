package puzzles

import (
	"context"
	"hash/fnv"
	"slices"
	"strings"
	"time"

	"github.com/kingme/kingme/games"
	"github.com/kingme/kingme/puzzle"
	"github.com/kingme/kingme/rating"
	"github.com/kingme/kingme/server/refuse"
	"github.com/kingme/kingme/store"
)

// MaxExclude is the most puzzles a next-puzzle request may leave out.
const MaxExclude = 100

// gameOf returns the game name names, which is required.
func gameOf(name string) (*games.Game, error) {
	if name == "" {
		return nil, refuse.Newf(refuse.Invalid, "variant: give the game, one of %s", strings.Join(games.Keys(), ", "))
	}
	g, err := games.Lookup(name)
	if err != nil {
		return nil, refuse.Newf(refuse.Invalid, "%v", err)
	}
	return g, nil
}

// Query returns what a request for the next puzzle asks, checked in
// this order: the store keeps puzzles, the game variant is named and
// known, the theme (when named) is one of the themes, exclude (IDs
// separated by commas) names at most MaxExclude puzzles.
func (s *Service) Query(variant, theme, exclude string) (store.PuzzleQuery, error) {
	if _, err := s.Store(); err != nil {
		return store.PuzzleQuery{}, err
	}
	g, err := gameOf(variant)
	if err != nil {
		return store.PuzzleQuery{}, err
	}
	q := store.PuzzleQuery{Variant: g.Key(), Theme: theme, Near: rating.Initial}
	if q.Theme != "" && !slices.Contains(puzzle.ThemeNames(), q.Theme) {
		return store.PuzzleQuery{}, refuse.Newf(refuse.Invalid, "theme %q: want one of %s", q.Theme, strings.Join(puzzle.ThemeNames(), ", "))
	}
	if exclude != "" {
		q.Exclude = strings.Split(exclude, ",")
		if len(q.Exclude) > MaxExclude {
			return store.PuzzleQuery{}, refuse.Newf(refuse.Invalid, "exclude: %d puzzles; at most %d", len(q.Exclude), MaxExclude)
		}
	}
	return q, nil
}

// Next returns the next puzzle that q (from Query) asks for account a
// (nil: a guest): the nearest to the player's puzzle rating in the game
// (a new player's for a guest or a player without one) and, for an
// account, one it has not attempted while there is one.
func (s *Service) Next(ctx context.Context, q store.PuzzleQuery, a *store.Account) (State, error) {
	ps, err := s.Store()
	if err != nil {
		return State{}, err
	}
	g, err := gameOf(q.Variant)
	if err != nil {
		return State{}, err
	}
	if a != nil {
		q.Account = a.ID
		if pr, err := ps.PuzzleRating(ctx, a.ID, g.Key()); err == nil {
			q.Near = pr.Rating
		}
	}
	found, err := ps.FindPuzzles(ctx, q)
	if err == nil && len(found) == 0 && q.Account != "" {
		// Every puzzle attempted: offer them again, nearest first.
		q.Account = ""
		found, err = ps.FindPuzzles(ctx, q)
	}
	if err != nil {
		return State{}, err
	}
	if len(found) == 0 {
		what := g.Name()
		if q.Theme != "" {
			what += " " + q.Theme
		}
		return State{}, refuse.Newf(refuse.NotFound, "no %s puzzle left to offer", what)
	}
	return s.Get(ctx, found[0].ID, "", a)
}

// Daily returns the ID of today's puzzle of the game variant, and the UTC
// day ("2026-11-27"): the same for everyone on that day.
func (s *Service) Daily(ctx context.Context, variant string) (id, day string, err error) {
	ps, err := s.Store()
	if err != nil {
		return "", "", err
	}
	g, err := gameOf(variant)
	if err != nil {
		return "", "", err
	}
	ids, err := ps.PuzzleIDs(ctx, g.Key())
	if err != nil {
		return "", "", err
	}
	if len(ids) == 0 {
		return "", "", refuse.Newf(refuse.NotFound, "no %s puzzles on this server", g.Name())
	}
	day = s.now().UTC().Format(time.DateOnly)
	return ids[dailyIndex(g.Key(), day, len(ids))], day, nil
}

// dailyIndex returns which of n puzzles (by ID) is the daily puzzle of
// game key on day ("2026-11-27"): the same for everyone on that UTC day.
func dailyIndex(key, day string, n int) int {
	h := fnv.New64a()
	h.Write([]byte(key + "\n" + day))
	return int(h.Sum64() % uint64(n))
}
