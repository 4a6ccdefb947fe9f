package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

var _ store.Puzzles = (*Store)(nil)

// themesText is the themes column's text: the themes between spaces.
func themesText(themes []string) string { return " " + strings.Join(themes, " ") + " " }

// puzzleColumns are the columns scanPuzzle reads, in its order.
const puzzleColumns = "id, variant, themes, data, rating, deviation, volatility, rated, plays, wins"

// scanPuzzle reads a row of puzzleColumns.
func scanPuzzle(row pgx.Row) (store.Puzzle, error) {
	var p store.Puzzle
	var themes string
	err := row.Scan(&p.ID, &p.Variant, &themes, &p.Data, &p.Rating, &p.Deviation, &p.Volatility, &p.Rated, &p.Plays, &p.Wins)
	p.Themes = strings.Fields(themes)
	return p, err
}

// AddPuzzles stores puzzles; see store.Puzzles.
func (s *Store) AddPuzzles(ctx context.Context, ps []store.Puzzle) (int, error) {
	added := 0
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		added = 0
		for _, p := range ps {
			if p.ID == "" || p.Variant == "" || !storableID(p.ID) || !storableID(p.Variant) || !storableID(strings.Join(p.Themes, " ")) {
				return fmt.Errorf("a puzzle with an id, game or themes a store cannot keep (id %q, game %q)", p.ID, p.Variant)
			}
			tag, err := tx.Exec(ctx, `INSERT INTO puzzles (id, variant, themes, data, rating, deviation, volatility, rated, plays, wins)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`, p.ID, p.Variant, themesText(p.Themes), p.Data, p.Rating, p.Deviation, p.Volatility, p.Rated, p.Plays, p.Wins)
			if err != nil {
				return err
			}
			added += int(tag.RowsAffected())
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("add %d puzzles: %w", len(ps), err)
	}
	return added, nil
}

// Puzzle returns a puzzle; see store.Puzzles.
func (s *Store) Puzzle(ctx context.Context, id string) (*store.Puzzle, error) {
	if !storableID(id) {
		return nil, fmt.Errorf("puzzle %s: %w", quote(id), store.ErrNoPuzzle)
	}
	p, err := scanPuzzle(s.pool.QueryRow(ctx, "SELECT "+puzzleColumns+" FROM puzzles WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("puzzle %s: %w", quote(id), store.ErrNoPuzzle)
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", quote(id), err)
	}
	return &p, nil
}

// FindPuzzles selects puzzles; see store.Puzzles.
func (s *Store) FindPuzzles(ctx context.Context, q store.PuzzleQuery) ([]store.Puzzle, error) {
	if !storableID(q.Variant) || !storableID(q.Theme) || !storableID(q.Account) {
		return nil, nil
	}
	exclude := make([]string, 0, len(q.Exclude))
	for _, id := range q.Exclude {
		if storableID(id) {
			exclude = append(exclude, id)
		}
	}
	query := "SELECT " + puzzleColumns + " FROM puzzles WHERE variant = $1 AND NOT (id = ANY($2))"
	args := []any{q.Variant, exclude}
	if q.Theme != "" {
		args = append(args, "% "+q.Theme+" %")
		query += fmt.Sprintf(" AND themes LIKE $%d", len(args))
	}
	if q.Account != "" {
		args = append(args, q.Account)
		query += fmt.Sprintf(" AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.account_id = $%d AND a.puzzle_id = puzzles.id)", len(args))
	}
	args = append(args, q.Near, max(q.Limit, 1))
	query += fmt.Sprintf(" ORDER BY abs(rating - $%d), id LIMIT $%d", len(args)-1, len(args))
	rows, err := s.pool.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("find %s puzzles: %w", q.Variant, err)
	}
	defer rows.Close()
	var out []store.Puzzle
	for rows.Next() {
		p, err := scanPuzzle(rows)
		if err != nil {
			return nil, fmt.Errorf("find %s puzzles: %w", q.Variant, err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// PuzzleIDs returns a game's puzzles' IDs; see store.Puzzles.
func (s *Store) PuzzleIDs(ctx context.Context, variant string) ([]string, error) {
	if !storableID(variant) {
		return nil, nil
	}
	rows, err := s.pool.Query(ctx, "SELECT id FROM puzzles WHERE variant = $1 ORDER BY id", variant)
	if err != nil {
		return nil, fmt.Errorf("%s puzzles: %w", variant, err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("%s puzzles: %w", variant, err)
	}
	return ids, nil
}

// Attempted reports whether an account attempted a puzzle; see
// store.Puzzles.
func (s *Store) Attempted(ctx context.Context, accountID, puzzleID string) (bool, error) {
	if !storableID(accountID) || !storableID(puzzleID) {
		return false, nil
	}
	var yes bool
	err := s.pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE account_id = $1 AND puzzle_id = $2)", accountID, puzzleID).Scan(&yes)
	if err != nil {
		return false, fmt.Errorf("attempts of %s at puzzle %s: %w", quote(accountID), quote(puzzleID), err)
	}
	return yes, nil
}

// PuzzleRating returns an account's puzzle rating; see store.Puzzles.
func (s *Store) PuzzleRating(ctx context.Context, accountID, game string) (*store.PlayerRating, error) {
	what := fmt.Sprintf("puzzle rating of %s in %s", quote(accountID), game)
	if !storableID(accountID) || !storableID(game) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoRating)
	}
	r := store.PlayerRating{AccountID: accountID, Game: game, Speed: store.PuzzleSpeed}
	err := s.pool.QueryRow(ctx, "SELECT rating, deviation, volatility, games, updated FROM puzzle_ratings WHERE account_id = $1 AND game = $2",
		accountID, game).Scan(&r.Rating, &r.Deviation, &r.Volatility, &r.Games, &r.Updated)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoRating)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	r.Updated = r.Updated.UTC()
	return &r, nil
}

// RecordAttempt stores an attempt; see store.Puzzles.
func (s *Store) RecordAttempt(ctx context.Context, a store.PuzzleAttempt) error {
	what := fmt.Sprintf("attempt of %s at puzzle %s", quote(a.AccountID), quote(a.PuzzleID))
	if err := store.CheckAttempt(a); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if !storableID(a.PuzzleID) {
		return fmt.Errorf("%s: %w", what, store.ErrNoPuzzle)
	}
	if !storableID(a.AccountID) {
		return fmt.Errorf("%s: an account a store cannot keep", what)
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		wins := 0
		if a.Solved {
			wins = 1
		}
		tag, err := tx.Exec(ctx, "UPDATE puzzles SET plays = plays + 1, wins = wins + $1 WHERE id = $2", wins, a.PuzzleID)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("%s: %w", what, store.ErrNoPuzzle)
		}
		if a.Rated {
			// The lock on the player's key makes two attempts of one
			// player at one puzzle wait for each other; the second then
			// finds the first.
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", "puzzle:"+a.AccountID+":"+a.PuzzleID); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
			var before bool
			if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE account_id = $1 AND puzzle_id = $2)", a.AccountID, a.PuzzleID).Scan(&before); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
			if before {
				return fmt.Errorf("%s: %w", what, store.ErrRated)
			}
			pa, pb := a.PuzzleAfter, a.PuzzleBefore
			tag, err := tx.Exec(ctx, "UPDATE puzzles SET rating = $1, deviation = $2, volatility = $3, rated = $4 WHERE id = $5 AND rated = $6",
				pa.Rating, pa.Deviation, pa.Volatility, pa.Rated, a.PuzzleID, pb.Rated)
			if err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
			if tag.RowsAffected() == 0 {
				return fmt.Errorf("%s: the puzzle's rating changed meanwhile: %w", what, store.ErrConflict)
			}
			b, af := a.Player.Before, a.Player.After
			if b.Games == 0 {
				tag, err = tx.Exec(ctx, `INSERT INTO puzzle_ratings (account_id, game, rating, deviation, volatility, games, updated)
VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`, af.AccountID, af.Game, af.Rating, af.Deviation, af.Volatility, af.Games, a.At)
			} else {
				tag, err = tx.Exec(ctx, `UPDATE puzzle_ratings SET rating = $1, deviation = $2, volatility = $3, games = $4, updated = $5
WHERE account_id = $6 AND game = $7 AND games = $8`, af.Rating, af.Deviation, af.Volatility, af.Games, a.At, af.AccountID, af.Game, b.Games)
			}
			if err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
			if tag.RowsAffected() == 0 {
				return fmt.Errorf("%s: the player's puzzle rating changed meanwhile: %w", what, store.ErrConflict)
			}
		}
		if _, err := tx.Exec(ctx, "INSERT INTO puzzle_attempts (puzzle_id, account_id, solved, rated, at) VALUES ($1, $2, $3, $4, $5)",
			a.PuzzleID, a.AccountID, a.Solved, a.Rated, a.At); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	})
}
