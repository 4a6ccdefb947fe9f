package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/kingme/kingme/store"
)

// Revision returns the stored revision of the game with the given ID (see
// store.Record.Revision): one indexed read, for a server to tell whether its
// copy is current. It returns an error wrapping store.ErrNotFound for an
// unknown game.
func (s *Store) Revision(ctx context.Context, id string) (int64, error) {
	what := "read the revision of game " + quote(id)
	if !storableID(id) {
		return 0, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	var revision int64
	err := s.pool.QueryRow(ctx, "SELECT revision FROM games WHERE id = $1", id).Scan(&revision)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("%s: %w", what, err)
	}
	return revision, nil
}
