package sqlite

import (
	"context"
	"fmt"
)

// Ping checks that the database answers a query: a SELECT 1 on one of the
// read-only connections, within ctx. It reads no table, so it is cheap
// enough for a readiness probe; it fails once the store is closed.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	if err := s.reader.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("ping the game store %s: %w", s.path, err)
	}
	return nil
}
