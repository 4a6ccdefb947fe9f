package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kingme/kingme/store"
)

// Revision returns the stored revision of the game with the given ID (see
// store.Record.Revision): one indexed read, for a server to tell whether its
// copy is current. It returns an error wrapping store.ErrNotFound for an
// unknown game.
func (s *Store) Revision(ctx context.Context, id string) (int64, error) {
	var revision int64
	err := s.reader.QueryRowContext(ctx, "SELECT revision FROM games WHERE id = ?", id).Scan(&revision)
	if err != nil && isDamage(err) {
		// The primary key's index may be what is damaged (scan.go).
		err = s.reader.QueryRowContext(ctx, "SELECT revision FROM games NOT INDEXED WHERE id = ?", id).Scan(&revision)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("read the revision of game %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("read the revision of game %q: %w", id, classify(err))
	}
	return revision, nil
}
