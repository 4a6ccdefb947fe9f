package sqlite

import (
	"database/sql"
	"fmt"
	"math"
	"time"

	"github.com/kingme/kingme/store"
)

// headerColumns are the games columns after id, in the order headerArgs
// gives their values and scanHeader reads them.
const headerColumns = `variant, start, mode, level,
	black_player, black_name, black_token, red_player, red_name, red_token,
	initial_ns, increment_ns, black_clock_ns, red_clock_ns,
	outcome, reason, draw_offer, rematch, takeback, created_ns, updated_ns,
	opening_plies, black_account, red_account, rated, days_per_move`

// selectColumns are the columns a game's header is read from:
// headerColumns, then the revision, which Save alone writes.
const selectColumns = headerColumns + ", revision"

// headerArgs returns the values of g's header for headerColumns, or an
// error when a time cannot be stored.
func headerArgs(g *store.Record) ([]any, error) {
	created, err := unixNanos(g.Created, "created time")
	if err != nil {
		return nil, fmt.Errorf("game %q: %w", g.ID, err)
	}
	updated, err := unixNanos(g.Updated, "updated time")
	if err != nil {
		return nil, fmt.Errorf("game %q: %w", g.ID, err)
	}
	black, red := g.Seats[0], g.Seats[1]
	return []any{
		g.Variant, g.Start, g.Mode, g.Level,
		black.Player, black.Name, black.TokenHash, red.Player, red.Name, red.TokenHash,
		int64(g.Initial), int64(g.Increment), int64(g.Clock[0]), int64(g.Clock[1]),
		g.Outcome, g.Reason, g.DrawOffer, g.Rematch, g.Takeback, created, updated,
		g.OpeningPlies, black.Account, red.Account, g.Rated, g.DaysPerMove,
	}, nil
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface {
	Scan(dest ...any) error
}

// scanHeader reads id and selectColumns, then extra, into a new game.
func scanHeader(row scanner, extra ...any) (*store.Record, error) {
	var g store.Record
	var initial, increment, blackClock, redClock int64
	var created, updated sql.NullInt64
	black, red := &g.Seats[0], &g.Seats[1]
	dest := []any{
		&g.ID, &g.Variant, &g.Start, &g.Mode, &g.Level,
		&black.Player, &black.Name, &black.TokenHash, &red.Player, &red.Name, &red.TokenHash,
		&initial, &increment, &blackClock, &redClock,
		&g.Outcome, &g.Reason, &g.DrawOffer, &g.Rematch, &g.Takeback, &created, &updated,
		&g.OpeningPlies, &black.Account, &red.Account, &g.Rated, &g.DaysPerMove, &g.Revision,
	}
	if err := row.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	g.Initial, g.Increment = time.Duration(initial), time.Duration(increment)
	g.Clock = [2]time.Duration{time.Duration(blackClock), time.Duration(redClock)}
	g.Created, g.Updated = timeOf(created), timeOf(updated)
	return &g, nil
}

// moveRow is a move as stored.
type moveRow struct {
	text  string
	clock int64
	at    sql.NullInt64
}

// moveRows converts g's moves to rows, or fails when a time cannot be
// stored.
func moveRows(g *store.Record) ([]moveRow, error) {
	rows := make([]moveRow, len(g.Moves))
	for i, m := range g.Moves {
		at, err := unixNanos(m.At, "time")
		if err != nil {
			return nil, fmt.Errorf("game %q, move %d (%q): %w", g.ID, i+1, m.Text, err)
		}
		rows[i] = moveRow{text: m.Text, clock: int64(m.Clock), at: at}
	}
	return rows, nil
}

// move converts a stored row back.
func (r moveRow) move() store.Move {
	return store.Move{Text: r.text, Clock: time.Duration(r.clock), At: timeOf(r.at)}
}

// Times Unix nanoseconds can hold.
var (
	earliestTime = time.Unix(0, math.MinInt64)
	latestTime   = time.Unix(0, math.MaxInt64)
)

// unixNanos is t as stored: NULL for the zero time, Unix nanoseconds
// otherwise; what names t in the error for a time out of range.
func unixNanos(t time.Time, what string) (sql.NullInt64, error) {
	if t.IsZero() {
		return sql.NullInt64{}, nil
	}
	if t.Before(earliestTime) || t.After(latestTime) {
		return sql.NullInt64{}, fmt.Errorf("%s %s is outside the storable range %s to %s",
			what, t.Format(time.RFC3339Nano), earliestTime.UTC().Format(time.RFC3339), latestTime.UTC().Format(time.RFC3339))
	}
	return sql.NullInt64{Int64: t.UnixNano(), Valid: true}, nil
}

// timeOf is the time a stored value stands for, in UTC.
func timeOf(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return time.Unix(0, n.Int64).UTC()
}
