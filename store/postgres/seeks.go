package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

var _ store.Seeks = (*Store)(nil)

const seekColumns = `id, account_id, owner_hash, name, variant, initial_ns, increment_ns, days_per_move, rated, color,
	min_rating, max_rating, rating, created, expires, game_id`

// CreateSeek stores a new open seek; see store.Seeks.
func (s *Store) CreateSeek(ctx context.Context, k *store.Seek) error {
	what := "create seek " + quote(k.ID)
	if k.ID == "" || !storableID(k.ID) || !storableID(k.AccountID) || !storableID(k.OwnerHash) || !storableID(k.Variant) || !storableID(k.Color) {
		return fmt.Errorf("%s: an ID, account, owner, variant or colour a store cannot keep", what)
	}
	tag, err := s.pool.Exec(ctx, "INSERT INTO seeks ("+seekColumns+") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, '') ON CONFLICT (id) DO NOTHING",
		k.ID, k.AccountID, k.OwnerHash, []byte(k.Name), k.Variant, int64(k.Initial), int64(k.Increment), k.DaysPerMove, k.Rated, k.Color,
		k.MinRating, k.MaxRating, k.Rating, k.Created, k.Expires)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrExists)
	}
	return nil
}

// scanSeek reads one row of seekColumns.
func scanSeek(row scanner) (store.Seek, error) {
	var k store.Seek
	var name []byte
	var initial, increment int64
	err := row.Scan(&k.ID, &k.AccountID, &k.OwnerHash, &name, &k.Variant, &initial, &increment, &k.DaysPerMove, &k.Rated, &k.Color,
		&k.MinRating, &k.MaxRating, &k.Rating, &k.Created, &k.Expires, &k.GameID)
	k.Name = string(name)
	k.Initial, k.Increment = time.Duration(initial), time.Duration(increment)
	k.Created, k.Expires = k.Created.UTC(), k.Expires.UTC()
	return k, err
}

// Seek returns one seek; see store.Seeks.
func (s *Store) Seek(ctx context.Context, id string) (*store.Seek, error) {
	what := "seek " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	k, err := scanSeek(s.pool.QueryRow(ctx, "SELECT "+seekColumns+" FROM seeks WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return &k, nil
}

// OpenSeeks returns the open seeks; see store.Seeks.
func (s *Store) OpenSeeks(ctx context.Context, now time.Time) ([]store.Seek, error) {
	rows, err := s.pool.Query(ctx, "SELECT "+seekColumns+" FROM seeks WHERE game_id = '' AND expires > $1 ORDER BY created, id", now)
	if err != nil {
		return nil, fmt.Errorf("open seeks: %w", err)
	}
	defer rows.Close()
	var out []store.Seek
	for rows.Next() {
		k, err := scanSeek(rows)
		if err != nil {
			return nil, fmt.Errorf("open seeks: %w", err)
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

// AcceptSeek marks an open seek accepted, in one statement; see
// store.Seeks.
func (s *Store) AcceptSeek(ctx context.Context, id, gameID string, now time.Time) (*store.Seek, error) {
	what := "accept seek " + quote(id)
	if !storableID(id) || !storableID(gameID) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	k, err := scanSeek(s.pool.QueryRow(ctx, "UPDATE seeks SET game_id = $1 WHERE id = $2 AND game_id = '' AND expires > $3 RETURNING "+seekColumns, gameID, id, now))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return &k, nil
}

// TouchSeek pushes an open seek's expiry back; see store.Seeks.
func (s *Store) TouchSeek(ctx context.Context, id string, now, expires time.Time) error {
	what := "touch seek " + quote(id)
	if !storableID(id) {
		return fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	tag, err := s.pool.Exec(ctx, "UPDATE seeks SET expires = $1 WHERE id = $2 AND game_id = '' AND expires > $3", expires, id, now)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", what, store.ErrSeekGone)
	}
	return nil
}

// DeleteSeek withdraws a seek; see store.Seeks.
func (s *Store) DeleteSeek(ctx context.Context, id, ownerHash string) error {
	what := "withdraw seek " + quote(id)
	if !storableID(id) {
		return nil
	}
	tag, err := s.pool.Exec(ctx, "DELETE FROM seeks WHERE id = $1 AND owner_hash = $2", id, ownerHash)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if tag.RowsAffected() == 0 {
		var exists bool
		if err := s.pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM seeks WHERE id = $1)", id).Scan(&exists); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if exists {
			return fmt.Errorf("%s: another player's: %w", what, store.ErrSeekGone)
		}
	}
	return nil
}
