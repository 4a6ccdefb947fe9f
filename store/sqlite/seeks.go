package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/store"
)

var _ store.Seeks = (*Store)(nil)

const seekColumns = `id, account_id, owner_hash, name, variant, initial_ns, increment_ns, days_per_move, rated, color,
	min_rating, max_rating, rating, created_ns, expires_ns, game_id`

// CreateSeek stores a new open seek; see store.Seeks.
func (s *Store) CreateSeek(ctx context.Context, k *store.Seek) error {
	if k.ID == "" {
		return errors.New("create seek: the seek has no ID")
	}
	return s.write(ctx, "create seek "+quote(k.ID), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "INSERT INTO seeks ("+seekColumns+") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '') ON CONFLICT (id) DO NOTHING",
			k.ID, k.AccountID, k.OwnerHash, k.Name, k.Variant, int64(k.Initial), int64(k.Increment), k.DaysPerMove, k.Rated, k.Color,
			k.MinRating, k.MaxRating, k.Rating, nanos(k.Created), nanos(k.Expires))
		if err != nil {
			return err
		}
		return changed(res, fmt.Errorf("create seek %q: %w", k.ID, store.ErrExists))
	})
}

// scanSeek reads one row of seekColumns.
func scanSeek(row scanner) (store.Seek, error) {
	var k store.Seek
	var initial, increment, created, expires int64
	err := row.Scan(&k.ID, &k.AccountID, &k.OwnerHash, &k.Name, &k.Variant, &initial, &increment, &k.DaysPerMove, &k.Rated, &k.Color,
		&k.MinRating, &k.MaxRating, &k.Rating, &created, &expires, &k.GameID)
	k.Initial, k.Increment = time.Duration(initial), time.Duration(increment)
	k.Created, k.Expires = fromNanos(created), fromNanos(expires)
	return k, err
}

// Seek returns one seek; see store.Seeks.
func (s *Store) Seek(ctx context.Context, id string) (*store.Seek, error) {
	k, err := scanSeek(s.reader.QueryRowContext(ctx, "SELECT "+seekColumns+" FROM seeks WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("seek %q: %w", id, store.ErrSeekGone)
	}
	if err != nil {
		return nil, fmt.Errorf("seek %q: %w", id, classify(err))
	}
	return &k, nil
}

// OpenSeeks returns the open seeks; see store.Seeks.
func (s *Store) OpenSeeks(ctx context.Context, now time.Time) ([]store.Seek, error) {
	rows, err := s.reader.QueryContext(ctx, "SELECT "+seekColumns+" FROM seeks WHERE game_id = '' AND expires_ns > ? ORDER BY created_ns, id", nanos(now))
	if err != nil {
		return nil, fmt.Errorf("open seeks: %w", classify(err))
	}
	defer rows.Close()
	var out []store.Seek
	for rows.Next() {
		k, err := scanSeek(rows)
		if err != nil {
			return nil, fmt.Errorf("open seeks: %w", classify(err))
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

// AcceptSeek marks an open seek accepted; see store.Seeks.
func (s *Store) AcceptSeek(ctx context.Context, id, gameID string, now time.Time) (*store.Seek, error) {
	var accepted store.Seek
	err := s.write(ctx, "accept seek "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE seeks SET game_id = ? WHERE id = ? AND game_id = '' AND expires_ns > ?", gameID, id, nanos(now))
		if err != nil {
			return err
		}
		if err := changed(res, fmt.Errorf("accept seek %q: %w", id, store.ErrSeekGone)); err != nil {
			return err
		}
		accepted, err = scanSeek(tx.QueryRowContext(ctx, "SELECT "+seekColumns+" FROM seeks WHERE id = ?", id))
		return err
	})
	if err != nil {
		return nil, err
	}
	return &accepted, nil
}

// TouchSeek pushes an open seek's expiry back; see store.Seeks.
func (s *Store) TouchSeek(ctx context.Context, id string, now, expires time.Time) error {
	return s.write(ctx, "touch seek "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE seeks SET expires_ns = ? WHERE id = ? AND game_id = '' AND expires_ns > ?", nanos(expires), id, nanos(now))
		if err != nil {
			return err
		}
		return changed(res, fmt.Errorf("touch seek %q: %w", id, store.ErrSeekGone))
	})
}

// DeleteSeek withdraws a seek; see store.Seeks.
func (s *Store) DeleteSeek(ctx context.Context, id, ownerHash string) error {
	return s.write(ctx, "withdraw seek "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		var owner string
		err := tx.QueryRowContext(ctx, "SELECT owner_hash FROM seeks WHERE id = ?", id).Scan(&owner)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return nil
		case err != nil:
			return err
		case owner != ownerHash:
			return fmt.Errorf("withdraw seek %q: another player's: %w", id, store.ErrSeekGone)
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM seeks WHERE id = ?", id)
		return err
	})
}
