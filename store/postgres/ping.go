package postgres

import (
	"context"
	"fmt"
)

// Ping checks that the database answers, within ctx: a connection of the
// pool makes a round trip to the server. It is cheap enough for a
// readiness probe.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("ping the PostgreSQL game store: %w", err)
	}
	return nil
}
