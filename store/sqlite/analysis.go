package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kingme/kingme/store"
)

// SaveAnalysis stores the game's analysis, replacing any stored before,
// in one transaction. It returns an error wrapping store.ErrNotFound when
// no game has the ID.
func (s *Store) SaveAnalysis(ctx context.Context, id string, data []byte) error {
	if data == nil {
		data = []byte{} // the column is NOT NULL; an empty analysis is still one
	}
	return s.write(ctx, "save analysis of "+quote(id), func(ctx context.Context, tx *sql.Tx) error {
		var one int
		err := tx.QueryRowContext(ctx, "SELECT 1 FROM games WHERE id = ?", id).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO analyses (game_id, body, saved_ns) VALUES (?, ?, ?)
ON CONFLICT (game_id) DO UPDATE SET body = excluded.body, saved_ns = excluded.saved_ns`,
			id, data, time.Now().UnixNano())
		return err
	})
}

// LoadAnalysis returns the analysis stored for the game, or an error
// wrapping store.ErrNotFound when there is none.
func (s *Store) LoadAnalysis(ctx context.Context, id string) ([]byte, error) {
	var data []byte
	err := s.reader.QueryRowContext(ctx, "SELECT body FROM analyses WHERE game_id = ?", id).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("load analysis of %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("load analysis of %q: %w", id, classify(err))
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}
