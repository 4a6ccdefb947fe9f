package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/kingme/kingme/store"
)

var _ store.Leases = (*Store)(nil)

// The lease statements. Every one is a single statement, so a single
// transaction, and reads the time from PostgreSQL (now(), the time its
// transaction started), never from the servers; a ttl is a parameter in
// microseconds.

// acquireLease inserts the lease of game $1 for owner $2 until $3
// microseconds from now, or takes over the stored one when $2 holds it or
// it has expired, and returns the owner when it did. When two servers
// acquire one lease at once, the second waits for the first's row and
// checks the condition on it.
const acquireLease = `
INSERT INTO leases (game_id, owner, expires)
VALUES ($1, $2, now() + $3 * interval '1 microsecond')
ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
WHERE leases.owner = excluded.owner OR leases.expires < now()
RETURNING owner`

// renewLeases pushes back to $2 microseconds from now the expiry of every
// lease owner $1 holds, expired or not (nobody took it), and returns
// their games.
const renewLeases = `
UPDATE leases SET expires = now() + $2 * interval '1 microsecond'
WHERE owner = $1
RETURNING game_id`

// takeExpiredLeases gives owner $1, until $2 microseconds from now, up to
// $3 expired leases, the longest expired first, and returns their games.
// The subquery locks the leases it picks and skips those another
// transaction has locked (SKIP LOCKED): two servers taking leases at once
// get different ones, and neither waits for the other. A lease renewed or
// taken since the statement began is checked again once its lock is
// free, and left out when it no longer has expired.
const takeExpiredLeases = `
UPDATE leases SET owner = $1, expires = now() + $2 * interval '1 microsecond'
WHERE game_id IN (
	SELECT game_id FROM leases
	WHERE expires < now()
	ORDER BY expires
	LIMIT $3
	FOR UPDATE SKIP LOCKED
)
RETURNING game_id`

// releaseLease deletes the lease of game $1 when owner $2 holds it.
const releaseLease = `DELETE FROM leases WHERE game_id = $1 AND owner = $2`

// Acquire gives owner the lease of game id for ttl from now when nobody
// holds it, its holder's lease has expired, or owner holds it (then
// renewed), in one statement, and reports whether owner holds it now. It
// returns an error wrapping store.ErrNotFound when no game has the ID.
func (s *Store) Acquire(ctx context.Context, id, owner string, ttl time.Duration) (bool, error) {
	what := fmt.Sprintf("acquire the lease of game %s for %s", quote(id), quote(owner))
	if err := checkLease(owner, ttl); err != nil {
		return false, fmt.Errorf("%s: %w", what, err)
	}
	if !storableID(id) {
		return false, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	var got string
	err := s.leasePool.QueryRow(ctx, acquireLease, id, owner, ttl.Microseconds()).Scan(&got)
	var pe *pgconn.PgError
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return false, nil // another owner's lease stands
	case errors.As(err, &pe) && pe.Code == foreignKeyViolation:
		return false, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	case err != nil:
		return false, fmt.Errorf("%s: %w", what, err)
	}
	return got == owner, nil
}

// Renew pushes back to ttl from now the expiry of every lease owner
// holds, in one statement, and returns those games' IDs, sorted.
func (s *Store) Renew(ctx context.Context, owner string, ttl time.Duration) ([]string, error) {
	what := "renew the leases of " + quote(owner)
	if err := checkLease(owner, ttl); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	ids, err := s.leaseIDs(ctx, renewLeases, owner, ttl.Microseconds())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return ids, nil
}

// TakeExpired gives owner, for ttl, up to limit leases whose holders let
// them expire (the longest expired first), in one statement, and returns
// those games' IDs, sorted. Servers taking leases at once never get the
// same one. A limit below 1 takes none.
func (s *Store) TakeExpired(ctx context.Context, owner string, ttl time.Duration, limit int) ([]string, error) {
	what := "take expired leases for " + quote(owner)
	if err := checkLease(owner, ttl); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if limit < 1 {
		return nil, nil
	}
	ids, err := s.leaseIDs(ctx, takeExpiredLeases, owner, ttl.Microseconds(), limit)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return ids, nil
}

// Release gives up owner's lease of game id, in one statement; it does
// nothing when owner does not hold it (or there is no such game).
func (s *Store) Release(ctx context.Context, id, owner string) error {
	if !storableID(id) || !storableID(owner) {
		return nil // no such lease can be stored
	}
	if _, err := s.leasePool.Exec(ctx, releaseLease, id, owner); err != nil {
		return fmt.Errorf("release the lease of game %s for %s: %w", quote(id), quote(owner), err)
	}
	return nil
}

// leaseIDs runs a statement returning game IDs and returns them sorted.
func (s *Store) leaseIDs(ctx context.Context, sql string, args ...any) ([]string, error) {
	rows, err := s.leasePool.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	slices.Sort(ids)
	return ids, nil
}

// checkLease refuses an owner PostgreSQL's text cannot hold, or empty, and
// a ttl that is not positive.
func checkLease(owner string, ttl time.Duration) error {
	if owner == "" || !storableID(owner) {
		return errors.New("the owner must be non-empty UTF-8 text without NUL")
	}
	return checkTTL(ttl)
}

// checkTTL refuses a ttl under a microsecond, the unit the statements
// take.
func checkTTL(ttl time.Duration) error {
	if ttl < time.Microsecond {
		return fmt.Errorf("ttl %v, want at least a microsecond", ttl)
	}
	return nil
}
