package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/kingme/kingme/store"
)

var _ store.Presence = (*Store)(nil)

// The presence statements, on the table presence: one row per (game, seat,
// server) that recorded a connection of the seat, with whether the server
// still holds one and its expiry (pushed back while the server lives; the
// time the connection ended once it did). Every one is a single
// statement, so a single transaction, and reads the time from PostgreSQL
// (now(), the time its transaction started), never from the servers; a
// ttl is a parameter in microseconds.

// connectPresence records that server $3 holds a connection of seat $2 of
// game $1 until $4 microseconds from now.
const connectPresence = `
INSERT INTO presence (game_id, seat, server, connected, expires)
VALUES ($1, $2, $3, true, now() + $4 * interval '1 microsecond')
ON CONFLICT (game_id, seat, server) DO UPDATE SET connected = true, expires = excluded.expires`

// disconnectPresence records that server $3 holds no connection of seat
// $2 of game $1 from now: its row is no longer connected and expires now.
// A row already disconnected keeps the time it ended (a repeated call
// does not move it), and a server that recorded no connection records
// one that ended now.
const disconnectPresence = `
INSERT INTO presence (game_id, seat, server, connected, expires)
VALUES ($1, $2, $3, false, now())
ON CONFLICT (game_id, seat, server) DO UPDATE SET connected = false,
	expires = CASE WHEN presence.connected THEN now() ELSE least(presence.expires, now()) END`

// renewPresence pushes back to $2 microseconds from now the expiry of
// every connection server $1 holds, expired or not (the server lives, so
// its connections do).
const renewPresence = `
UPDATE presence SET expires = now() + $2 * interval '1 microsecond'
WHERE server = $1 AND connected`

// seatsPresence returns, for each seat of game $1 (no row when there is
// no such game), whether some server holds an unexpired connection of it,
// whether any was recorded, and, when neither holds, the microseconds
// since the latest expiry of its rows (when its last connection ended or
// expired), else 0.
const seatsPresence = `
SELECT s.seat, p.connected, p.seen,
	CASE WHEN p.connected OR NOT p.seen THEN 0
		ELSE greatest(0, round(extract(epoch FROM now() - p.last) * 1000000))::bigint END
FROM games g
CROSS JOIN (VALUES (0), (1)) AS s (seat)
LEFT JOIN LATERAL (
	SELECT coalesce(bool_or(r.connected AND r.expires > now()), false) AS connected,
		count(*) > 0 AS seen, max(r.expires) AS last
	FROM presence r WHERE r.game_id = g.id AND r.seat = s.seat
) p ON true
WHERE g.id = $1
ORDER BY s.seat`

// Connected records that server holds a connection of seat (0 Black, 1
// Red) of game id for ttl from now, in one statement. It returns an error
// wrapping store.ErrNotFound when no game has the ID.
func (s *Store) Connected(ctx context.Context, id string, seat int, server string, ttl time.Duration) error {
	what := fmt.Sprintf("record a connection of seat %d of game %s on server %s", seat, quote(id), quote(server))
	if err := checkPresence(seat, server); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := checkTTL(ttl); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return s.recordPresence(ctx, what, connectPresence, id, seat, server, ttl.Microseconds())
}

// Disconnected records that server holds no connection of seat of game id
// from now, in one statement; when it recorded none, it records one that
// ended now (the seat was seen). A repeated call keeps the time of the
// first. It returns an error wrapping store.ErrNotFound when no game has
// the ID.
func (s *Store) Disconnected(ctx context.Context, id string, seat int, server string) error {
	what := fmt.Sprintf("record the end of the connections of seat %d of game %s on server %s", seat, quote(id), quote(server))
	if err := checkPresence(seat, server); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return s.recordPresence(ctx, what, disconnectPresence, id, seat, server)
}

// recordPresence runs a statement on the presence of seat of game id for
// server, with more arguments after those three.
func (s *Store) recordPresence(ctx context.Context, what, sql, id string, seat int, server string, more ...any) error {
	if !storableID(id) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	_, err := s.pool.Exec(ctx, sql, append([]any{id, int16(seat), server}, more...)...)
	var pe *pgconn.PgError
	switch {
	case errors.As(err, &pe) && pe.Code == foreignKeyViolation:
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	case err != nil:
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// RenewPresence pushes back to ttl from now the expiry of every
// connection server holds, in one statement. It runs on the leases' own
// connections, so that a crowd of saves cannot delay it past the expiry.
func (s *Store) RenewPresence(ctx context.Context, server string, ttl time.Duration) error {
	what := "renew the connections of server " + quote(server)
	if err := checkServer(server); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := checkTTL(ttl); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if _, err := s.leasePool.Exec(ctx, renewPresence, server, ttl.Microseconds()); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// SeatsPresence returns the presence of each seat of game id over all
// servers, in one statement, reckoned by PostgreSQL's clock. It returns an
// error wrapping store.ErrNotFound when no game has the ID.
func (s *Store) SeatsPresence(ctx context.Context, id string) ([2]store.SeatPresence, error) {
	var seats [2]store.SeatPresence
	what := "read the presence of the seats of game " + quote(id)
	if !storableID(id) {
		return seats, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	rows, err := s.pool.Query(ctx, seatsPresence, id)
	if err != nil {
		return seats, fmt.Errorf("%s: %w", what, err)
	}
	var seat int
	var p store.SeatPresence
	var away int64
	n := 0
	_, err = pgx.ForEachRow(rows, []any{&seat, &p.Connected, &p.Seen, &away}, func() error {
		if seat < 0 || seat > 1 {
			return fmt.Errorf("read seat %d, want 0 or 1", seat)
		}
		p.Away = time.Duration(away) * time.Microsecond
		seats[seat] = p
		n++
		return nil
	})
	switch {
	case err != nil:
		return [2]store.SeatPresence{}, fmt.Errorf("%s: %w", what, err)
	case n == 0:
		return seats, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	return seats, nil
}

// checkPresence refuses a seat other than 0 and 1 and a server checkServer
// refuses.
func checkPresence(seat int, server string) error {
	if seat != 0 && seat != 1 {
		return fmt.Errorf("seat %d, want 0 (Black) or 1 (Red)", seat)
	}
	return checkServer(server)
}

// checkServer refuses a server name PostgreSQL's text cannot hold, or
// empty.
func checkServer(server string) error {
	if server == "" || !storableID(server) {
		return errors.New("the server must be non-empty UTF-8 text without NUL")
	}
	return nil
}
