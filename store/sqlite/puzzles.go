package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kingme/kingme/store"
)

var _ store.Puzzles = (*Store)(nil)

// themesText is the themes column's text: the themes between spaces.
func themesText(themes []string) string { return " " + strings.Join(themes, " ") + " " }

// puzzleColumns are the columns scanPuzzle reads, in its order.
const puzzleColumns = "id, variant, themes, data, rating, deviation, volatility, rated, plays, wins"

// scanPuzzle reads a row of puzzleColumns.
func scanPuzzle(row interface{ Scan(...any) error }) (store.Puzzle, error) {
	var p store.Puzzle
	var themes string
	err := row.Scan(&p.ID, &p.Variant, &themes, &p.Data, &p.Rating, &p.Deviation, &p.Volatility, &p.Rated, &p.Plays, &p.Wins)
	p.Themes = strings.Fields(themes)
	return p, err
}

// AddPuzzles stores puzzles; see store.Puzzles.
func (s *Store) AddPuzzles(ctx context.Context, ps []store.Puzzle) (int, error) {
	added := 0
	err := s.write(ctx, fmt.Sprintf("add %d puzzles", len(ps)), func(ctx context.Context, tx *sql.Tx) error {
		added = 0
		for _, p := range ps {
			if p.ID == "" || p.Variant == "" {
				return fmt.Errorf("a puzzle without an id or a game (id %q, game %q)", p.ID, p.Variant)
			}
			res, err := tx.ExecContext(ctx, `INSERT INTO puzzles (id, variant, themes, data, rating, deviation, volatility, rated, plays, wins)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, p.ID, p.Variant, themesText(p.Themes), p.Data, p.Rating, p.Deviation, p.Volatility, p.Rated, p.Plays, p.Wins)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			added += int(n)
		}
		return nil
	})
	return added, err
}

// Puzzle returns a puzzle; see store.Puzzles.
func (s *Store) Puzzle(ctx context.Context, id string) (*store.Puzzle, error) {
	p, err := scanPuzzle(s.reader.QueryRowContext(ctx, "SELECT "+puzzleColumns+" FROM puzzles WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("puzzle %q: %w", id, store.ErrNoPuzzle)
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle %q: %w", id, classify(err))
	}
	return &p, nil
}

// FindPuzzles selects puzzles; see store.Puzzles.
func (s *Store) FindPuzzles(ctx context.Context, q store.PuzzleQuery) ([]store.Puzzle, error) {
	query := "SELECT " + puzzleColumns + " FROM puzzles WHERE variant = ?"
	args := []any{q.Variant}
	if q.Theme != "" {
		query += " AND themes LIKE ?"
		args = append(args, "% "+q.Theme+" %")
	}
	if q.Account != "" {
		query += " AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.account_id = ? AND a.puzzle_id = puzzles.id)"
		args = append(args, q.Account)
	}
	if len(q.Exclude) > 0 {
		query += " AND id NOT IN (?" + strings.Repeat(", ?", len(q.Exclude)-1) + ")"
		for _, id := range q.Exclude {
			args = append(args, id)
		}
	}
	limit := max(q.Limit, 1)
	query += " ORDER BY abs(rating - ?), id LIMIT ?"
	args = append(args, q.Near, limit)
	rows, err := s.reader.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("find %s puzzles: %w", q.Variant, classify(err))
	}
	defer rows.Close()
	var out []store.Puzzle
	for rows.Next() {
		p, err := scanPuzzle(rows)
		if err != nil {
			return nil, fmt.Errorf("find %s puzzles: %w", q.Variant, classify(err))
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// PuzzleIDs returns a game's puzzles' IDs; see store.Puzzles.
func (s *Store) PuzzleIDs(ctx context.Context, variant string) ([]string, error) {
	rows, err := s.reader.QueryContext(ctx, "SELECT id FROM puzzles WHERE variant = ? ORDER BY id", variant)
	if err != nil {
		return nil, fmt.Errorf("%s puzzles: %w", variant, classify(err))
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("%s puzzles: %w", variant, classify(err))
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// Attempted reports whether an account attempted a puzzle; see
// store.Puzzles.
func (s *Store) Attempted(ctx context.Context, accountID, puzzleID string) (bool, error) {
	var n int
	err := s.reader.QueryRowContext(ctx, "SELECT count(*) FROM puzzle_attempts WHERE account_id = ? AND puzzle_id = ?", accountID, puzzleID).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("attempts of %q at puzzle %q: %w", accountID, puzzleID, classify(err))
	}
	return n > 0, nil
}

// PuzzleRating returns an account's puzzle rating; see store.Puzzles.
func (s *Store) PuzzleRating(ctx context.Context, accountID, game string) (*store.PlayerRating, error) {
	r := store.PlayerRating{AccountID: accountID, Game: game, Speed: store.PuzzleSpeed}
	var updated int64
	err := s.reader.QueryRowContext(ctx, "SELECT rating, deviation, volatility, games, updated_ns FROM puzzle_ratings WHERE account_id = ? AND game = ?",
		accountID, game).Scan(&r.Rating, &r.Deviation, &r.Volatility, &r.Games, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("puzzle rating of %q in %s: %w", accountID, game, store.ErrNoRating)
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle rating of %q: %w", accountID, classify(err))
	}
	r.Updated = fromNanos(updated)
	return &r, nil
}

// RecordAttempt stores an attempt; see store.Puzzles.
func (s *Store) RecordAttempt(ctx context.Context, a store.PuzzleAttempt) error {
	what := fmt.Sprintf("attempt of %q at puzzle %q", a.AccountID, a.PuzzleID)
	if err := store.CheckAttempt(a); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return s.write(ctx, what, func(ctx context.Context, tx *sql.Tx) error {
		wins := 0
		if a.Solved {
			wins = 1
		}
		res, err := tx.ExecContext(ctx, "UPDATE puzzles SET plays = plays + 1, wins = wins + ? WHERE id = ?", wins, a.PuzzleID)
		if err != nil {
			return err
		}
		if err := changed(res, fmt.Errorf("%s: %w", what, store.ErrNoPuzzle)); err != nil {
			return err
		}
		if a.Rated {
			var n int
			if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM puzzle_attempts WHERE account_id = ? AND puzzle_id = ?", a.AccountID, a.PuzzleID).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return fmt.Errorf("%s: %w", what, store.ErrRated)
			}
			pa, pb := a.PuzzleAfter, a.PuzzleBefore
			res, err := tx.ExecContext(ctx, "UPDATE puzzles SET rating = ?, deviation = ?, volatility = ?, rated = ? WHERE id = ? AND rated = ?",
				pa.Rating, pa.Deviation, pa.Volatility, pa.Rated, a.PuzzleID, pb.Rated)
			if err != nil {
				return err
			}
			if err := changed(res, fmt.Errorf("%s: the puzzle's rating changed meanwhile: %w", what, store.ErrConflict)); err != nil {
				return err
			}
			b, af := a.Player.Before, a.Player.After
			if b.Games == 0 {
				res, err = tx.ExecContext(ctx, `INSERT INTO puzzle_ratings (account_id, game, rating, deviation, volatility, games, updated_ns)
VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, af.AccountID, af.Game, af.Rating, af.Deviation, af.Volatility, af.Games, nanos(a.At))
			} else {
				res, err = tx.ExecContext(ctx, `UPDATE puzzle_ratings SET rating = ?, deviation = ?, volatility = ?, games = ?, updated_ns = ?
WHERE account_id = ? AND game = ? AND games = ?`, af.Rating, af.Deviation, af.Volatility, af.Games, nanos(a.At), af.AccountID, af.Game, b.Games)
			}
			if err != nil {
				return err
			}
			if err := changed(res, fmt.Errorf("%s: the player's puzzle rating changed meanwhile: %w", what, store.ErrConflict)); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO puzzle_attempts (puzzle_id, account_id, solved, rated, at_ns) VALUES (?, ?, ?, ?, ?)",
			a.PuzzleID, a.AccountID, a.Solved, a.Rated, nanos(a.At))
		return err
	})
}
