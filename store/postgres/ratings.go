package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

var _ store.Ratings = (*Store)(nil)

// Rating returns a player's rating in a game and speed; see store.Ratings.
func (s *Store) Rating(ctx context.Context, accountID, game, speed string) (*store.PlayerRating, error) {
	what := fmt.Sprintf("rating of %s in %s %s", quote(accountID), game, speed)
	if !storableID(accountID) || !storableID(game) || !storableID(speed) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoRating)
	}
	r := store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}
	err := s.pool.QueryRow(ctx, "SELECT rating, deviation, volatility, games, updated FROM ratings WHERE account_id = $1 AND game = $2 AND speed = $3",
		accountID, game, speed).Scan(&r.Rating, &r.Deviation, &r.Volatility, &r.Games, &r.Updated)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNoRating)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	r.Updated = r.Updated.UTC()
	return &r, nil
}

// PlayerRatings returns every rating of a player; see store.Ratings.
func (s *Store) PlayerRatings(ctx context.Context, accountID string) ([]store.PlayerRating, error) {
	if !storableID(accountID) {
		return nil, nil
	}
	rows, err := s.pool.Query(ctx, "SELECT game, speed, rating, deviation, volatility, games, updated FROM ratings WHERE account_id = $1 ORDER BY game, speed", accountID)
	if err != nil {
		return nil, fmt.Errorf("ratings of %s: %w", quote(accountID), err)
	}
	defer rows.Close()
	var out []store.PlayerRating
	for rows.Next() {
		r := store.PlayerRating{AccountID: accountID}
		if err := rows.Scan(&r.Game, &r.Speed, &r.Rating, &r.Deviation, &r.Volatility, &r.Games, &r.Updated); err != nil {
			return nil, fmt.Errorf("ratings of %s: %w", quote(accountID), err)
		}
		r.Updated = r.Updated.UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}

// RateGame stores a rated game's changes in one transaction; see
// store.Ratings.
func (s *Store) RateGame(ctx context.Context, changes []store.RatingChange) error {
	if len(changes) == 0 {
		return errors.New("rate game: no changes given")
	}
	id := changes[0].GameID
	what := "rate game " + quote(id)
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var rated bool
		// The lock on the game's key makes two servers rating one game
		// wait for each other; the second then finds it rated.
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", "rate:"+id); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM rating_changes WHERE game_id = $1)", id).Scan(&rated); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if rated {
			return fmt.Errorf("%s: %w", what, store.ErrRated)
		}
		for _, c := range changes {
			b, a := c.Before, c.After
			if c.GameID != id || a.Games != b.Games+1 || a.AccountID != b.AccountID || a.Game != b.Game || a.Speed != b.Speed {
				return fmt.Errorf("%s: the change of %s is not one game's of one rating", what, quote(a.AccountID))
			}
			var n int64
			if b.Games == 0 {
				tag, err := tx.Exec(ctx, `INSERT INTO ratings (account_id, game, speed, rating, deviation, volatility, games, updated)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`, a.AccountID, a.Game, a.Speed, a.Rating, a.Deviation, a.Volatility, a.Games, c.At)
				if err != nil {
					return fmt.Errorf("%s: %w", what, err)
				}
				n = tag.RowsAffected()
			} else {
				tag, err := tx.Exec(ctx, `UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = $4, updated = $5
WHERE account_id = $6 AND game = $7 AND speed = $8 AND games = $9`, a.Rating, a.Deviation, a.Volatility, a.Games, c.At, a.AccountID, a.Game, a.Speed, b.Games)
				if err != nil {
					return fmt.Errorf("%s: %w", what, err)
				}
				n = tag.RowsAffected()
			}
			if n == 0 {
				return fmt.Errorf("%s: the rating of %s changed meanwhile: %w", what, quote(a.AccountID), store.ErrConflict)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO rating_changes (game_id, account_id, game, speed,
before_rating, before_deviation, before_volatility, before_games, after_rating, after_deviation, after_volatility, at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, id, a.AccountID, a.Game, a.Speed, b.Rating, b.Deviation, b.Volatility, b.Games,
				a.Rating, a.Deviation, a.Volatility, c.At); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
		}
		return nil
	})
}

// GameRatingChanges returns the changes a game made; see store.Ratings.
func (s *Store) GameRatingChanges(ctx context.Context, gameID string) ([]store.RatingChange, error) {
	if !storableID(gameID) {
		return nil, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT account_id, game, speed, before_rating, before_deviation, before_volatility, before_games,
after_rating, after_deviation, after_volatility, at FROM rating_changes WHERE game_id = $1 ORDER BY account_id`, gameID)
	if err != nil {
		return nil, fmt.Errorf("rating changes of game %s: %w", quote(gameID), err)
	}
	defer rows.Close()
	var out []store.RatingChange
	for rows.Next() {
		c := store.RatingChange{GameID: gameID}
		if err := rows.Scan(&c.Before.AccountID, &c.Before.Game, &c.Before.Speed, &c.Before.Rating, &c.Before.Deviation, &c.Before.Volatility, &c.Before.Games,
			&c.After.Rating, &c.After.Deviation, &c.After.Volatility, &c.At); err != nil {
			return nil, fmt.Errorf("rating changes of game %s: %w", quote(gameID), err)
		}
		c.At = c.At.UTC()
		c.After.AccountID, c.After.Game, c.After.Speed = c.Before.AccountID, c.Before.Game, c.Before.Speed
		c.After.Games, c.After.Updated = c.Before.Games+1, c.At
		out = append(out, c)
	}
	return out, rows.Err()
}

// RatingHistory returns a player's rating changes; see store.Ratings.
func (s *Store) RatingHistory(ctx context.Context, accountID, game, speed string, limit int) ([]store.RatingChange, error) {
	if !storableID(accountID) || !storableID(game) || !storableID(speed) {
		return nil, nil
	}
	q := `SELECT game_id, before_rating, before_deviation, before_volatility, before_games, after_rating, after_deviation, after_volatility, at
FROM rating_changes WHERE account_id = $1 AND game = $2 AND speed = $3 ORDER BY at DESC, game_id DESC`
	args := []any{accountID, game, speed}
	if limit > 0 {
		q += " LIMIT $4"
		args = append(args, limit)
	}
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("rating history of %s: %w", quote(accountID), err)
	}
	defer rows.Close()
	var out []store.RatingChange
	for rows.Next() {
		c := store.RatingChange{Before: store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}, After: store.PlayerRating{AccountID: accountID, Game: game, Speed: speed}}
		if err := rows.Scan(&c.GameID, &c.Before.Rating, &c.Before.Deviation, &c.Before.Volatility, &c.Before.Games,
			&c.After.Rating, &c.After.Deviation, &c.After.Volatility, &c.At); err != nil {
			return nil, fmt.Errorf("rating history of %s: %w", quote(accountID), err)
		}
		c.At = c.At.UTC()
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
