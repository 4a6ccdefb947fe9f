package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/kingme/kingme/store"
)

// foreignKeyViolation is PostgreSQL's SQLSTATE for a row that refers to a
// missing one.
const foreignKeyViolation = "23503"

// SaveAnalysis stores the game's analysis, replacing any stored before,
// in one statement. It returns an error wrapping store.ErrNotFound when no
// game has the ID.
func (s *Store) SaveAnalysis(ctx context.Context, id string, data []byte) error {
	what := "save analysis of " + quote(id)
	if !storableID(id) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if data == nil {
		data = []byte{} // the column is NOT NULL; an empty analysis is still one
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO analyses (game_id, body, saved) VALUES ($1, $2, now())
ON CONFLICT (game_id) DO UPDATE SET body = excluded.body, saved = excluded.saved`, id, data)
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == foreignKeyViolation {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// LoadAnalysis returns the analysis stored for the game, or an error
// wrapping store.ErrNotFound when there is none.
func (s *Store) LoadAnalysis(ctx context.Context, id string) ([]byte, error) {
	what := "load analysis of " + quote(id)
	if !storableID(id) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	var data []byte
	err := s.pool.QueryRow(ctx, "SELECT body FROM analyses WHERE game_id = $1", id).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}
