package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kingme/kingme/store"
)

var _ store.Ratings = (*Store)(nil)

// Rating returns a player's rating in a game and speed; see store.Ratings.
func (s *Store) Rating(ctx context.Context, accountID, game, speed string) (*store.PlayerRating, error) {
	r := store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}
	var updated int64
	err := s.reader.QueryRowContext(ctx, "SELECT rating, deviation, volatility, games, updated_ns FROM ratings WHERE account_id = ? AND game = ? AND speed = ?",
		accountID, game, speed).Scan(&r.Rating, &r.Deviation, &r.Volatility, &r.Games, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("rating of %q in %s %s: %w", accountID, game, speed, store.ErrNoRating)
	}
	if err != nil {
		return nil, fmt.Errorf("rating of %q: %w", accountID, classify(err))
	}
	r.Updated = fromNanos(updated)
	return &r, nil
}

// PlayerRatings returns every rating of a player; see store.Ratings.
func (s *Store) PlayerRatings(ctx context.Context, accountID string) ([]store.PlayerRating, error) {
	rows, err := s.reader.QueryContext(ctx, "SELECT game, speed, rating, deviation, volatility, games, updated_ns FROM ratings WHERE account_id = ? ORDER BY game, speed", accountID)
	if err != nil {
		return nil, fmt.Errorf("ratings of %q: %w", accountID, classify(err))
	}
	defer rows.Close()
	var out []store.PlayerRating
	for rows.Next() {
		r := store.PlayerRating{AccountID: accountID}
		var updated int64
		if err := rows.Scan(&r.Game, &r.Speed, &r.Rating, &r.Deviation, &r.Volatility, &r.Games, &updated); err != nil {
			return nil, fmt.Errorf("ratings of %q: %w", accountID, classify(err))
		}
		r.Updated = fromNanos(updated)
		out = append(out, r)
	}
	return out, rows.Err()
}

// RateGame stores a rated game's changes; see store.Ratings.
func (s *Store) RateGame(ctx context.Context, changes []store.RatingChange) error {
	if len(changes) == 0 {
		return errors.New("rate game: no changes given")
	}
	id := changes[0].GameID
	return s.write(ctx, "rate game "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		var rated int
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM rating_changes WHERE game_id = ?", id).Scan(&rated); err != nil {
			return err
		}
		if rated > 0 {
			return fmt.Errorf("rate game %q: %w", id, store.ErrRated)
		}
		for _, c := range changes {
			if c.GameID != id {
				return fmt.Errorf("rate game %q: a change of game %q among its changes", id, c.GameID)
			}
			b, a := c.Before, c.After
			if a.Games != b.Games+1 || a.AccountID != b.AccountID || a.Game != b.Game || a.Speed != b.Speed {
				return fmt.Errorf("rate game %q: the change of %q is not one game's of one rating", id, a.AccountID)
			}
			var res sql.Result
			var err error
			if b.Games == 0 {
				res, err = tx.ExecContext(ctx, `INSERT INTO ratings (account_id, game, speed, rating, deviation, volatility, games, updated_ns)
VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, a.AccountID, a.Game, a.Speed, a.Rating, a.Deviation, a.Volatility, a.Games, nanos(c.At))
			} else {
				res, err = tx.ExecContext(ctx, `UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ?, updated_ns = ?
WHERE account_id = ? AND game = ? AND speed = ? AND games = ?`, a.Rating, a.Deviation, a.Volatility, a.Games, nanos(c.At), a.AccountID, a.Game, a.Speed, b.Games)
			}
			if err != nil {
				return err
			}
			if err := changed(res, fmt.Errorf("rate game %q: the rating of %q changed meanwhile: %w", id, a.AccountID, store.ErrConflict)); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO rating_changes (game_id, account_id, game, speed,
before_rating, before_deviation, before_volatility, before_games, after_rating, after_deviation, after_volatility, at_ns)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, a.AccountID, a.Game, a.Speed, b.Rating, b.Deviation, b.Volatility, b.Games,
				a.Rating, a.Deviation, a.Volatility, nanos(c.At)); err != nil {
				return err
			}
		}
		return nil
	})
}

// GameRatingChanges returns the changes a game made; see store.Ratings.
func (s *Store) GameRatingChanges(ctx context.Context, gameID string) ([]store.RatingChange, error) {
	rows, err := s.reader.QueryContext(ctx, `SELECT account_id, game, speed, before_rating, before_deviation, before_volatility, before_games,
after_rating, after_deviation, after_volatility, at_ns FROM rating_changes WHERE game_id = ? ORDER BY account_id`, gameID)
	if err != nil {
		return nil, fmt.Errorf("rating changes of game %q: %w", gameID, classify(err))
	}
	defer rows.Close()
	var out []store.RatingChange
	for rows.Next() {
		c := store.RatingChange{GameID: gameID}
		var at int64
		if err := rows.Scan(&c.Before.AccountID, &c.Before.Game, &c.Before.Speed, &c.Before.Rating, &c.Before.Deviation, &c.Before.Volatility, &c.Before.Games,
			&c.After.Rating, &c.After.Deviation, &c.After.Volatility, &at); err != nil {
			return nil, fmt.Errorf("rating changes of game %q: %w", gameID, classify(err))
		}
		c.At = fromNanos(at)
		c.After.AccountID, c.After.Game, c.After.Speed = c.Before.AccountID, c.Before.Game, c.Before.Speed
		c.After.Games, c.After.Updated = c.Before.Games+1, c.At
		out = append(out, c)
	}
	return out, rows.Err()
}

// RatingHistory returns a player's rating changes; see store.Ratings.
func (s *Store) RatingHistory(ctx context.Context, accountID, game, speed string, limit int) ([]store.RatingChange, error) {
	q := `SELECT game_id, before_rating, before_deviation, before_volatility, before_games, after_rating, after_deviation, after_volatility, at_ns
FROM rating_changes WHERE account_id = ? AND game = ? AND speed = ? ORDER BY at_ns DESC, game_id DESC`
	args := []any{accountID, game, speed}
	if limit > 0 {
		q += " LIMIT ?"
		args = append(args, limit)
	}
	rows, err := s.reader.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("rating history of %q: %w", accountID, classify(err))
	}
	defer rows.Close()
	var out []store.RatingChange
	for rows.Next() {
		c := store.RatingChange{Before: store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}, After: store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}}
		var at int64
		if err := rows.Scan(&c.GameID, &c.Before.Rating, &c.Before.Deviation, &c.Before.Volatility, &c.Before.Games,
			&c.After.Rating, &c.After.Deviation, &c.After.Volatility, &at); err != nil {
			return nil, fmt.Errorf("rating history of %q: %w", accountID, classify(err))
		}
		c.At = fromNanos(at)
		c.After.Games = c.Before.Games + 1
		c.After.Updated = c.At
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}
